import { Wand2 } from "lucide-react";
import { useT } from "~/i18n/use-lang";
import { toOpaqueHex, type Rgba } from "./contrast";

/** A text colour close to the chosen one that reaches `level`, to use in one click. */
export function ContrastSuggestion({ level, colour, onUse }: { level: string; colour: Rgba; onUse: (hex: string) => void }) {
  const { t } = useT("tool-contrast");
  const hex = toOpaqueHex(colour);
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-bg/40 p-4" data-testid="contrast-suggestion">
      <Wand2 className="size-5 shrink-0 text-accent-text" aria-hidden />
      <p className="text-sm font-semibold">{t("suggest.title", { level })}</p>
      <span className="inline-flex items-center gap-2">
        <span className="size-6 rounded-md border border-line" style={{ background: hex }} aria-hidden />
        <span className="font-mono text-sm" dir="ltr" data-testid="contrast-suggestion-colour">
          {hex}
        </span>
      </span>
      <button
        type="button"
        className="ms-auto rounded-lg border border-line px-3 py-1.5 text-sm font-semibold transition-colors hover:border-accent/60"
        onClick={() => onUse(hex)}
        aria-label={t("suggest.useLabel", { colour: hex })}
        data-testid="contrast-suggestion-use"
      >
        {t("suggest.use")}
      </button>
    </div>
  );
}
