import { useEffect, useState } from "react";
import { BrandMark } from "~/components/ui/brand-mark";
import type { PageImage } from "#core/content/content-types";
import { isReturningVisit } from "~/utils/visit-clock";

import { LOADING_FADE_MS, LOADING_SCREEN_MS } from "./scrolling";

type Phase = "visible" | "fading" | "gone";

/**
 * Covers the server-rendered page for 3.5 s from the start of the page load,
 * then fades out over 0.8 s. The same timing runs in CSS, so the overlay
 * also leaves when JavaScript never runs. Only on the first page of a visit
 * (ADR 055): later pages are marked by the head script and CSS hides it there.
 * On a page of islands the boot module runs these timers (app/islands/boot.ts).
 */
export function LoadingScreen({ label, name, logo = null }: { label: string; name: string; logo?: PageImage | null }) {
  const [phase, setPhase] = useState<Phase>("visible");

  useEffect(() => {
    // Only the first page of a visit shows it (ADR 055); CSS hid it before the first paint.
    if (isReturningVisit()) return setPhase("gone");
    const elapsed = performance.now();
    const fade = setTimeout(() => setPhase("fading"), Math.max(0, LOADING_SCREEN_MS - elapsed));
    const gone = setTimeout(() => setPhase("gone"), Math.max(0, LOADING_SCREEN_MS + LOADING_FADE_MS - elapsed));
    return () => {
      clearTimeout(fade);
      clearTimeout(gone);
    };
  }, []);

  if (phase === "gone") return null;
  return (
    <div
      className="loading-screen fixed inset-0 print:hidden z-[100] grid place-items-center bg-bg"
      data-state={phase}
      data-testid="loading-screen"
      role="status"
      aria-live="polite"
    >
      <div className="flex flex-col items-center gap-5">
        <BrandMark
          logo={logo}
          animated
          markClassName="size-24 drop-shadow-[0_0_30px_var(--glow)]"
          logoClassName="h-24 w-auto max-w-64"
          sizes="256px"
          eager
        />
        <p className="text-lg font-bold tracking-wide">{name}</p>
        <span className="sr-only">{label}</span>
      </div>
    </div>
  );
}
