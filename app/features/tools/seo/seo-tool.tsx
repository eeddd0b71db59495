import { Search } from "lucide-react";
import { useT } from "~/i18n/use-lang";
import { ToolTips } from "~/features/tools/kit/tool-tips";
import { UrlForm } from "~/features/tools/kit/url-form";
import { useToolRequest } from "~/features/tools/kit/use-tool-request";
import type { SeoReport } from "#core/tools/seo-report";
import { Report } from "./seo-report";

/** The server needs up to ~25 s in the worst case (page, then robots.txt and sitemap at a new origin). */
const clientTimeoutMs = 45_000;

/** Basic SEO analyzer: the server reads the page; the advice is worded here, in the page's language. */
export default function SeoTool() {
  const { t } = useT("tool-seo");
  const { state, post, fail } = useToolRequest<SeoReport>({ timeoutMs: clientTimeoutMs });

  const announcement =
    state.kind === "loading"
      ? t("form.analysing")
      : state.kind === "success"
        ? t("report.announce", { score: state.data.score, fail: state.data.counts.fail, warn: state.data.counts.warn })
        : "";

  return (
    <div className="grid gap-6" data-testid="seo-tool">
      <UrlForm
        testId="seo"
        title={t("form.title")}
        label={t("form.label")}
        placeholder={t("form.placeholder")}
        help={t("form.help")}
        submitLabel={t("form.submit")}
        icon={Search}
        busy={state.kind === "loading"}
        error={state.kind === "error" ? state.error : null}
        onUrl={(url) => void post("seo", { url }, null)}
        onInvalid={fail}
      >
        <p role="status" aria-live="polite" className="sr-only" data-testid="seo-status">
          {announcement}
        </p>
      </UrlForm>

      {state.kind === "loading" && (
        <div className="card flex items-center justify-center gap-3 p-10 text-muted" data-testid="seo-analysing">
          <span className="size-6 animate-spin rounded-full border-2 border-line border-t-accent" aria-hidden />
          <span>{t("form.analysing")}</span>
        </div>
      )}

      {(state.kind === "idle" || state.kind === "error") && (
        <ToolTips
          look="check"
          title={t("idle.title")}
          intro={t("idle.text")}
          items={t("idle.items", { returnObjects: true })}
          note={t("idle.note")}
          testId="seo-idle"
        />
      )}
      {state.kind === "success" && <Report report={state.data} />}
    </div>
  );
}
