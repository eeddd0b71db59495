import { useId } from "react";
import { ArrowLeftRight, ArrowUpDown, Info } from "lucide-react";
import { useT } from "~/i18n/use-lang";
import { toOpaqueHex } from "./contrast";
import { ColourField } from "./colour-field";
import { ContrastPreview } from "./contrast-preview";
import { ContrastSuggestion } from "./contrast-suggestion";
import { Verdicts } from "./contrast-verdicts";
import { useContrast } from "./use-contrast";

/** Colour contrast checker (WCAG 2): everything is computed in the browser. */
export default function ContrastTool() {
  const { t } = useT("tool-contrast");
  const base = useId();
  const id = (part: string) => `${base}-${part}`;
  const { text, background, typeText, typeBackground, applyText, swap, result, ratio, summary, announcement, target, suggestion } = useContrast();

  return (
    <div className="grid gap-6" data-testid="contrast-tool">
      <div className="card p-5 sm:p-7">
        <div className="grid items-start gap-4 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]">
          <ColourField colour="text" state={text} fieldId={id("text")} helpId={id("help")} onChange={typeText} />
          <div className="flex justify-center sm:pt-8">
            <button
              type="button"
              onClick={swap}
              className="grid size-12 place-items-center rounded-xl border border-line text-fg transition-colors hover:border-accent/60 hover:bg-fg/5"
              aria-label={t("fields.swap")}
              title={t("fields.swap")}
              data-testid="contrast-swap"
            >
              <ArrowUpDown className="size-5 sm:hidden" aria-hidden />
              <ArrowLeftRight className="hidden size-5 sm:block" aria-hidden />
            </button>
          </div>
          <ColourField colour="background" state={background} fieldId={id("background")} helpId={id("help")} onChange={typeBackground} />
        </div>
        <p id={id("help")} className="mt-4 text-xs leading-5 text-muted">
          {t("fields.help")}
        </p>
      </div>

      <section className="card grid gap-6 p-5 sm:p-7" aria-labelledby={id("result-title")} data-testid="contrast-result">
        <h2 id={id("result-title")} className="sr-only">
          {t("result.title")}
        </h2>
        <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <div className="grid gap-4">
            <div>
              <p className="text-sm font-semibold text-muted">{t("result.ratio")}</p>
              <p className="mt-1 text-5xl font-extrabold tabular-nums sm:text-6xl">
                <span dir="ltr" className="inline-block" data-testid="contrast-ratio">
                  {ratio}
                </span>
              </p>
              <p className="mt-3 text-base leading-7 font-semibold" data-testid="contrast-summary">
                {summary}
              </p>
            </div>
            <p role="status" aria-live="polite" className="sr-only" data-testid="contrast-announcement">
              {announcement}
            </p>
            {(result.textTranslucent || result.backgroundTranslucent) && (
              <div className="grid gap-1.5">
                {result.backgroundTranslucent && (
                  <Note text={t("notes.background", { colour: toOpaqueHex(result.background) })} testId="contrast-note-background" />
                )}
                {result.textTranslucent && <Note text={t("notes.text", { colour: toOpaqueHex(result.text) })} testId="contrast-note-text" />}
              </div>
            )}
            {target && suggestion && <ContrastSuggestion level={target.level} colour={suggestion} onUse={applyText} />}
          </div>

          <ContrastPreview text={result.text} background={result.background} titleId={id("preview-title")} />
        </div>

        <Verdicts result={result} />
      </section>
    </div>
  );
}

function Note({ text, testId }: { text: string; testId: string }) {
  return (
    <p className="flex items-start gap-1.5 text-sm leading-6 text-muted" data-testid={testId}>
      <Info className="mt-1 size-4 shrink-0" aria-hidden />
      <span>{text}</span>
    </p>
  );
}
