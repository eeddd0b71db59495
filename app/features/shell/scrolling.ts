export const HEADER_OFFSET = 80;
export const SCROLL_SPY_OFFSET = 100;
export const HEADER_SOLID_AFTER = 10;
/** The floating back-to-top button shows past this. */
export const BACK_TO_TOP_AFTER = 600;
/** The loading screen's stay and fade (the specification's 3.5 s and 0.8 s), here with no React to carry. */
export const LOADING_SCREEN_MS = 3500;
export const LOADING_FADE_MS = 800;

/** Sent on window when the page's address names another section without a navigation (history.replaceState fires no event). */
export const SECTION_ADDRESS_EVENT = "site:section-address";

/** Shows a section's address (e.g. "/en#faq") in the address bar, and says so. */
export function showSectionAddress(href: string) {
  window.history.replaceState(window.history.state, "", href);
  window.dispatchEvent(new Event(SECTION_ADDRESS_EVENT));
}

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
