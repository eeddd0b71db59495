import { useId } from "react";
import { Clock, TriangleAlert } from "lucide-react";
import { useT } from "~/i18n/use-lang";
import { DotItem, textList, ToolTips } from "~/features/tools/kit/tool-tips";
import { DomainActions } from "./domain-actions";
import { DomainAlternatives } from "./domain-alternatives";
import { DomainForm } from "./domain-form";
import { DomainVerdict } from "./domain-verdict";
import { useDomainCheck } from "./use-domain-check";

/** Domain availability checker: the server asks the registries (RDAP); this shows the answer. */
export default function DomainTool() {
  const { t } = useT("tool-domain");
  const resultTitleId = useId();
  const { value, setValue, input, state, invalid, check, checkOther } = useDomainCheck();
  const checking = state.kind === "loading";
  const error = state.kind === "error" && !invalid ? state.error : null;
  const idle = state.kind === "idle" || invalid !== null;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start" data-testid="domain-tool">
      <DomainForm value={value} onChange={setValue} onCheck={() => check(value)} checking={checking} invalid={invalid} input={input} />

      <section className="card grid gap-4 p-5 sm:p-7" aria-labelledby={resultTitleId} aria-busy={checking} data-testid="domain-result">
        <h2 id={resultTitleId} className="text-xl font-extrabold">
          {idle ? t("idle.title") : t("result.title")}
        </h2>
        <div role="status" aria-live="polite" className="grid gap-4" data-testid="domain-status">
          {idle && (
            <div className="grid gap-3 text-sm leading-7 text-muted">
              <p>{t("idle.text")}</p>
              <ul className="grid gap-1.5">
                {textList(t("idle.points", { returnObjects: true })).map((point) => (
                  <DotItem key={point}>{point}</DotItem>
                ))}
              </ul>
            </div>
          )}
          {state.kind === "loading" && (
            <p className="flex items-center gap-3 py-4 text-muted" data-testid="domain-checking">
              <span className="size-5 shrink-0 animate-spin rounded-full border-2 border-line border-t-accent" aria-hidden />
              <span>{t("form.checkingStatus", { domain: state.pending })}</span>
            </p>
          )}
          {error && (
            <div
              className="flex items-start gap-3 rounded-xl border border-accent/50 bg-accent-soft p-4"
              data-testid="domain-error"
              data-code={error.code}
            >
              {error.code === "timeout" ? (
                <Clock className="mt-0.5 size-5 shrink-0 text-accent-text" aria-hidden />
              ) : (
                <TriangleAlert className="mt-0.5 size-5 shrink-0 text-accent-text" aria-hidden />
              )}
              <div className="grid gap-1">
                <p className="font-bold">{error.title}</p>
                <p className="text-sm leading-6">{error.message}</p>
              </div>
            </div>
          )}
          {state.kind === "success" && <DomainVerdict report={state.data} />}
        </div>
        {error && (
          <button type="button" className="btn-ghost inline-flex justify-self-start" onClick={() => check(value)} data-testid="domain-retry">
            {t("form.retry")}
          </button>
        )}
        {state.kind === "success" && (
          <>
            <DomainActions report={state.data} />
            <DomainAlternatives report={state.data} onCheck={checkOther} />
          </>
        )}
      </section>

      <ToolTips title={t("tips.title")} items={t("tips.items", { returnObjects: true })} className="card p-5 sm:p-7 lg:col-span-2" />
    </div>
  );
}
