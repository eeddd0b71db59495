export const HEADER_OFFSET = 80;
export const SCROLL_SPY_OFFSET = 100;
export const HEADER_SOLID_AFTER = 10;

/** Smoothly scrolls to a section, leaving room for the fixed header. */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const top = target.getBoundingClientRect().top + window.scrollY - HEADER_OFFSET;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: Math.max(0, top), behavior: reduce ? "auto" : "smooth" });
  return true;
}

/** The section containing the scroll position plus 100 px; "home" before any. */
export function activeSection(ids: readonly string[], scrollY: number, offsetTopOf: (id: string) => number | undefined): string {
  const probe = scrollY + SCROLL_SPY_OFFSET;
  let active = "home";
  for (const id of ids) {
    const top = offsetTopOf(id);
    if (top !== undefined && top <= probe) active = id;
  }
  return active;
}
