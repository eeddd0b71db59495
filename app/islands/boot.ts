/**
 * The one script a page of islands loads first (ADR 055). It does what every public page needs at once
 * and is small enough for it (the loading screen's timers, the header's and back-to-top's scroll state,
 * the theme button's current theme, the visit's landing, the language kept, the page view), and wakes
 * each island (`data-island="<name>"` in the server's markup) on its own trigger: the mobile menu, the
 * theme picker, the credibility dialog, the portfolio's filter, a card's video, the contact form and a free
 * tool on the first touch, focus or click on them (the click that woke one is done once its code has run), the assistant on its timer.
 */
import { BACK_TO_TOP_AFTER, HEADER_SOLID_AFTER, LOADING_FADE_MS, LOADING_SCREEN_MS, SECTION_ADDRESS_EVENT } from "~/features/shell/scrolling";
import { sectionFragment } from "#core/i18n/section-fragment";
import { isReturningVisit, visitElapsed } from "~/utils/visit-clock";
import { rememberLanguage } from "~/features/shell/remember-language";
import { captureVisit } from "~/features/contact/visit";
import { track } from "~/utils/insights";
import { readStoredTheme, syncColorSchemeAfterFrame, THEME_CHANGE_EVENT, themeClass } from "~/features/theme/theme";
import { ASSISTANT_DELAY_MS } from "~/features/assistant/widget-config";
import { toolModules } from "~/features/tools/tool-modules";
import type { ToolId } from "#core/catalogue/tools";
import { showStoredTheme } from "./theme-button";
import { ISLAND_PATIENCE_MS, sendWithoutScript, type Island, type Replay } from "./island";

/** The assistant's code and texts load this long before it is due, so it appears on time. */
const ASSISTANT_PREPARE_MS = 800;

const islands: Record<string, (element: HTMLElement) => Promise<{ default: Island }>> = {
  menu: () => import("./menu"),
  theme: () => import("./theme-picker"),
  credibility: () => import("./credibility"),
  assistant: () => import("./assistant"),
  "portfolio-filter": () => import("./portfolio-filter"),
  video: () => import("./video"),
  "contact-form": () => import("./contact-form"),
  // The tool's own code is asked for with its island's, not after it: one round of requests fewer at the first touch.
  tool: (element) => {
    const tool = element.closest<HTMLElement>("[data-tool]")?.dataset.tool;
    if (tool && tool in toolModules) void toolModules[tool as ToolId]().catch(() => undefined);
    return import("./tool");
  },
};

const root = document.documentElement;

// The loading screen: the first page of a visit shows it 3.5 s and fades it for 0.8 s (the same timing runs in
// CSS without script); later pages never show it (the head script marked them, CSS hides it).
const loadingScreen = document.querySelector<HTMLElement>(".loading-screen");
if (loadingScreen) {
  if (isReturningVisit()) loadingScreen.remove();
  else {
    const elapsed = performance.now();
    setTimeout(() => (loadingScreen.dataset.state = "fading"), Math.max(0, LOADING_SCREEN_MS - elapsed));
    setTimeout(() => loadingScreen.remove(), Math.max(0, LOADING_SCREEN_MS + LOADING_FADE_MS - elapsed));
  }
}

// The header turns translucent after 10 px; the back-to-top button shows after 600 px, with its progress ring,
// and steps aside while the footer (which has its own) is in view.
const header = document.querySelector<HTMLElement>('[data-testid="site-header"]');
const backToTop = document.querySelector<HTMLElement>('[data-testid="back-to-top"]');
let footerInView = false;
let frame = 0;
const updateScroll = () => {
  frame = 0;
  const y = window.scrollY;
  header?.setAttribute("data-scrolled", String(y > HEADER_SOLID_AFTER));
  if (!backToTop) return;
  const max = root.scrollHeight - window.innerHeight;
  const visible = y > BACK_TO_TOP_AFTER && !footerInView;
  backToTop.dataset.visible = String(visible);
  backToTop.tabIndex = visible ? 0 : -1;
  backToTop.setAttribute("aria-hidden", String(!visible));
  backToTop.style.setProperty("--progress", String(max > 0 ? Math.min(1, y / max) : 0));
};
const onScroll = () => {
  if (!frame) frame = requestAnimationFrame(updateScroll);
};
addEventListener("scroll", onScroll, { passive: true });
addEventListener("resize", onScroll, { passive: true });
updateScroll();
const footer = document.querySelector("footer");
if (footer)
  new IntersectionObserver(([entry]) => {
    footerInView = Boolean(entry?.isIntersecting);
    onScroll();
  }).observe(footer);

document.addEventListener("click", (event) => {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest("[data-scroll-top]")) {
    const reduce = matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
  }
  // The CV's print button.
  if (target?.closest("[data-print]")) window.print();
  // The language toggle: the other language is kept for the bare address "/".
  const toggle = target?.closest<HTMLAnchorElement>("a[data-insights=language]");
  if (toggle?.hreflang === "ar" || toggle?.hreflang === "en") rememberLanguage(toggle.hreflang);
});

// The home page: its header follows the section in view and scrolls to a section's item (a small module of its own).
if (header?.dataset.spy) void import("./scroll-spy").then((spy) => spy.startScrollSpy(header));

// The language toggle names the same section of the page in the other language when the address names one
// (the server never sees the fragment; the home page's sections have the same ids in both languages).
const languageToggle = document.querySelector<HTMLAnchorElement>("a[data-insights=language]");
if (languageToggle) {
  const target = languageToggle.getAttribute("href")?.split("#")[0] ?? "";
  const follow = () => {
    const fragment = sectionFragment(location.hash, (id) => document.getElementById(id)?.tagName === "SECTION");
    languageToggle.setAttribute("href", target + fragment);
  };
  follow();
  addEventListener("hashchange", follow);
  addEventListener(SECTION_ADDRESS_EVENT, follow);
}

// The theme button shows the stored theme, and follows a theme chosen anywhere on the page (the assistant's list too).
showStoredTheme();
// A stored theme's colour scheme and address bar colour, read again once the page is up (as ThemeProvider does).
if (themeClass(readStoredTheme())) syncColorSchemeAfterFrame(root);

// Chromium keeps a select's text as it was shaped before the site's font arrived (an Arabic choice loses its
// dots), where all other text takes the font. Once the fonts are in, each select is laid out again, within one
// frame (nothing moves).
if (document.querySelector("select"))
  void document.fonts.ready.then(() => {
    for (const select of document.querySelectorAll("select")) {
      select.style.display = "none";
      void select.offsetHeight;
      select.style.removeProperty("display");
    }
  });
addEventListener(THEME_CHANGE_EVENT, showStoredTheme);

const lang = root.lang === "ar" ? "ar" : "en";
rememberLanguage(lang);
captureVisit();

// Islands on first use. The event that woke one is done once its code runs, unless its own listeners got it first.
const woken = new Map<HTMLElement, Promise<Replay | void>>();
const ready = new Set<HTMLElement>();
const islandOf = (event: Event) => {
  const element = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-island]") : null;
  return element && element.dataset.island && element.dataset.island in islands ? element : null;
};
function wake(element: HTMLElement): Promise<Replay | void> {
  let waking = woken.get(element);
  if (!waking) {
    waking = islands[element.dataset.island!]!(element)
      .then(({ default: island }) => island(element))
      .then((replay) => {
        ready.add(element);
        return replay;
      });
    // Code that cannot load is the page's business only where a press waits for it (holdPress).
    waking.catch(() => undefined);
    woken.set(element, waking);
  }
  return waking;
}
for (const type of ["pointerdown", "focusin", "pointerover"]) {
  document.addEventListener(
    type,
    (event) => {
      const element = islandOf(event);
      if (element && element.dataset.island !== "assistant") void wake(element);
    },
    { capture: true, passive: true },
  );
}
// Presses that wait for an island's code (a tool's button, a form sent with Enter): done again once it is up;
// if it has not come after a while, a form the server answers is sent as without script (and then let be).
const givenUp = new Set<HTMLElement>();
function holdPress(element: HTMLElement, pressed: Element) {
  const giveUp = () => {
    if (givenUp.has(element)) return;
    givenUp.add(element);
    sendWithoutScript(pressed);
  };
  const patience = setTimeout(giveUp, ISLAND_PATIENCE_MS);
  return wake(element).then(
    (replay) => {
      clearTimeout(patience);
      if (!givenUp.has(element)) replay?.(pressed);
    },
    () => {
      clearTimeout(patience);
      giveUp();
    },
  );
}
document.addEventListener(
  "click",
  (event) => {
    const element = islandOf(event);
    if (!element || ready.has(element) || givenUp.has(element) || element.dataset.island === "assistant") return;
    const target = event.target as Element;
    // A button of an island that takes its presses over (a tool's Generate, a tab) is pressed again once it is up.
    if ("islandClicks" in element.dataset && target.closest("button")) {
      event.preventDefault();
      void holdPress(element, target);
      return;
    }
    // An island that handles its links (the portfolio's filter) does it in place once awake: the link waits for
    // it, and is followed as a link if its code cannot load.
    const link = "islandLinks" in element.dataset ? target.closest<HTMLAnchorElement>("a[href]") : null;
    if (link) event.preventDefault();
    void wake(element)
      .then((replay) => replay?.(target))
      .catch(() => link && location.assign(link.href));
  },
  true,
);
document.addEventListener(
  "submit",
  (event) => {
    const element = islandOf(event);
    if (!element || ready.has(element) || givenUp.has(element) || !("islandClicks" in element.dataset)) return;
    event.preventDefault();
    void holdPress(element, event.target as Element);
  },
  true,
);

// An island whose part needs the browser at once (data-island-wake="load") wakes once the page is up.
for (const element of document.querySelectorAll<HTMLElement>('[data-island-wake="load"]')) void wake(element);

// The assistant: 20 s after the visit started (not after this page), unless dismissed in this visit.
const assistant = document.querySelector<HTMLElement>('[data-island="assistant"]');
if (assistant) {
  const left = Math.max(0, ASSISTANT_DELAY_MS - visitElapsed());
  setTimeout(() => void wake(assistant), Math.max(0, left - ASSISTANT_PREPARE_MS));
}

// Insights (ADR 022): the page view, then the collector once the page is idle. The owner's preview is not counted.
if (!document.querySelector('[data-testid="preview-banner"]')) {
  track({ type: "view" });
  const start = () => void import("~/utils/insights-collector").then((collector) => collector.startInsights());
  if ("requestIdleCallback" in window) requestIdleCallback(start, { timeout: 5000 });
  else setTimeout(start, 2000);
}
