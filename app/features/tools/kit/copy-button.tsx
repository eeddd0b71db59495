import { Check, Copy } from "lucide-react";
import { useT } from "~/i18n/use-lang";
import { useCopy } from "./use-copy";

/** Copies `text` and confirms with "Copied" (announced to screen readers). */
export function CopyButton({ text, className = "", label }: { text: string; className?: string; label?: string }) {
  const { t } = useT("tools");
  const { state, copy, label: words } = useCopy();
  return (
    <button
      type="button"
      onClick={() => copy(text)}
      className={`inline-flex items-center gap-1.5 rounded-lg border border-line px-3 py-1.5 text-xs font-semibold transition-colors hover:border-accent/60 ${className}`}
      data-testid="copy-button"
      aria-label={label ? `${t("labels.copy")}: ${label}` : undefined}
    >
      {state === "copied" ? <Check className="size-3.5 text-success" aria-hidden /> : <Copy className="size-3.5" aria-hidden />}
      <span aria-live="polite">{words(t("labels.copy"))}</span>
    </button>
  );
}
