import { afterAll, beforeAll, describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { startServer, type RunningServer } from "../setup/server";
import { test } from "./kit/fixtures";
import { signInAsOwner } from "./kit/studio";

// Signs up the owner: this file has a server of its own.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ AUTH_RATE_LIMIT_MULTIPLIER: "10" });
});
afterAll(async () => {
  await server?.stop();
});

const heroTitle = (page: Page) => page.locator('[data-testid="text-row"][data-key="home:hero.title"] [data-testid="text-en"]');

describe("studio text typed and not saved", () => {
  test("come back after he signs out and in again, where he can find them, and go when he discards them", async ({ openPage }) => {
    const page = await openPage({ clock: false });
    await signInAsOwner(page, server.url);
    await page.goto(`${server.url}/admin/pages`);
    const shipped = await heroTitle(page).inputValue();
    const typed = "Websites that win customers in Baghdad";
    await heroTitle(page).fill(typed);
    await page.getByRole("status").filter({ hasText: "1 text has unsaved edits." }).waitFor();
    // Let the browser keep it (it writes 300 ms after the last key).
    await page.waitForTimeout(600);

    // He signs out: the studio asks first, and he leaves anyway.
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL("**/wp-admin/1986");

    await signInAsOwner(page, server.url);
    await page.goto(`${server.url}/admin/pages?group=services`);
    const note = page.getByRole("status").filter({ hasText: "Your unsaved page texts from" });
    await note.waitFor();
    await note.getByRole("list", { name: "Pages with unsaved texts" }).getByRole("button").first().click();
    await expect.poll(() => heroTitle(page).inputValue()).toBe(typed);

    await note.getByRole("button", { name: "Discard them" }).click();
    await expect.poll(() => heroTitle(page).inputValue()).toBe(shipped);
    expect(await note.count()).toBe(0);
    await page.waitForTimeout(600);
    await page.reload();
    await heroTitle(page).waitFor();
    expect(await heroTitle(page).inputValue()).toBe(shipped);
    expect(await page.getByText("Your unsaved page texts from").count()).toBe(0);
  });

  test("in Settings: leaving asks first, and what he typed comes back on his next visit until he saves or discards it", async ({ openPage }) => {
    const page = await openPage({ clock: false });
    await signInAsOwner(page, server.url);
    await page.goto(`${server.url}/admin/settings`);
    const name = page.getByLabel("Full name (English)");
    const loaded = await name.inputValue();
    const typed = "Sara Kareem (still typing)";
    await name.fill(typed);
    await page.waitForTimeout(600);

    // Leaving for another screen asks; he stays the first time, then leaves.
    const questions: string[] = [];
    page.once("dialog", (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    const studio = page.getByRole("navigation", { name: "Studio" });
    await studio.getByRole("link", { name: "Insights", exact: true }).click();
    await expect.poll(() => questions).toEqual(["Your settings have changes you have not saved. Leave without saving them?"]);
    expect(new URL(page.url()).pathname).toBe("/admin/settings");
    expect(await name.inputValue()).toBe(typed);
    page.once("dialog", (dialog) => void dialog.accept());
    await studio.getByRole("link", { name: "Insights", exact: true }).click();
    await page.waitForURL("**/admin/insights");

    await studio.getByRole("link", { name: "Settings", exact: true }).click();
    const note = page.getByRole("status").filter({ hasText: "Your unsaved settings from" });
    await note.waitFor();
    expect(await name.inputValue()).toBe(typed);
    await note.getByRole("button", { name: "Discard them" }).click();
    await expect.poll(() => name.inputValue()).toBe(loaded);
    expect(await note.count()).toBe(0);
    // Nothing is left to ask about.
    await studio.getByRole("link", { name: "Insights", exact: true }).click();
    await page.waitForURL("**/admin/insights");
  });
  test("on Pages: a text typed a moment before he leaves comes back; one saved a moment before he leaves does not", async ({ openPage }) => {
    const page = await openPage({ clock: false });
    await page.clock.install();
    await signInAsOwner(page, server.url);
    await page.goto(`${server.url}/admin/pages`);
    await heroTitle(page).waitFor();
    const studio = page.getByRole("navigation", { name: "Studio" });
    // The page's timers stop: the 300 ms pause after typing never ends while he is on the screen.
    await page.clock.pauseAt(Date.now() + 5_000);

    const typed = "Websites typed a moment before leaving";
    await heroTitle(page).fill(typed);
    page.once("dialog", (dialog) => void dialog.accept());
    await studio.getByRole("link", { name: "Insights", exact: true }).click();
    await page.waitForURL("**/admin/insights");
    await page.clock.resume();
    await studio.getByRole("link", { name: "Pages", exact: true }).click();
    await page.getByRole("status").filter({ hasText: "Your unsaved page texts from" }).waitFor();
    expect(await heroTitle(page).inputValue()).toBe(typed);

    // He saves it and leaves at once (no question: nothing is unsaved). Nothing comes back as unsaved.
    await page.clock.pauseAt(Date.now() + 10_000);
    await page.locator('[data-testid="text-row"][data-key="home:hero.title"] [data-testid="text-save"]').click();
    await page.getByText("1 text has unsaved edits.").waitFor({ state: "detached" });
    await studio.getByRole("link", { name: "Insights", exact: true }).click();
    await page.waitForURL("**/admin/insights");
    await page.clock.resume();
    await studio.getByRole("link", { name: "Pages", exact: true }).click();
    await heroTitle(page).waitFor();
    expect(await heroTitle(page).inputValue()).toBe(typed);
    expect(await page.getByText("Your unsaved page texts from").count()).toBe(0);
  });
});
