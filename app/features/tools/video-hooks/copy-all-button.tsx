import { Check, CopyCheck } from "lucide-react";
import { useCopy } from "~/features/tools/kit/use-copy";

/**
 * "Copy all" with its own visible words. The shared CopyButton always reads
 * "Copy"; this one reads "Copy all" and confirms with the same "Copied".
 */
export function CopyAllButton({ text, children }: { text: string; children: string }) {
  const { state, copy, label } = useCopy();
  return (
    <button type="button" onClick={() => copy(text)} className="btn-ghost inline-flex py-2 text-sm" data-testid="copy-all">
      {state === "copied" ? <Check className="size-4 text-success" aria-hidden /> : <CopyCheck className="size-4" aria-hidden />}
      <span aria-live="polite">{label(children)}</span>
    </button>
  );
}
