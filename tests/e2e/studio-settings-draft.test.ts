import { afterAll, beforeAll, describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { startServer, type RunningServer } from "../setup/server";
import { expectNoAxeViolations } from "./kit/axe";
import { test } from "./kit/fixtures";
import { visit } from "./kit/pages/shell";
import { publishDraft, signInAsOwner, toastTitled } from "./kit/studio";

// Publishing changes the owner's details on every page: a server of its own.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

// Its label reads "Phone" (and "Sample" while it holds the sample).
const phoneField = (page: Page) => page.getByRole("textbox", { name: /^Phone/ });

/** The phone a visitor (a fresh browser, no preview) sees on the home page in one language, as its tel: link. */
async function visitorPhones(openPage: (options?: object) => Promise<Page>, url: string) {
  const visitor = await openPage();
  const found: Record<string, string> = {};
  for (const path of ["/", "/en"]) {
    await visit(visitor, path, url);
    // The number his call button dials (through the site, issue 45) and his business card for search engines name.
    found[path] = ((await visitor.content()).match(/"telephone":"([^"]+)"/)?.[1] ?? "").replace(/\D/g, "");
  }
  return found;
}

describe("settings in the draft", () => {
  test("a changed phone is drafted, previewed, published and brought back by History", async ({ openPage }) => {
    const page = await openPage({ clock: false });
    await signInAsOwner(page, server.url);
    await page.goto(`${server.url}/admin/settings`);
    await page.waitForSelector('[data-testid="settings-form"]');
    // The notification address is marked as immediate; the rest waits for Publish.
    await page.getByText("Takes effect at once — mail depends on it").waitFor();
    await page.getByText("visitors see them once you publish", { exact: false }).waitFor();

    await phoneField(page).fill("0781 234 5678");
    await page.getByRole("button", { name: "Save settings" }).click();
    await toastTitled(page, "Settings saved");
    // The draft bar counts the settings among the unpublished changes, and the field says it is not published.
    await expect.poll(() => page.getByRole("region", { name: "Publishing" }).textContent()).toContain("Settings");
    await page.getByText("Not published").first().waitFor();
    await expectNoAxeViolations(page, "settings with an unpublished change");

    // Visitors still see the sample phone, in both languages.
    expect(await visitorPhones(openPage, server.url)).toEqual({ "/": "9647700000000", "/en": "9647700000000" });

    // The owner's preview shows the new one.
    const [preview] = await Promise.all([page.context().waitForEvent("page"), page.getByRole("button", { name: "Preview" }).click()]);
    await preview.waitForLoadState();
    await expect.poll(async () => (await preview.content()).match(/"telephone":"([^"]+)"/)?.[1]?.replace(/\D/g, "")).toBe("9647812345678");
    await preview.close();

    await publishDraft(page);
    expect(await visitorPhones(openPage, server.url)).toEqual({ "/": "9647812345678", "/en": "9647812345678" });

    // The profile links and the hours say so too while they wait for Publish, and no longer once published.
    const unpublished = (testId: string) => page.getByTestId(testId).getByText("Not published");
    expect(await unpublished("profiles-editor").count()).toBe(0);
    await page.getByRole("button", { name: "Remove YouTube" }).click();
    await page.locator('[data-testid="hours-thursday"] [data-testid="hours-closes"]').fill("14:00");
    await page.getByRole("button", { name: "Save settings" }).click();
    await toastTitled(page, "Settings saved");
    await unpublished("profiles-editor").waitFor();
    await unpublished("hours-editor").waitFor();
    expect(await page.getByTestId("field-setting-phone").getByText("Not published").count()).toBe(0);
    await publishDraft(page);
    await expect.poll(() => unpublished("profiles-editor").count()).toBe(0);
    expect(await unpublished("hours-editor").count()).toBe(0);

    // A second phone, published: revision 4 (3 is the links and hours). Restoring revision 2 brings back the first phone.
    await phoneField(page).fill("0790 123 4567");
    await page.getByRole("button", { name: "Save settings" }).click();
    await toastTitled(page, "Settings saved");
    await publishDraft(page);
    expect((await visitorPhones(openPage, server.url))["/en"]).toBe("9647901234567");

    await page.goto(`${server.url}/admin/history`);
    const second = page.locator('[data-testid="revision"][data-id="2"]');
    await second.waitFor();
    // The history names what changed: the phone, by its label.
    expect(await page.locator('[data-testid="revision"][data-id="4"] [data-testid="revision-summary"]').textContent()).toContain("Phone");
    await second.getByRole("button", { name: "Restore", exact: true }).click();
    await page.getByRole("button", { name: "Restore revision 2" }).click();
    await toastTitled(page, "Revision 2 restored as revision 5");
    expect(await visitorPhones(openPage, server.url)).toEqual({ "/": "9647812345678", "/en": "9647812345678" });
  });
});
