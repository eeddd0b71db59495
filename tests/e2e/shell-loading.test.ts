import { describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { homeOf, langs, url, type Lang } from "./helpers";
import { test } from "./kit/fixtures";
import arHome from "../../core/locales/ar/home.json";
import enHome from "../../core/locales/en/home.json";

const heroTitle = { ar: arHome.hero.title, en: enHome.hero.title } as const;
const overlay = '[data-testid="loading-screen"]';

function overlayState(page: Page) {
  return page.evaluate((sel) => document.querySelector(sel)?.getAttribute("data-state") ?? "absent", overlay);
}

/** Whether the overlay is what a person sees in the middle of the viewport. */
function overlayCoversPage(page: Page) {
  return page.evaluate((sel) => {
    const hit = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
    const element = document.querySelector(sel);
    return Boolean(element && hit && element.contains(hit));
  }, overlay);
}

describe.each(langs)("loading screen (%s)", (lang: Lang) => {
  test("covers the page for 3.5 s, fades for 0.8 s, then leaves the DOM", async ({ openPage }) => {
    // Its own clock, frozen at the start of the load.
    const page = await openPage({ clock: false });
    const start = Date.now();
    await page.clock.install({ time: start });
    // Freeze time right at the start of the load; the page mounts at most 50 ms in.
    await page.clock.pauseAt(start + 50);
    await page.goto(url(homeOf(lang)));
    // The layout remembers the language in an effect, after the overlay's own effect ran.
    await page.waitForFunction((l) => localStorage.getItem("i18nextLng") === l, lang);
    expect(await page.evaluate(() => performance.now())).toBeLessThanOrEqual(50);

    expect(await overlayState(page)).toBe("visible");
    expect(await overlayCoversPage(page)).toBe(true);

    await page.clock.runFor(3_499 - (await page.evaluate(() => performance.now())));
    expect(await overlayState(page)).toBe("visible");
    expect(await page.locator(`${overlay} p`).isVisible()).toBe(true);

    await page.clock.runFor(51); // 3 550 ms
    expect(await overlayState(page)).toBe("fading");
    // The name leaves as the fade starts (half-faded text is too faint to read); the logo fades with the backdrop.
    expect(await page.locator(`${overlay} p`).isVisible()).toBe(false);
    expect(await page.locator(`${overlay} svg`).first().isVisible()).toBe(true);

    await page.clock.runFor(749); // 4 299 ms: still fading out
    expect(await overlayState(page)).toBe("fading");

    await page.clock.runFor(51); // 4 350 ms
    expect(await overlayState(page)).toBe("absent");
    expect(await overlayCoversPage(page)).toBe(false);
    expect(await page.locator("h1").first().isVisible()).toBe(true);
  });

  test("the page itself is server-rendered underneath the overlay", async () => {
    const response = await fetch(url(homeOf(lang)));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<html[^>]*lang="${lang}"`));
    expect(html).toMatch(new RegExp(`<html[^>]*dir="${lang === "ar" ? "rtl" : "ltr"}"`));
    expect(html).toContain('data-testid="loading-screen"');
    const h1 = /<h1[^>]*>([^<]*)<\/h1>/.exec(html);
    expect(h1?.[1]).toBe(heroTitle[lang]);
    for (const id of ["home", "services", "sectors", "portfolio", "testimonials", "faq", "free-tools", "contact"]) {
      expect(html, `section #${id}`).toContain(`id="${id}"`);
    }
  });

  test("the hexagon is animated by transform and opacity of HTML boxes only, which the compositor runs off the main thread", async ({ page }) => {
    await page.goto(url(homeOf(lang)));
    const animations = await page.locator(overlay).evaluate((element) =>
      element.getAnimations({ subtree: true }).map((animation) => {
        const effect = animation.effect as KeyframeEffect;
        const target = effect.target as Element;
        const properties = new Set(
          effect
            .getKeyframes()
            .flatMap((frame) => Object.keys(frame).filter((key) => !["offset", "easing", "composite", "computedOffset"].includes(key))),
        );
        return {
          name: (animation as CSSAnimation).animationName,
          // An element inside an SVG (a path, a group) is painted again at every frame by the main thread.
          insideSvg: target instanceof SVGElement && target.ownerSVGElement !== null,
          properties: [...properties].sort(),
        };
      }),
    );
    for (const animation of animations) {
      expect(animation.insideSvg, animation.name).toBe(false);
      expect(
        animation.properties.filter((property) => property !== "transform" && property !== "opacity" && property !== "visibility"),
        animation.name,
      ).toEqual([]);
    }
    // The outline breathes, the inner hexagon turns and pulses.
    expect(
      animations
        .map((animation) => animation.name)
        .filter((name) => name.startsWith("hex-"))
        .sort(),
    ).toEqual(["hex-breathe", "hex-pulse", "hex-spin"]);
  });
});

/** Real time, so both languages run side by side. */
test("without JavaScript the overlay still leaves (CSS: 0.8 s fade from 3.5 s), in both languages", async ({ openPage }) => {
  await Promise.all(
    langs.map(async (lang) => {
      const page = await openPage({ clock: false, javaScriptEnabled: false, realAnimationSpeed: true });
      await page.goto(url(homeOf(lang)));
      const loadedAt = Date.now();
      const style = () =>
        page.locator(overlay).evaluate((element) => {
          const computed = getComputedStyle(element);
          return { visibility: computed.visibility, opacity: Number(computed.opacity) };
        });
      const first = await style();
      expect(Date.now() - loadedAt).toBeLessThan(3_000);
      expect(first, lang).toEqual({ visibility: "visible", opacity: 1 });
      expect(await overlayCoversPage(page), lang).toBe(true);

      await expect.poll(async () => (await style()).visibility, { timeout: 7_000, interval: 250 }).toBe("hidden");
      // Not before 3.5 + 0.8 s, on the page's own clock (from the start of its navigation, which is
      // before the overlay's first render, so a slow load cannot make this look early).
      expect(await page.evaluate(() => performance.now()), lang).toBeGreaterThanOrEqual(4_250);
      expect(await overlayCoversPage(page), lang).toBe(false);
      expect(await page.locator("h1").first().textContent()).toBe(heroTitle[lang]);
      expect(await page.locator("h1").first().isVisible(), lang).toBe(true);
    }),
  );
});
