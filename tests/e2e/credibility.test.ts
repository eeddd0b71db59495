import { describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { viewports } from "../setup/browser";
import { common, homeOf, langs, pathnameOf, scrollY, type Lang } from "./helpers";
import { test } from "./kit/fixtures";
import { visit } from "./kit/pages/shell";
import arCredibility from "../../core/locales/ar/credibility.json";
import enCredibility from "../../core/locales/en/credibility.json";

import seed from "../../server/content/seed-data.json";
import { asShown } from "../support/shipped-facts";

const texts = { ar: asShown(arCredibility, "ar"), en: asShown(enCredibility, "en") } as const;
/** The shipped cards (the studio's Credibility list), in one language, in their order. */
const shippedCards = (lang: Lang) =>
  seed.credibility.map((card) => ({ group: card.group, name: card.name[lang], description: asShown(card.description[lang], lang) }));
const platforms = ["Meta", "Google", "TikTok", "Snapchat", "LinkedIn"];
const badge = '[data-testid="credibility-badge"]';
const dialog = '[data-testid="credibility-dialog"]';

/** Name and description of every card inside a container. */
function cards(page: Page, container: string) {
  return page
    .locator(`${container} section li`)
    .evaluateAll((items) => items.map((item) => Array.from(item.querySelectorAll("p")).map((p) => p.textContent ?? "")));
}

function focusState(page: Page) {
  return page.evaluate((sel) => {
    const active = document.activeElement;
    const box = document.querySelector(sel);
    return {
      inside: Boolean(box && active && active !== document.body && box.contains(active)),
      id: active ? `${active.tagName}:${active.getAttribute("aria-label") ?? active.textContent?.trim().slice(0, 30)}` : "none",
    };
  }, dialog);
}

async function openDialog(page: Page) {
  await page.locator(badge).scrollIntoViewIfNeeded();
  await page.locator(badge).click();
  await page.locator(dialog).waitFor({ state: "visible" });
}

describe.each(langs)("credibility dialog (%s)", (lang: Lang) => {
  const text = texts[lang];

  test("the badge opens a modal dialog with the title, five platforms and five technologies", async ({ page }) => {
    await visit(page, homeOf(lang));
    expect(await page.locator(dialog).count()).toBe(0);
    // A button named by its visible text that announces a dialog.
    const named = page.getByRole("button", { name: common[lang].footer.badge.label });
    expect(await named.count()).toBe(1);
    expect(await named.getAttribute("data-testid")).toBe("credibility-badge");
    expect(await page.locator(badge).getAttribute("aria-haspopup")).toBe("dialog");
    await openDialog(page);

    // Modal: announced as such, and the page behind it is hidden from assistive technology and the pointer.
    expect(await page.locator(dialog).getAttribute("aria-modal")).toBe("true");
    expect(
      await page.evaluate((opener) => {
        const badge = document.querySelector(opener)!;
        return badge.closest('[aria-hidden="true"]') !== null && getComputedStyle(badge).pointerEvents === "none";
      }, badge),
    ).toBe(true);
    await expect.poll(() => page.getByRole("dialog", { name: text.modalTitle, exact: true }).count()).toBe(1);
    expect(await page.locator(`${dialog} h2`).first().textContent()).toBe(text.modalTitle);
    expect(await page.locator(dialog).innerText()).toContain(text.modalSubtitle);

    const shown = await cards(page, dialog);
    expect(shown.map(([name]) => name)).toEqual(shippedCards(lang).map((card) => card.name));
    expect(shown.slice(0, 5).map(([name]) => name)).toEqual(platforms);
    expect(shown).toHaveLength(10);
    for (const [name, description] of shown) expect(description, `${name} description`).toBeTruthy();
    const headings = await page.locator(`${dialog} h3`).allTextContents();
    expect(headings).toEqual([text.adsOn.title, text.poweredBy.title]);

    await expect.poll(() => focusState(page)).toMatchObject({ inside: true });
  });

  test("Tab and Shift+Tab keep focus inside; Escape closes and returns focus to the badge", async ({ page }) => {
    await visit(page, homeOf(lang));
    await openDialog(page);
    await expect.poll(() => page.locator(`${dialog} h2`).first().textContent()).toBe(text.modalTitle);
    await expect.poll(() => focusState(page)).toMatchObject({ inside: true });

    const visited = new Set<string>();
    for (const key of [...Array<string>(12).fill("Tab"), ...Array<string>(12).fill("Shift+Tab")]) {
      await page.keyboard.press(key);
      const state = await focusState(page);
      expect(state.inside, `focus after ${key}: ${state.id}`).toBe(true);
      visited.add(state.id);
    }
    // Focus really moved around the dialog's controls (close button and page link at least).
    expect(visited.size).toBeGreaterThanOrEqual(2);

    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator(dialog).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("credibility-badge");
  });

  test("at phone width the dialog fits the screen and its close button closes it", async ({ openPage }) => {
    const page = await openPage({ mobile: true });
    await visit(page, homeOf(lang));
    await openDialog(page);
    await expect.poll(() => page.locator(`${dialog} h2`).first().textContent()).toBe(text.modalTitle);
    const box = await page.locator(dialog).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewports.mobile.width);
    await page.getByRole("button", { name: common[lang].a11y.close, exact: true }).click();
    await expect.poll(() => page.locator(dialog).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("credibility-badge");
  });
});

describe.each(langs)("credibility page (%s)", (lang: Lang) => {
  const text = texts[lang];

  async function expectPage(page: Page) {
    await expect.poll(() => page.locator("h1").first().textContent()).toBe(text.title);
    const crumbs = page.locator('[data-testid="breadcrumbs"] li');
    expect(await crumbs.allTextContents()).toEqual([common[lang].breadcrumbs.home, text.title]);
    expect(await crumbs.nth(0).locator("a").getAttribute("href")).toBe(homeOf(lang));
    expect(await crumbs.nth(1).locator('[aria-current="page"]').count()).toBe(1);
    const main = await page.locator("main").innerText();
    expect(main).toContain(text.subtitle);
    expect(main).toContain(text.note);
    expect(await page.locator("main h2").allTextContents()).toEqual([text.adsOn.title, text.poweredBy.title]);
    const shown = await cards(page, "main");
    expect(shown).toEqual(shippedCards(lang).map((card) => [card.name, card.description]));
    expect(shown.slice(0, 5).map(([name]) => name)).toEqual(platforms);
  }

  test("shows breadcrumbs, title, subtitle, both groups and the note", async ({ page }) => {
    await visit(page, `/${lang}/credibility`);
    await expectPage(page);
  });

  test("every card's name lines up with its description on the reading side, in the dialog and on the page", async ({ page }) => {
    for (const [path, container] of [
      [homeOf(lang), dialog],
      [`/${lang}/credibility`, "main"],
    ] as const) {
      await visit(page, path);
      if (container === dialog) await openDialog(page);
      await expect.poll(() => page.locator(`${container} section li`).count()).toBe(10);
      // The start edge of the name's text and of the description's first line: right in Arabic, left in English.
      const edges = await page.locator(`${container} section li`).evaluateAll(
        (items, rtl) =>
          items.map((item) => {
            const [name, description] = Array.from(item.querySelectorAll("p"));
            const range = document.createRange();
            range.selectNodeContents(name!);
            const nameBox = range.getBoundingClientRect();
            range.selectNodeContents(description!);
            const lines = range.getClientRects();
            const first = lines[0]!;
            return { name: name!.textContent, gap: Math.abs(rtl ? nameBox.right - first.right : nameBox.left - first.left) };
          }),
        lang === "ar",
      );
      expect(edges.length).toBe(10);
      for (const edge of edges) expect(edge.gap, `${path}: ${edge.name}`).toBeLessThan(2);
    }
  });

  test("the dialog's page link leads to the page and closes the dialog", async ({ page }) => {
    await visit(page, homeOf(lang));
    await openDialog(page);
    await page.getByRole("link", { name: common[lang].credibilityDialog.viewPage, exact: true }).click();
    await expect.poll(() => pathnameOf(page)).toBe(`/${lang}/credibility`);
    await expect.poll(() => page.locator(dialog).count()).toBe(0);
    await expectPage(page);
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});
