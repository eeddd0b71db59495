import { useEffect, useRef } from "react";
import { Gauge } from "lucide-react";
import { useT } from "~/i18n/use-lang";
import { ToolTips } from "~/features/tools/kit/tool-tips";
import { UrlForm } from "~/features/tools/kit/url-form";
import { useWebsiteSpeed } from "./use-website-speed";
import { WebsiteProgress } from "./website-progress";
import { WebsiteResults } from "./website-results";

/** The Website tab: Lighthouse results for mobile and desktop, with progress while the server audits. */
export function WebsiteSpeedPanel() {
  const { t } = useT("tool-speed");
  const { state, start, fail } = useWebsiteSpeed();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (state.kind === "success") resultsHeading.current?.focus();
  }, [state.kind]);

  return (
    <div className="grid gap-6" data-testid="website-speed">
      <UrlForm
        testId="website"
        title={t("website.title")}
        intro={t("website.intro")}
        label={t("website.label")}
        placeholder={t("website.placeholder")}
        help={t("website.help")}
        submitLabel={t("website.submit")}
        icon={Gauge}
        busy={state.kind === "loading"}
        error={state.kind === "error" ? state.error : null}
        onUrl={start}
        onInvalid={fail}
      />

      {state.kind === "loading" && <WebsiteProgress job={state.pending.job} host={state.pending.host} />}
      {(state.kind === "idle" || state.kind === "error") && (
        <ToolTips
          look="check"
          title={t("website.idle.title")}
          items={t("website.idle.items", { returnObjects: true })}
          note={t("website.idle.note")}
          testId="website-idle"
        />
      )}
      {state.kind === "success" && <WebsiteResults job={state.data} headingRef={resultsHeading} />}
    </div>
  );
}
