import { describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { viewports } from "../setup/browser";
import { common, homeOf, jumpTo, langs, ownerNames, pathnameOf, scrollY, trackNetwork, waitForScrolledTo, type Lang } from "./helpers";
import { test } from "./kit/fixtures";
import { shell, visit } from "./kit/pages/shell";

const HEADER_OFFSET = 80;

/** Offset of a section from the top of the document. */
function sectionTop(page: Page, id: string): Promise<number> {
  return page.evaluate((sectionId) => document.getElementById(sectionId)!.getBoundingClientRect().top + window.scrollY, id);
}

function currentNavIds(page: Page): Promise<string[]> {
  return shell(page).navLinks.evaluateAll((links) =>
    links.filter((link) => link.getAttribute("aria-current") === "true").map((link) => link.getAttribute("data-nav-id") ?? ""),
  );
}

/** Records every scroll position the page passes through. */
async function recordScrolling(page: Page) {
  await page.evaluate(() => {
    const positions: number[] = [];
    (window as unknown as { __positions: number[] }).__positions = positions;
    window.addEventListener("scroll", () => positions.push(window.scrollY), { passive: true });
  });
  return () => page.evaluate(() => (window as unknown as { __positions: number[] }).__positions);
}

/** The alpha of a computed colour: rgb(), rgba(), or a modern "... / a)" form such as oklab(). */
function alpha(color: string): number {
  if (color === "transparent") return 0;
  const slash = /\/\s*([\d.]+)(%?)\s*\)$/.exec(color);
  if (slash?.[1]) return Number(slash[1]) / (slash[2] ? 100 : 1);
  const rgba = /^rgba\(([^)]+)\)$/.exec(color);
  if (rgba?.[1]) return Number(rgba[1].split(",")[3]);
  if (/^(rgb|oklab|oklch|lab|lch|color)\(/.test(color)) return 1;
  throw new Error(`unexpected colour ${color}`);
}

async function headerLook(page: Page) {
  const style = await shell(page).header.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { background: computed.backgroundColor, border: computed.borderBottomColor, backdrop: computed.backdropFilter };
  });
  return { background: alpha(style.background), border: alpha(style.border), blurred: style.backdrop.includes("blur") };
}

describe.each(langs)("header on the %s home page (desktop)", (lang: Lang) => {
  const items = common[lang].nav.items;

  test("the navigation lists the translated items, and the menu toggle is hidden", async ({ page }) => {
    await visit(page, homeOf(lang));
    const { navLinks, mobileMenu, menuToggle } = shell(page);
    const links = await navLinks.evaluateAll((elements) =>
      elements.map((element) => ({ id: element.getAttribute("data-nav-id"), label: element.textContent, href: element.getAttribute("href") })),
    );
    // The home page's sections, and the articles page (a page of its own, issue 43).
    const hrefOf = (item: { id: string; href?: string }) => (item.href ? `/${lang}${item.href}` : `${homeOf(lang)}#${item.id}`);
    expect(links).toEqual(items.map((item) => ({ id: item.id, label: item.label, href: hrefOf(item) })));
    expect(links.map((link) => link.id)).toEqual([
      "home",
      "services",
      "sectors",
      "portfolio",
      "testimonials",
      "faq",
      "free-tools",
      "articles",
      "contact",
    ]);
    for (const link of await navLinks.all()) expect(await link.isVisible()).toBe(true);
    expect(await mobileMenu.isVisible()).toBe(false);
    expect(await (await menuToggle()).isVisible()).toBe(false);
  });

  test("clicking an item smooth-scrolls its section to 80 px below the top", async ({ page }) => {
    await visit(page, homeOf(lang));
    for (const id of ["faq", "services"]) {
      const positions = await recordScrolling(page);
      await shell(page).navLink(id).click();
      await waitForScrolledTo(page, `#${id}`, HEADER_OFFSET);
      // Smooth: the page passed through positions on the way, not one jump.
      expect(new Set(await positions()).size, id).toBeGreaterThan(3);
      expect(pathnameOf(page)).toBe(homeOf(lang));
      await expect.poll(() => currentNavIds(page)).toEqual([id]);
    }
  });

  test("scroll-spy marks the section containing the scroll position plus 100 px", async ({ page }) => {
    await visit(page, homeOf(lang));
    expect(await currentNavIds(page)).toEqual(["home"]);

    const faqTop = await sectionTop(page, "faq");
    await jumpTo(page, Math.round(faqTop) - 100 + 5);
    await expect.poll(() => currentNavIds(page)).toEqual(["faq"]);

    // 30 px higher, the faq section starts below scroll position + 100: the one before it is active.
    await jumpTo(page, Math.round(faqTop) - 100 - 30);
    await expect.poll(() => currentNavIds(page)).toEqual(["testimonials"]);

    const sectorsTop = await sectionTop(page, "sectors");
    await jumpTo(page, Math.round(sectorsTop) - 100 + 5);
    await expect.poll(() => currentNavIds(page)).toEqual(["sectors"]);

    await jumpTo(page, 0);
    await expect.poll(() => currentNavIds(page)).toEqual(["home"]);
  });

  test("the header turns translucent with a border once scrolled more than 10 px", async ({ page }) => {
    await visit(page, homeOf(lang));
    const { header } = shell(page);
    expect(await header.getAttribute("data-scrolled")).toBe("false");
    await expect.poll(() => headerLook(page)).toMatchObject({ background: 0, border: 0 });

    await jumpTo(page, 10);
    await expect.poll(() => scrollY(page)).toBe(10);
    await page.clock.runFor(100); // let the scroll handler's frame run
    expect(await header.getAttribute("data-scrolled")).toBe("false");

    await jumpTo(page, 40);
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("true");
    await expect
      .poll(async () => {
        const look = await headerLook(page);
        return look.background > 0 && look.background < 1 && look.border > 0 && look.blurred;
      })
      .toBe(true);

    await jumpTo(page, 0);
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("false");
    await expect.poll(() => headerLook(page)).toMatchObject({ background: 0, border: 0 });
  });
});

describe.each(langs)("header off the home page (%s)", (lang: Lang) => {
  test("navigation links point at the home page's sections, and lead there", async ({ page }) => {
    await visit(page, `/${lang}/services`);
    const hrefs = await shell(page).navLinks.evaluateAll((elements) => elements.map((element) => element.getAttribute("href")));
    const home = lang === "ar" ? "/" : "/en";
    expect(hrefs).toEqual(common[lang].nav.items.map((item) => ("href" in item ? `/${lang}${String(item.href)}` : `${home}#${item.id}`)));
    expect(hrefs).toContain(lang === "ar" ? "/#services" : "/en#services");
    expect(await currentNavIds(page)).toEqual([]);

    const network = trackNetwork(page);
    await shell(page).navLink("faq").click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(home);
    expect(new URL(page.url()).hash).toBe("#faq");
    await expect.poll(() => page.locator("#faq").count()).toBe(1);
    // Measure where the visitor ends up once the page has settled: code and data
    // loaded after the jump may still change the layout above the section.
    await network.quiet();
    await waitForScrolledTo(page, "#faq", HEADER_OFFSET);
  });

  test("the full name shows from the medium breakpoint up, the short name below it", async ({ page }) => {
    await visit(page, `/${lang}/services`);
    const names = ownerNames[lang];
    const { header } = shell(page);
    const full = header.getByText(names.full, { exact: true });
    const short = header.getByText(names.short, { exact: true });
    for (const [viewport, fullShown] of [
      [viewports.desktop, true],
      [{ width: 800, height: 900 }, true],
      [{ width: 700, height: 900 }, false],
      [viewports.mobile, false],
    ] as const) {
      await page.setViewportSize(viewport);
      await expect.poll(() => full.isVisible(), { message: `full name at ${viewport.width}px` }).toBe(fullShown);
      await expect.poll(() => short.isVisible(), { message: `short name at ${viewport.width}px` }).toBe(!fullShown);
    }
    // The logo link leads to the language's home page.
    expect(await header.locator("a").first().getAttribute("href")).toBe(homeOf(lang));
  });
});

describe.each(langs)("mobile menu at 390 px (%s)", (lang: Lang) => {
  const labels = common[lang].a11y;

  test("the toggle opens the menu; choosing an item closes it and scrolls to the section", async ({ openPage }) => {
    const page = await openPage({ mobile: true });
    await visit(page, homeOf(lang));
    const { mobileMenu: menu, menuToggle, navLinks } = shell(page);
    expect(await menu.getAttribute("id")).toBeTruthy();
    const toggle = await menuToggle();
    expect(await toggle.count()).toBe(1);
    expect(await toggle.isVisible()).toBe(true);
    expect(await navLinks.first().isVisible()).toBe(false);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await toggle.getAttribute("aria-label")).toBe(labels.openMenu);
    expect(await menu.isVisible()).toBe(false);

    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    expect(await menu.isVisible()).toBe(true);
    expect(await toggle.getAttribute("aria-label")).toBe(labels.closeMenu);
    const menuLabels = await menu.locator("a").allTextContents();
    expect(menuLabels).toEqual(common[lang].nav.items.map((item) => item.label));
    for (const link of await menu.locator("a").all()) expect(await link.isVisible()).toBe(true);

    await menu.locator(`a[href="${homeOf(lang)}#faq"]`).click();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await menu.isVisible()).toBe(false);
    await waitForScrolledTo(page, "#faq", HEADER_OFFSET);
  });

  test("the toggle closes the open menu again", async ({ openPage }) => {
    const page = await openPage({ mobile: true });
    await visit(page, homeOf(lang));
    const { mobileMenu: menu, menuToggle } = shell(page);
    const toggle = await menuToggle();
    await toggle.click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await menu.isVisible()).toBe(false);
    expect(await scrollY(page)).toBe(0);
  });

  test("Escape closes the open menu and returns focus to the menu button", async ({ openPage }) => {
    const page = await openPage({ mobile: true });
    await visit(page, homeOf(lang));
    const { mobileMenu: menu, menuToggle } = shell(page);
    const toggle = await menuToggle();
    await toggle.click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    // Focus inside the menu, as after tabbing to its first item.
    await menu.locator("a").first().focus();

    await page.keyboard.press("Escape");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await menu.isVisible()).toBe(false);
    expect(await toggle.getAttribute("aria-label")).toBe(labels.openMenu);
    expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await scrollY(page)).toBe(0);

    // Tabbing past the menu's last link closes it: it never covers the control that has focus (issue 44, item 7).
    await toggle.click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await menu.locator("a").last().focus();
    await page.keyboard.press("Tab");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await menu.isVisible()).toBe(false);
    // Tabbing inside it leaves it open.
    await toggle.click();
    await menu.locator("a").first().focus();
    await page.keyboard.press("Tab");
    expect(
      await menu
        .locator("a")
        .nth(1)
        .evaluate((link) => link === document.activeElement),
    ).toBe(true);
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
  });
});
