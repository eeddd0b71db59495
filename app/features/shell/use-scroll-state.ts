import { useEffect, useState } from "react";
import { activeSection, HEADER_SOLID_AFTER } from "./scrolling";

/** Whether the page is scrolled past 10 px, and (when `spyIds` is given) which section is active. */
export function useScrollState(spyIds: readonly string[] | null) {
  const [scrolled, setScrolled] = useState(false);
  const [active, setActive] = useState("home");
  const key = spyIds?.join(",") ?? "";

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setScrolled(window.scrollY > HEADER_SOLID_AFTER);
      if (spyIds) {
        setActive(
          activeSection(spyIds, window.scrollY, (id) => {
            const el = document.getElementById(id);
            return el ? el.getBoundingClientRect().top + window.scrollY : undefined;
          }),
        );
      }
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
    // spyIds is identified by its joined key
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return { scrolled, active };
}
