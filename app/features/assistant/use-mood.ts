import { useCallback, useEffect, useRef, useState } from "react";
import { HAPPY_MS, SLEEPY_AFTER_MS } from "./widget-config";
import type { Mood } from "./mascot";

const activityEvents = ["pointerdown", "pointermove", "keydown", "scroll", "touchstart"] as const;

/**
 * idle by default; happy for 500 ms when the panel opens; sleepy after 30 s
 * without activity while the panel is closed; any activity wakes it.
 */
export function useMood(open: boolean) {
  const [mood, setMood] = useState<Mood>("idle");
  const sleepTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const happyTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const cheer = useCallback(() => {
    clearTimeout(sleepTimer.current);
    clearTimeout(happyTimer.current);
    setMood("happy");
    happyTimer.current = setTimeout(() => setMood("idle"), HAPPY_MS);
  }, []);

  useEffect(() => {
    if (open) return;
    const arm = () => {
      clearTimeout(sleepTimer.current);
      sleepTimer.current = setTimeout(() => setMood("sleepy"), SLEEPY_AFTER_MS);
    };
    const onActivity = () => {
      setMood((current) => (current === "sleepy" ? "idle" : current));
      arm();
    };
    arm();
    for (const name of activityEvents) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      clearTimeout(sleepTimer.current);
      for (const name of activityEvents) window.removeEventListener(name, onActivity);
    };
  }, [open]);

  useEffect(() => () => clearTimeout(happyTimer.current), []);

  return { mood, cheer };
}
