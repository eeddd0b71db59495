import { useEffect, useMemo, useRef, useState } from "react";
import { useT } from "~/i18n/use-lang";
import { checkContrast, closestPassingText, formatRatio, parseColour, toHex, type CriterionId, type Rgba } from "./contrast";
import { toolCompleted } from "~/utils/insights";

export type ColourState = { input: string; rgba: Rgba; error: "empty" | "invalid" | null };

export function initialColour(input: string): ColourState {
  const parsed = parseColour(input);
  return { input, rgba: parsed.ok ? parsed.rgba : { r: 0, g: 0, b: 0, a: 1 }, error: null };
}

/**
 * What was typed stays in the field; a colour that cannot be read keeps the
 * last good one in use. The picker has no alpha: picking keeps the alpha the
 * typed colour had, so a semi-transparent colour stays semi-transparent.
 */
function typed(previous: ColourState, input: string, picked = false): ColourState {
  const parsed = parseColour(input);
  if (!parsed.ok) return { input, rgba: previous.rgba, error: parsed.error };
  if (!picked || previous.rgba.a === 1) return { input, rgba: parsed.rgba, error: null };
  const rgba = { ...parsed.rgba, a: previous.rgba.a };
  return { input: toHex(rgba), rgba, error: null };
}

/** Long enough that dragging across the colour picker does not read out every step. */
const announceDelay = 700;

const summaryKey = (shown: number) => (shown >= 7 ? "aaa" : shown >= 4.5 ? "aa" : shown >= 3 ? "large" : "fail");

/** The two colours, their contrast, a settled announcement of it, and a text colour that would pass the next level. */
export function useContrast() {
  const { t } = useT("tool-contrast");
  // The site's own accent under white text: a real pair that passes AA but not AAA.
  const [text, setText] = useState(() => initialColour("#ffffff"));
  const [background, setBackground] = useState(() => initialColour("#e11d2e"));
  const result = useMemo(() => checkContrast(text.rgba, background.rgba), [text.rgba, background.rgba]);
  const ratio = formatRatio(result.ratio);
  const summary = t(`result.summary.${summaryKey(result.shown)}`);

  // Announced once the values settle; the first result is on screen already and not read out.
  const message = t("result.announce", { ratio, summary });
  const [announcement, setAnnouncement] = useState("");
  const spoken = useRef(message);
  useEffect(() => {
    if (message === spoken.current) return;
    const timer = setTimeout(() => {
      spoken.current = message;
      setAnnouncement(message);
    }, announceDelay);
    return () => clearTimeout(timer);
  }, [message]);

  const passes = (criterion: CriterionId) => result.verdicts.some((verdict) => verdict.id === criterion && verdict.pass);
  // Offer the next level normal text does not reach yet.
  const target = !passes("aa-normal") ? { level: "AA", min: 4.5 } : !passes("aaa-normal") ? { level: "AAA", min: 7 } : null;
  const suggestion = target ? closestPassingText(result.text, result.background, target.min) : null;

  return {
    text,
    background,
    typeText: (value: string, picked: boolean) => {
      setText((previous) => typed(previous, value, picked));
      toolCompleted();
    },
    typeBackground: (value: string, picked: boolean) => {
      setBackground((previous) => typed(previous, value, picked));
      toolCompleted();
    },
    applyText: (hex: string) => setText(initialColour(hex)),
    swap: () => {
      setText(background);
      setBackground(text);
    },
    result,
    ratio,
    summary,
    announcement,
    target,
    suggestion,
  };
}
