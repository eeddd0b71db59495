import { useEffect, useState, type CSSProperties } from "react";
import { ChevronUp } from "lucide-react";
import { BACK_TO_TOP_AFTER } from "./scrolling";

/** The progress ring's length (its radius is 22). */
const RING = 2 * Math.PI * 22;

/**
 * The second floating widget (ADR 006): a back-to-top button with a ring
 * that shows how far down the page the visitor is. It sits on the start
 * side; the contact assistant takes the end side.
 */
export function BackToTop({ label }: { label: string }) {
  const [progress, setProgress] = useState(0);
  const [scrolledFar, setScrolledFar] = useState(false);
  const [footerInView, setFooterInView] = useState(false);
  const visible = scrolledFar && !footerInView;

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const max = document.documentElement.scrollHeight - window.innerHeight;
      setScrolledFar(window.scrollY > BACK_TO_TOP_AFTER);
      setProgress(max > 0 ? Math.min(1, window.scrollY / max) : 0);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    // The footer has its own button; the floating one steps aside there.
    const footer = document.querySelector("footer");
    const observer = footer ? new IntersectionObserver(([entry]) => setFooterInView(Boolean(entry?.isIntersecting))) : undefined;
    if (footer) observer?.observe(footer);
    return () => {
      window.removeEventListener("scroll", onScroll);
      observer?.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <button
      type="button"
      aria-label={label}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      data-testid="back-to-top"
      // Its look follows these, which the boot module sets on a page of islands (ADR 055).
      data-visible={visible ? "true" : "false"}
      data-scroll-top
      style={{ "--progress": progress } as CSSProperties}
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
      className="fixed bottom-5 start-5 z-40 grid print:hidden size-12 place-items-center rounded-full border border-line bg-surface-2/90 shadow-lg shadow-black/40 backdrop-blur transition-[opacity,transform] duration-300 data-[visible=false]:pointer-events-none data-[visible=false]:translate-y-4 data-[visible=false]:opacity-0"
    >
      <svg viewBox="0 0 48 48" className="absolute inset-0 size-12 -rotate-90" aria-hidden="true">
        <circle
          cx="24"
          cy="24"
          r="22"
          fill="none"
          stroke="var(--accent)"
          strokeWidth="2.5"
          strokeDasharray={RING}
          style={{ strokeDashoffset: `calc(${RING}px * (1 - var(--progress, 0)))` }}
          strokeLinecap="round"
        />
      </svg>
      <ChevronUp className="size-5" aria-hidden />
    </button>
  );
}
