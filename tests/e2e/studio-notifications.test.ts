import { afterAll, beforeAll, describe, expect } from "vitest";
import { startServer, type RunningServer } from "../setup/server";
import { startSmtp, type TestSmtp } from "../setup/smtp";
import { fetchFormToken } from "../support/form-token";
import { expectNoAxeViolations } from "./kit/axe";
import { test } from "./kit/fixtures";
import { signInAsOwner, toastTitled } from "./kit/studio";

// A server of its own whose SMTP server turns every connection away and whose mail gets one attempt:
// the enquiry's notification fails for good at once (ADR 029). The mail server keeps its port while
// it is "down", so no other test's server can take the port meanwhile.
let server: RunningServer;
let smtp: TestSmtp;
const downText = "Mail service closed for maintenance";
beforeAll(async () => {
  smtp = await startSmtp();
  smtp.refuse(downText);
  server = await startServer({
    CONTACT_MIN_FILL_MS: "0",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    NOTIFY_EMAIL: "owner@studio.example",
    OUTBOX_MAX_ATTEMPTS: "1",
    OUTBOX_POLL_MS: "100",
  });
  const started = await fetchFormToken(server.url);
  const body = new URLSearchParams({ started, lang: "en", name: "Unmailed Visitor", email: "visitor@example.org", message: "Please call me back." });
  const response = await fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
  });
  expect(response.status).toBe(200);
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

describe("studio: enquiries whose notification mail did not go out", () => {
  test("are shown on the dashboard and in the enquiry, and the owner sends the mail again", async ({ openPage }) => {
    const page = await openPage({ clock: false });
    await signInAsOwner(page, server.url);

    const notice = page.getByRole("complementary", { name: "Enquiries whose notification mail has not gone out" });
    await notice.waitFor();
    const item = notice.getByRole("listitem").filter({ hasText: "Unmailed Visitor" });
    await expect.poll(() => item.textContent()).toContain("Failed");
    await expectNoAxeViolations(page, "dashboard with unsent notifications");

    // The enquiry's own view says so too.
    await item.getByRole("button", { name: "Unmailed Visitor", exact: true }).click();
    const panel = page.getByRole("region", { name: "Notification mail" });
    await expect.poll(() => panel.textContent()).toContain("Failed");
    expect(await panel.textContent()).toContain(downText);

    // The mail server is back: one click sends it.
    smtp.refuse(null);
    await panel.getByRole("button", { name: "Send again the notification of Unmailed Visitor" }).click();
    await toastTitled(page, "Notification queued");
    await expect.poll(() => smtp.mails.filter((mail) => mail.text.includes("Name: Unmailed Visitor")).length, { timeout: 15_000 }).toBe(1);
    // Once the list is read again, the notice is gone and the enquiry says Sent.
    await expect
      .poll(
        async () => {
          await page.getByRole("button", { name: "Try again" }).first().click();
          return notice.count();
        },
        { timeout: 10_000 },
      )
      .toBe(0);
    await page
      .getByRole("button", { name: /Unmailed Visitor/ })
      .first()
      .click();
    await expect.poll(() => page.getByRole("region", { name: "Notification mail" }).textContent()).toContain("Sent");
  });
});
