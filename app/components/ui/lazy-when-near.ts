import { lazy, type ComponentType } from "react";

/** Resolves once the element is within 600 px of the viewport, or is focused or pointed at. */
function whenNear(id: string): Promise<void> {
  return new Promise((resolve) => {
    const element = document.getElementById(id);
    if (!element || !("IntersectionObserver" in window)) return resolve();
    const done = () => {
      observer.disconnect();
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), { rootMargin: "600px 0px" });
    observer.observe(element);
    element.addEventListener("focusin", done, { once: true });
    element.addEventListener("pointerenter", done, { once: true });
  });
}

/**
 * A component whose code loads only when its section comes near. The server
 * renders it in full; in the browser its server HTML stays in place (React
 * keeps a suspended boundary's markup while hydrating) until the code arrives.
 * Without JavaScript the server HTML simply works (links, forms).
 */
export function lazyWhenNear<P extends object>(sectionId: string, load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    if (typeof document !== "undefined") await whenNear(sectionId);
    return { default: await load() };
  });
}
