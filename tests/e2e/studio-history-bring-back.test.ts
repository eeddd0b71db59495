import { afterAll, beforeAll, describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { startServer, type RunningServer } from "../setup/server";
import { expectNoAxeViolations } from "./kit/axe";
import { test } from "./kit/fixtures";
import { visit } from "./kit/pages/shell";
import { publishDraft, signInAsOwner, toastTitled } from "./kit/studio";

// Deleting and publishing changes the FAQ page: this file has a server of its own.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ AUTH_RATE_LIMIT_MULTIPLIER: "10" });
});
afterAll(async () => {
  await server?.stop();
});

const gone = "How do we get started?";

/** Closes the toasts before an axe run (the shared toast list's role="status" items are the toast component's matter, not this screen's). */
async function dismissToasts(page: Page) {
  const toasts = page.locator('[data-testid="admin-toast"]');
  while ((await toasts.count()) > 0) await toasts.first().getByRole("button", { name: "Dismiss" }).click();
}

/** The FAQ's questions in the studio's list, in order. */
async function studioQuestions(page: Page) {
  await page.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "FAQ", exact: true }).click();
  await page.waitForURL("**/admin/faq");
  await page.getByRole("button", { name: "Edit “How long does a project take?”" }).waitFor();
  return page.getByRole("button", { name: /^Edit “/ }).evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label")));
}

describe("bringing a deleted item back from History", () => {
  test("he deletes a question, publishes, then brings it back to its old place from History, at desktop and phone width", async ({ openPage }) => {
    const page = await openPage({ clock: false });
    await signInAsOwner(page, server.url);
    const before = await studioQuestions(page);
    expect(before[1]).toBe(`Edit “${gone}”`);
    await page.getByRole("button", { name: `Delete “${gone}”` }).click();
    await page.getByRole("button", { name: "Yes, delete" }).click();
    await toastTitled(page, "Item deleted");
    await publishDraft(page);

    await page.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "History", exact: true }).click();
    const first = page.locator('[data-testid="revision"][data-id="1"]');
    const offer = first.getByTestId("revision-removed");
    await offer.waitFor();
    expect(await offer.innerText()).toContain("1 item no longer in your draft");
    // Only the revision that last had it offers it.
    expect(await page.getByTestId("revision-removed").count()).toBe(1);
    await dismissToasts(page);
    await expectNoAxeViolations(page, "history with an item to bring back");

    const phone = await openPage({ clock: false, mobile: true });
    await signInAsOwner(phone, server.url);
    await phone.goto(`${server.url}/admin/history`);
    await phone.getByRole("button", { name: `Bring back “${gone}”` }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(phone, "history with an item to bring back at phone width");

    await first.getByRole("button", { name: `Bring back “${gone}”` }).click();
    await toastTitled(page, `“${gone}” is back in your draft`);
    await offer.waitFor({ state: "detached" });
    // Back where it stood, and nothing else moved.
    expect(await studioQuestions(page)).toEqual(before);
    await publishDraft(page);
    const visitor = await openPage();
    await visit(visitor, "/en/faq", server.url);
    expect(await visitor.locator("main").innerText()).toContain(gone);
  });
});
