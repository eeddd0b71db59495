import { afterAll, beforeAll, describe, expect } from "vitest";
import { startServer, type RunningServer } from "../setup/server";
import { startSmtp, type TestSmtp } from "../setup/smtp";
import { freePort } from "../support/free-port";
import { test } from "./kit/fixtures";

const owner = { email: "owner@studio.example", password: "first password 123", next: "second password 456" };
let smtp: TestSmtp;
let server: RunningServer;

beforeAll(async () => {
  smtp = await startSmtp();
  // Its own server: the mail must arrive on a loopback SMTP server, and SITE_URL must be its origin
  // (reset links may only lead back to it).
  const port = await freePort();
  server = await startServer({
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    OUTBOX_POLL_MS: "100",
  });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

describe("password reset through a mail", () => {
  test("sends the link, takes the owner to the reset page, and the new password works", async ({ openPage }) => {
    // 401s from the auth API on wrong input are the browser's console errors, not the page's.
    const page = await openPage({ clock: false, allowErrors: [/status of 4\d\d/] });
    const base = server.url;
    await page.goto(`${base}/wp-admin/1986`);
    await page.waitForSelector("text=Create the owner account");
    await page.fill("#admin-email", owner.email);
    await page.fill("#admin-password", owner.password);
    await page.click('[data-testid="login-submit"]');
    await page.waitForURL("**/admin/dashboard");
    await page.click('[data-testid="sign-out"]');
    await page.waitForURL("**/wp-admin/1986");

    await page.fill("#admin-email", owner.email);
    await page.click('[data-testid="forgot-password"]');
    await page.locator('[data-testid="admin-toast-title"]', { hasText: "Password Reset Email Sent" }).waitFor();
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual([owner.email]);
    const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail!.text)?.[0];
    expect(link).toBeTruthy();

    await page.goto(link!);
    await page.waitForURL("**/admin/reset-password**");
    await page.waitForSelector('[data-testid="reset-form"]');
    await page.fill("#new-password", owner.next);
    await page.fill("#confirm-password", owner.next);
    await page.click('[data-testid="reset-submit"]');
    await page.locator('[data-testid="admin-toast-title"]', { hasText: /^Success$/ }).waitFor();
    expect(await page.textContent('[data-testid="admin-toast-description"]')).toBe("Your password has been updated successfully.");
    await page.waitForURL("**/admin/dashboard");

    await page.click('[data-testid="sign-out"]');
    await page.waitForURL("**/wp-admin/1986");
    await page.fill("#admin-email", owner.email);
    await page.fill("#admin-password", owner.next);
    await page.click('[data-testid="login-submit"]');
    await page.waitForURL("**/admin/dashboard");
  });
});
