import { useEffect, useState } from "react";
import { useT } from "~/i18n/use-lang";
import { toolCompleted } from "~/utils/insights";

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

export type CopyState = "idle" | "copied" | "failed";

/** Long enough to read "Copied", short enough that the button is ready for the next copy. */
const confirmMs = 2000;

/**
 * Copy with a confirmation: `label(idle)` is the button's words, "Copied" or
 * "Copy failed" for a moment after a copy (meant for a polite live region).
 */
export function useCopy() {
  const { t } = useT("tools");
  const [state, setState] = useState<CopyState>("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), confirmMs);
    return () => clearTimeout(timer);
  }, [state]);
  return {
    state,
    copy: async (text: string) => {
      const copied = await writeClipboard(text);
      setState(copied ? "copied" : "failed");
      // Copying a result (a UTM link, a hook, a bio) is the tool's work taken away.
      if (copied) toolCompleted();
    },
    label: (idle: string) => (state === "copied" ? t("labels.copied") : state === "failed" ? t("labels.copyFailed") : idle),
  };
}
