import { afterAll, beforeAll, describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { startServer, type RunningServer } from "../setup/server";
import { expectNoAxeViolations } from "./kit/axe";
import { test } from "./kit/fixtures";
import { visit } from "./kit/pages/shell";
import { itemEditor, publishDraft, signInAsOwner, toastTitled } from "./kit/studio";

// The dashboard's "make it yours" checklist: ordered steps that tick themselves as the sample goes.
// This file publishes changes, so it has a server of its own.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ AUTH_RATE_LIMIT_MULTIPLIER: "10" });
});
afterAll(async () => {
  await server?.stop();
});

const editor = itemEditor;
const step = (page: Page, id: string) => page.locator(`[data-testid="make-step"][data-step="${id}"]`);

describe("make it yours", () => {
  test("the checklist leads to each screen, and the facts step ticks itself once his facts are his", async ({ openPage }) => {
    const page = await openPage({ clock: false });
    await signInAsOwner(page, server.url);
    const progress = page.getByTestId("make-progress");
    await expect.poll(() => progress.textContent()).toBe("0 of 9 done");
    expect(await page.locator('[data-testid="make-step"]').evaluateAll((steps) => steps.map((s) => s.getAttribute("data-step")))).toEqual([
      "identity",
      "contacts",
      "facts",
      "pages",
      "portfolio",
      "testimonials",
      "more",
      "cv",
      "colours",
      "publish",
    ]);
    // His colours are optional: marked so, and not counted in "of 9".
    expect(await step(page, "colours").textContent()).toContain("9. Your brand coloursOptional");
    expect(await step(page, "colours").getByRole("link").getAttribute("href")).toBe("/admin/brand");
    await expectNoAxeViolations(page, "dashboard checklist");

    // Step 3 leads to his facts: his city, and the other figures kept as his.
    await step(page, "facts").getByRole("link", { name: "3. Your facts" }).click();
    await page.waitForURL("**/admin/facts");
    await page.getByRole("button", { name: "Edit “City”" }).click();
    await editor(page).getByLabel("Words (Arabic)").fill("أربيل");
    await editor(page).getByLabel("Words (English)").fill("Erbil");
    await editor(page).getByRole("button", { name: "Save", exact: true }).click();
    await toastTitled(page, "Fact saved");
    // Save with nothing changed saves nothing: the fact stays a sample, and the notice keeps it.
    await page.getByRole("button", { name: "Edit “Country”" }).click();
    await editor(page).getByRole("button", { name: "Save", exact: true }).click();
    await editor(page).waitFor({ state: "detached" });
    const country = page.locator('[data-testid="list-item"]').filter({ hasText: "{country}" });
    expect(await country.locator('[data-testid="badge-sample"]').count()).toBe(1);
    for (const name of ["Years of experience", "Campaigns", "Websites", "Country"]) {
      await page.getByRole("button", { name: `Edit “${name}”` }).click();
      // Save with nothing changed keeps a sample a sample; "Make it mine" keeps it as his.
      await editor(page).getByRole("button", { name: "Make it mine" }).click();
      await toastTitled(page, "Fact saved");
      await editor(page).waitFor({ state: "detached" });
    }
    await publishDraft(page);

    await page.goto(`${server.url}/admin/dashboard`);
    await expect.poll(() => step(page, "facts").getAttribute("data-done")).toBe("true");
    expect(await progress.textContent()).toBe("1 of 9 done");
    expect(await step(page, "facts").locator('[data-testid="sample-list"]').count()).toBe(0);

    for (const [path, city] of [
      ["/en/about", "Erbil"],
      ["/ar/about", "أربيل"],
    ] as const) {
      const visitor = await openPage({ mobile: true });
      await visit(visitor, path, server.url);
      expect(await visitor.locator("main").innerText()).toContain(city);
      expect(await visitor.locator("main").innerText()).not.toMatch(/\{city\}|Baghdad|بغداد/);
    }
  });

  test("on a phone the checklist fits the screen and its links work", async ({ openPage }) => {
    const page = await openPage({ clock: false, mobile: true });
    await signInAsOwner(page, server.url);
    await step(page, "cv").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page, "dashboard checklist, phone");
    await step(page, "cv").getByRole("link", { name: "8. Your CV" }).click();
    await page.waitForURL("**/admin/cv-jobs");
  });
});
