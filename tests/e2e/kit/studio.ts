import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";

/** The owner every studio test signs up as: the first account on a fresh server becomes the owner. */
export const studioOwner = { email: "owner@studio.example", password: "correct horse battery" };

let toastsTaken = 0;

/**
 * The newest admin toast with this title that no earlier call has taken, once it shows. Each toast is
 * taken once, so a second save or publish waits for its own toast rather than finding the first one
 * still on screen.
 */
export async function toastTitled(page: Page, title: string) {
  const fresh = page
    .locator('[data-testid="admin-toast"]:not([data-test-taken])', { has: page.locator('[data-testid="admin-toast-title"]', { hasText: title }) })
    .last();
  await fresh.waitFor();
  const mark = String(++toastsTaken);
  await fresh.evaluate((toast, value) => toast.setAttribute("data-test-taken", value), mark);
  return page.locator(`[data-testid="admin-toast"][data-test-taken="${mark}"]`);
}

/** Signs up on a fresh server (the first account becomes the owner), or signs in once he exists, and lands on the dashboard. */
export async function signInAsOwner(page: Page, serverUrl: string) {
  await page.goto(`${serverUrl}/wp-admin/1986`);
  await page.waitForSelector("#admin-email");
  await page.fill("#admin-email", studioOwner.email);
  await page.fill("#admin-password", studioOwner.password);
  await page.click('[data-testid="login-submit"]');
  await page.waitForURL("**/admin/dashboard");
}

/** The open item editor (a modal dialog). */
export const itemEditor = (page: Page) => page.getByRole("dialog");

/** Publishes the draft from the bar and waits for the studio to say so. */
export async function publishDraft(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await toastTitled(page, "Published");
}

/** Signs in from an Arabic browser (on a fresh server the form creates the owner account): the studio opens in Arabic. */
export async function signInInArabic(page: Page, serverUrl: string) {
  await page.goto(`${serverUrl}/wp-admin/1986`);
  await page.getByLabel("البريد الإلكتروني").fill(studioOwner.email);
  await page.getByLabel("كلمة المرور").fill(studioOwner.password);
  await page.locator('[data-testid="login-submit"]').click();
  await page.waitForURL("**/admin/dashboard");
}

/** A full-page screenshot for a person to look at, when STUDIO_SHOTS names a folder. */
export async function studioShot(page: Page, name: string) {
  const dir = process.env.STUDIO_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/**
 * Goes to a studio screen by its navigation, as he would at this width: the strip of links on a wider
 * screen, the menu of every screen on a phone (issue 44).
 */
export async function goToScreen(page: Page, key: string) {
  // Tailwind's sm breakpoint (40rem): below it the strip gives way to the menu.
  if ((page.viewportSize()?.width ?? 1280) >= 640) return page.locator(`[data-testid="studio-nav-${key}"]`).click();
  const menu = page.getByTestId("studio-menu");
  if (!(await menu.evaluate((element) => (element as HTMLDetailsElement).open))) await menu.locator("summary").click();
  await page.locator(`[data-testid="studio-menu-${key}"]`).click();
}
