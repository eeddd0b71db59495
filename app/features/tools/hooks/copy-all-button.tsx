import { useEffect, useState } from "react";
import { Check, CopyCheck } from "lucide-react";
import { useT } from "~/i18n/use-lang";
import { writeClipboard } from "~/features/tools/kit/copy-button";

/**
 * "Copy all" with its own visible words. The shared CopyButton always reads
 * "Copy"; this one reads "Copy all" and confirms with the same "Copied".
 */
export function CopyAllButton({ text, children }: { text: string; children: string }) {
  const { t } = useT("tools");
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => setState((await writeClipboard(text)) ? "copied" : "failed");
  return (
    <button type="button" onClick={copy} className="btn-ghost inline-flex py-2 text-sm" data-testid="copy-all">
      {state === "copied" ? <Check className="size-4 text-emerald-400" aria-hidden /> : <CopyCheck className="size-4" aria-hidden />}
      <span aria-live="polite">{state === "copied" ? t("labels.copied") : state === "failed" ? t("labels.copyFailed") : children}</span>
    </button>
  );
}
