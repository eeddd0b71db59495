import { afterAll, beforeAll, describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { startServer, type RunningServer } from "../setup/server";
import { expectNoAxeViolations } from "./kit/axe";
import { test } from "./kit/fixtures";
import { visit } from "./kit/pages/shell";
import { signInAsOwner, toastTitled } from "./kit/studio";

// The owner shapes his pages, not only their words: cards and CV entries are his lists.
// This file publishes changes, so it has a server of its own.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const editor = (page: Page) => page.getByRole("dialog");

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await toastTitled(page, "Published");
}

/** The credibility cards' names a visitor sees on the page, in order. */
async function cardNames(page: Page, path: string) {
  await visit(page, path, server.url);
  return page.locator("main li.card p.font-bold").allInnerTexts();
}

describe("the owner's credibility cards", () => {
  test("he removes a card, adds one with a link in both languages, and visitors see exactly his cards", async ({ openPage }) => {
    const page = await openPage({ clock: false });
    await signInAsOwner(page, server.url);
    await page.getByRole("link", { name: "Credibility", exact: true }).click();
    await page.waitForURL("**/admin/credibility");
    await page.getByRole("heading", { name: "Credibility cards", level: 1 }).waitFor();
    await expectNoAxeViolations(page, "credibility list");

    // He does not host on Vercel: the card goes.
    await page.getByRole("button", { name: "Delete “Vercel”" }).click();
    await page.getByRole("button", { name: "Yes, delete" }).click();
    await toastTitled(page, "Item deleted");

    // His own server, with a link; a plain http:// link is refused with a message.
    await page.getByRole("button", { name: "Add a card" }).click();
    const dialog = editor(page);
    await dialog.getByLabel("Group").selectOption({ label: "Your website runs on" });
    await dialog.getByLabel("Name (Arabic)").fill("خادم خاص في بغداد");
    await dialog.getByLabel("Name (English)").fill("A private server in Baghdad");
    await dialog.getByLabel("Description (Arabic)").fill("موقعك على خادم أديره بنفسي، قريب من زوارك.");
    await dialog.getByLabel("Description (English)").fill("Your site on a server I run myself, close to your visitors.");
    await dialog.getByLabel("Published").check();
    await dialog.getByLabel("Link (optional)").fill("http://example.com/hosting");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => dialog.getByText("Enter a full https:// link, or leave it empty.").isVisible()).toBe(true);
    await dialog.getByLabel("Link (optional)").fill("https://example.com/hosting");
    await expectNoAxeViolations(page, "card editor");
    await dialog.getByRole("button", { name: "Save" }).click();
    await toastTitled(page, "Card added");
    await publish(page);

    const visitor = await openPage({ clock: false });
    for (const [path, added] of [
      ["/en/credibility", "A private server in Baghdad"],
      ["/ar/credibility", "خادم خاص في بغداد"],
    ] as const) {
      const names = await cardNames(visitor, path);
      expect(names, path).toContain(added);
      expect(names, path).not.toContain("Vercel");
      expect(names, path).toHaveLength(10);
      const link = visitor.getByRole("link", { name: added });
      expect(await link.getAttribute("href")).toBe("https://example.com/hosting");
    }

    // The footer badge's window shows the same cards (its texts come from the same list).
    await visit(visitor, "/en", server.url);
    await visitor.locator('[data-testid="credibility-badge"]').click();
    const window = visitor.getByRole("dialog", { name: "Trusted partners and technologies" });
    await expect.poll(() => window.getByText("A private server in Baghdad").count()).toBe(1);
    expect(await window.getByText("Vercel", { exact: true }).count()).toBe(0);
  });
});

describe("undo", () => {
  test("a deleted, hidden or moved item comes back with Undo, and the offer stays at least 10 seconds", async ({ openPage }) => {
    // The fake clock (flowing in real time) lets the test pass 10 s of the toast's life at once.
    const page = await openPage();
    await signInAsOwner(page, server.url);
    await page.getByRole("link", { name: "FAQ", exact: true }).click();
    await page.waitForURL("**/admin/faq");
    const list = page.getByRole("list", { name: "FAQ, in the order visitors see them" });
    await list.waitFor();
    const questions = () => list.locator('[data-testid="item-text-en"] p:first-child').allInnerTexts();
    const before = await questions();
    const second = before[1]!;

    await page.getByRole("button", { name: `Delete “${second}”` }).click();
    await page.getByRole("button", { name: "Yes, delete" }).click();
    const deleted = await toastTitled(page, "Item deleted");
    await expect.poll(questions).not.toContain(second);
    await page.clock.fastForward(10_500);
    expect(await deleted.isVisible()).toBe(true);
    await deleted.getByRole("button", { name: "Undo" }).click();
    await toastTitled(page, "Undone");
    await expect.poll(questions).toEqual(before);

    await page.getByRole("button", { name: `Unpublish “${second}”` }).click();
    await (await toastTitled(page, "Set to hidden")).getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => page.getByRole("button", { name: `Unpublish “${second}”` }).count()).toBe(1);

    await page.getByRole("button", { name: `Move “${second}” down` }).click();
    await expect.poll(questions).not.toEqual(before);
    await (await toastTitled(page, "Order saved")).getByRole("button", { name: "Undo" }).click();
    await expect.poll(questions).toEqual(before);

    // Everything undone: the draft is the published content again.
    const response = await page.evaluate(async () => document.querySelector('[data-testid="draft-bar"]')?.getAttribute("data-state"));
    expect(response).toBe("published");
  });
});
