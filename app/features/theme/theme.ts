import { offeredThemes, type BrandThemeInfo, type ThemeChoice } from "#core/catalogue/themes";
import { markVisit } from "~/utils/visit-clock";

/** The storage key (written out as such in themeInitScript, where a lookup would cost first-load bytes). */
export const themeStorageKey = "theme";

/**
 * The class a stored theme value puts on <html>. Self-contained on purpose:
 * its source is also inlined into the page head, where it runs before first
 * paint. A stored "dark" gets a class too: without one, the owner's own theme
 * (ADR 042), the default for visitors who never chose, would apply.
 */
export function themeClass(value: string | null | undefined): string | null {
  if (!value) return null;
  if (value === "dark-blue" || value === "light-blue") return "theme-dark-blue";
  if (value === "dark-green" || value === "light-green") return "theme-dark-green";
  const safe = String(value)
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, "");
  return safe ? "theme-" + safe : null;
}

/**
 * Maps any stored value (including the legacy light-* names) onto an offered
 * theme; anything else, or nothing, is the default: his theme when he has one,
 * else dark red. A stored "brand" after he removed his theme is the default too.
 */
export function normalizeTheme(value: string | null | undefined, brand?: BrandThemeInfo | null): ThemeChoice {
  const offered = offeredThemes(brand);
  const cls = themeClass(value);
  const match = offered.find((theme) => cls === "theme-" + theme);
  return match ?? offered[0]!;
}

/**
 * Says on `<meta name="color-scheme">` what the theme's CSS says (`color-scheme`: light for his light
 * theme, dark for the others), so the browser's own parts (form controls, scrollbars, the canvas) match
 * the page, and on `<meta name="theme-color">` the theme's page colour (`--bg`), so a phone's address bar
 * matches it too. Self-contained on purpose: the head script runs it too (before the stylesheet, so there
 * only his theme's inline variables are known; the theme provider runs it again once the page is up).
 */
export function syncColorScheme(root: HTMLElement) {
  const doc = root.ownerDocument;
  if (!doc) return;
  const style = getComputedStyle(root);
  const meta = doc.querySelector('meta[name="color-scheme"]');
  if (meta) meta.setAttribute("content", style.colorScheme === "light" ? "light" : "dark");
  const bar = doc.querySelector('meta[name="theme-color"]');
  const page = style.getPropertyValue("--bg").trim();
  if (bar && page) bar.setAttribute("content", page);
}

/**
 * Runs in <head> before first paint, so a stored theme never flashes, nor do the browser's controls in the wrong scheme;
 * and marks a page after the first of the visit (markVisit), so the loading screen shows at the visit's start only.
 */
export const themeInitScript = `(function(){var r=document.documentElement;try{var c=(${themeClass.toString()})(localStorage.getItem("theme"));if(c){r.classList.add(c);(${syncColorScheme.toString()})(r)}}catch(e){}(${markVisit.toString()})(r);})()`;

/** Puts the class for `value` on <html>, removing any other theme class, and the theme's colour scheme on the meta tag. */
export function applyThemeClass(root: HTMLElement, value: string | null) {
  for (const cls of Array.from(root.classList)) {
    if (cls.startsWith("theme-")) root.classList.remove(cls);
  }
  const cls = themeClass(value);
  if (cls) root.classList.add(cls);
  syncColorScheme(root);
  // The parts drawn without React (the header's picker on a page of islands, ADR 055) follow.
  root.ownerDocument?.defaultView?.dispatchEvent(new Event(THEME_CHANGE_EVENT));
}

/** Sent on window when the theme changes on this page. */
export const THEME_CHANGE_EVENT = "site:theme";

/** The visitor's stored choice, or null (none, or storage blocked: the default theme stays). */
export function readStoredTheme(): string | null {
  try {
    return localStorage.getItem(themeStorageKey);
  } catch {
    return null;
  }
}

/**
 * Keeps the theme he chose, then applies it: stored first, as the parts drawn without React (the header's
 * picker on a page of islands) read the stored choice when told of the change. Storage blocked, the choice
 * still applies to this page.
 */
export function chooseTheme(root: HTMLElement, value: string) {
  try {
    localStorage.setItem(themeStorageKey, value);
  } catch {
    // This page view keeps it.
  }
  applyThemeClass(root, value);
}

/**
 * A stored theme was put on the page by the head script before the stylesheet, from his theme's inline
 * variables alone: the colour scheme and the address bar's colour are set again from the page's own style
 * once it has drawn its next frame (its style is computed by then, so reading it costs nothing; read at once,
 * the whole page's style would be computed inside the script's task). Returns what cancels it.
 */
export function syncColorSchemeAfterFrame(root: HTMLElement): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => syncColorScheme(root));
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
