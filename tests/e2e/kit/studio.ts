import type { Page } from "playwright-core";

/** The owner every studio test signs up as: the first account on a fresh server becomes the owner. */
export const studioOwner = { email: "owner@studio.example", password: "correct horse battery" };

/** The last admin toast with this title, once it shows. */
export async function toastTitled(page: Page, title: string) {
  const toast = page.locator('[data-testid="admin-toast"]', { has: page.locator('[data-testid="admin-toast-title"]', { hasText: title }) }).last();
  await toast.waitFor();
  return toast;
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
