import { useEffect, useState } from "react";
import { Check, Copy } from "lucide-react";
import { useT } from "~/i18n/use-lang";

/** Copies text, with the selection fallback for browsers without the clipboard API. */
export async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers and some embedded views: the selection fallback.
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.select();
    const ok = document.execCommand("copy");
    area.remove();
    return ok;
  }
}

/** Copies `text` and confirms with "Copied" (announced to screen readers). */
export function CopyButton({ text, className = "", label }: { text: string; className?: string; label?: string }) {
  const { t } = useT("tools");
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <button
      type="button"
      onClick={async () => setState((await writeClipboard(text)) ? "copied" : "failed")}
      className={`inline-flex items-center gap-1.5 rounded-lg border border-line px-3 py-1.5 text-xs font-semibold transition-colors hover:border-accent/60 ${className}`}
      data-testid="copy-button"
      aria-label={label ? `${t("labels.copy")}: ${label}` : undefined}
    >
      {state === "copied" ? <Check className="size-3.5 text-emerald-400" aria-hidden /> : <Copy className="size-3.5" aria-hidden />}
      <span aria-live="polite">{state === "copied" ? t("labels.copied") : state === "failed" ? t("labels.copyFailed") : t("labels.copy")}</span>
    </button>
  );
}
