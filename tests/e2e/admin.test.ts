import { fetchFormToken } from "../support/form-token";
import { describe, expect, inject } from "vitest";
import type { Page } from "playwright-core";
import { test, type PageOptions } from "./kit/fixtures";

const base = () => inject("baseUrl");
const owner = { email: "owner@studio.example", password: "correct horse battery" };

/** 401s from the auth API on wrong input are the browser's console errors, not the page's. */
const authFailuresExpected: PageOptions = { clock: false, allowErrors: [/status of 4\d\d/] };

/** Sends an enquiry the way the public form's script does (urlencoded to /api/contact). */
async function sendLead(name: string, message: string) {
  const started = await fetchFormToken(base());
  await new Promise((resolve) => setTimeout(resolve, 350));
  const response = await fetch(`${base()}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      started,
      lang: "en",
      page: "/en/services",
      utm_source: "newsletter",
      utm_campaign: "autumn",
      name,
      email: "client@example.org",
      phone: "+964 770 555 1234",
      message,
    }).toString(),
  });
  expect(response.status).toBe(200);
}

/** Waits for a toast with this title and returns what it says. */
async function toast(page: Page, title: string) {
  const item = page
    .locator('[data-testid="admin-toast"]', { has: page.locator('[data-testid="admin-toast-title"]', { hasText: new RegExp(`^${title}$`) }) })
    .last();
  await item.waitFor();
  return {
    title: await item.locator('[data-testid="admin-toast-title"]').textContent(),
    description: await item.locator('[data-testid="admin-toast-description"]').textContent(),
  };
}

describe("admin", () => {
  test("guards the dashboard, creates the owner on first start, reads a lead, and signs out", async ({ openPage }) => {
    // A long message: its row truncates it instead of widening every row past the list's edge.
    await sendLead(
      "Browser Lead",
      "We would like a new website for our bakery. It should take cake orders on WhatsApp and show our menu in Arabic and English.",
    );
    const page = await openPage(authFailuresExpected);

    // Signed out: the dashboard sends you to the sign-in page, replacing the history entry.
    await page.goto(`${base()}/admin/dashboard`);
    await page.waitForURL("**/wp-admin/1986");
    // about:blank, then the dashboard entry replaced by the sign-in page: no third entry.
    expect(await page.evaluate(() => history.length)).toBe(2);
    await page.waitForSelector("text=Create the owner account");

    // Too short a password: the server's message in a "Sign up Failed" toast.
    await page.fill("#admin-email", owner.email);
    await page.fill("#admin-password", "short");
    await page.evaluate(() => document.querySelector<HTMLInputElement>("#admin-password")!.removeAttribute("minlength"));
    await page.getByRole("button", { name: "Create account and sign in" }).click();
    const failed = await toast(page, "Sign up Failed");
    expect(failed.title).toBe("Sign up Failed");
    expect(failed.description).toBeTruthy();

    await page.fill("#admin-password", owner.password);
    await page.getByRole("button", { name: "Create account and sign in" }).click();
    await page.waitForURL("**/admin/dashboard");
    await page.waitForSelector('[data-testid="lead-list"]');
    const item = page.locator('[data-testid="lead-item"]', { hasText: "Browser Lead" });
    expect(await item.getAttribute("data-status")).toBe("new");
    expect(await page.textContent('[data-testid="unread-count"]')).toMatch(/unread/);

    const rowsInside = await page.getByTestId("lead-list").evaluate((list) => {
      const box = list.getBoundingClientRect();
      return [...list.children].every((row) => {
        const edge = row.getBoundingClientRect();
        return edge.left >= box.left - 1 && edge.right <= box.right + 1;
      });
    });
    expect(rowsInside).toBe(true);
    await item.click();
    const detail = page.locator('[data-testid="lead-detail"]');
    await detail.waitFor();
    expect(await detail.textContent()).toContain("We would like a new website for our bakery.");
    expect(await detail.textContent()).toContain("utm_source=newsletter");
    expect(await detail.textContent()).toContain("/en/services");
    expect(await page.getByRole("link", { name: "Reply by email" }).getAttribute("href")).toMatch(/^mailto:client@example\.org\?subject=/);
    expect(await page.getByRole("link", { name: "Reply on WhatsApp" }).getAttribute("href")).toBe("https://wa.me/9647705551234");
    // A reply template (issue 45, item 4): the chat and the mail open with it, in the client's language, his name filled in.
    await page.getByLabel("Reply with").selectOption({ label: "Thanks and a first reply" });
    const withTemplate = new URL((await page.getByRole("link", { name: "Reply on WhatsApp" }).getAttribute("href"))!);
    expect(withTemplate.pathname).toBe("/9647705551234");
    expect(withTemplate.searchParams.get("text")).toMatch(/^Hello Browser Lead, thank you for getting in touch about your project\. .+\n\S/);
    const mail = (await page.getByRole("link", { name: "Reply by email" }).getAttribute("href"))!;
    expect(decodeURIComponent(mail.split("&body=")[1]!)).toBe(withTemplate.searchParams.get("text"));
    await expect.poll(() => item.getAttribute("data-status")).toBe("read");
    // Opening a reply moves the new lead to "Replied", with the time (issue 45, item 4).
    const [replyTab] = await Promise.all([page.context().waitForEvent("page"), page.getByRole("link", { name: "Reply on WhatsApp" }).click()]);
    await replyTab.close();
    await expect.poll(() => detail.getByTestId("lead-pipeline").getByLabel("Stage").inputValue()).toBe("replied");
    expect(await detail.getByTestId("lead-pipeline").textContent()).toMatch(/Replied \d/);
    await expect.poll(() => item.getByTestId("lead-item-stage").textContent()).toBe("Replied");

    await page.getByRole("button", { name: "Mark as unread" }).click();
    await expect.poll(() => item.getAttribute("data-status")).toBe("new");
    await page.getByRole("button", { name: "Archive", exact: true }).click();
    await expect.poll(() => page.locator('[data-testid="lead-item"]', { hasText: "Browser Lead" }).count()).toBe(0);
    await page.click("button:has-text('Archived')");
    await page.locator('[data-testid="lead-item"]', { hasText: "Browser Lead" }).waitFor();

    await page.getByRole("searchbox", { name: "Search name, email, company or message" }).fill("no such enquiry");
    await page.waitForSelector('[data-testid="leads-empty"]');

    // A client tapped WhatsApp on the services page (no script needed: a link through the site); his
    // message carries a code, which the owner pastes with the client's name (issue 45).
    const tapped = await fetch(`${base()}/go/whatsapp?p=%2Fen%2Fservices&a=page`, {
      redirect: "manual",
      headers: { "user-agent": "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36" },
    });
    const message = new URL(tapped.headers.get("location")!).searchParams.get("text")!;
    expect(message).toMatch(/code: [A-Z0-9]{5}$/);
    const chat = page.getByTestId("chat-code");
    await chat.locator("summary").click();
    await chat.getByLabel("The message, or its code").fill("hello?");
    await chat.getByLabel("Client's name").fill("Omar from Mansour");
    await chat.getByRole("button", { name: "Add to my enquiries" }).click();
    // No code in it: said at the field, nothing added.
    await chat.getByText("No code found.", { exact: false }).waitFor();
    await chat.getByLabel("The message, or its code").fill(message);
    await chat.getByRole("button", { name: "Add to my enquiries" }).click();
    await toast(page, "Omar from Mansour added to your enquiries");
    expect(await detail.textContent()).toContain("WhatsApp, from a button on the site");
    expect(await detail.textContent()).toContain("/en/services");
    expect(await page.getByRole("link", { name: "Reply by email" }).count()).toBe(0);

    // He sent a quote and will call back today (issue 45, item 3): the list marks the lead as due.
    await page.getByRole("searchbox", { name: "Search name, email, company or message" }).fill("");
    await page.getByRole("button", { name: "Inbox", exact: true }).click();
    const pipeline = detail.getByTestId("lead-pipeline");
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Baghdad" }).format(Date.now());
    await pipeline.getByLabel("Stage").selectOption({ label: "Quote sent" });
    await pipeline.getByLabel("Follow up on").fill(today);
    await pipeline.getByLabel("Notes").fill("Wants a menu site before Ramadan.");
    await pipeline.getByRole("button", { name: "Save follow-up" }).click();
    await toast(page, "Follow-up saved");
    const omar = page.locator('[data-testid="lead-item"]', { hasText: "Omar from Mansour" });
    await expect.poll(() => omar.textContent()).toContain("Follow-up due");
    expect(await omar.getByTestId("lead-item-stage").textContent()).toBe("Quote sent");

    // Another tab changes the same lead meanwhile.
    const other = await page.context().newPage();
    await other.goto(`${base()}/admin/dashboard`);
    await other.locator('[data-testid="lead-item"]', { hasText: "Omar from Mansour" }).click();
    await other.getByTestId("lead-pipeline").getByLabel("Notes").fill("Called back: he asked for a second option.");
    await other.getByTestId("lead-pipeline").getByRole("button", { name: "Save follow-up" }).click();
    await other.locator('[data-testid="admin-toast-title"]', { hasText: "Follow-up saved" }).waitFor();
    await other.close();

    // Here he marks it won, with its value typed in Arabic-Indic digits: refused as stale, his entries kept, the latest shown.
    await pipeline.getByLabel("Stage").selectOption({ label: "Won" });
    await pipeline.getByLabel("Amount").fill("١٬٥٠٠٬٠٠٠");
    await pipeline.getByRole("button", { name: "Save follow-up" }).click();
    const conflict = pipeline.getByTestId("pipeline-conflict");
    await conflict.waitFor();
    expect(await conflict.textContent()).toContain("Called back: he asked for a second option.");
    expect(await pipeline.getByLabel("Amount").inputValue()).toBe("١٬٥٠٠٬٠٠٠");
    expect(await pipeline.getByLabel("Notes").inputValue()).toBe("Wants a menu site before Ramadan.");
    await pipeline.getByRole("button", { name: "Save follow-up" }).click();
    await expect.poll(() => conflict.count()).toBe(0);
    await toast(page, "Follow-up saved");
    expect(await pipeline.getByLabel("Amount").inputValue()).toBe("1500000");
    // Won: no longer due; the stage filter finds it.
    await expect.poll(() => omar.textContent()).not.toContain("Follow-up due");
    await page.getByRole("combobox", { name: /^Show\b/ }).selectOption({ label: "Won" });
    await expect.poll(() => page.locator('[data-testid="lead-item"]').count()).toBe(1);
    await page.getByRole("combobox", { name: /^Show\b/ }).selectOption({ label: "Follow-up due" });
    await page.waitForSelector('[data-testid="leads-empty"]');

    // Typed notes survive leaving the page before saving.
    await page.getByRole("combobox", { name: /^Show\b/ }).selectOption({ label: "All stages" });
    await omar.click();
    await pipeline.getByLabel("Notes").fill("Invoice sent on Sunday.");
    await page.reload();
    await page.locator('[data-testid="lead-item"]', { hasText: "Omar from Mansour" }).click();
    await expect.poll(() => pipeline.getByLabel("Notes").inputValue()).toBe("Invoice sent on Sunday.");
    expect(await pipeline.getByText("Changes not saved yet").count()).toBe(1);

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL("**/wp-admin/1986");
    await page.waitForSelector('[data-testid="login-form"]');
  });

  test("signs in with a password and shows the spec's toasts", async ({ openPage }) => {
    const page = await openPage(authFailuresExpected);
    await page.goto(`${base()}/wp-admin/1986`);
    await page.waitForSelector("text=Sign in");

    await page.fill("#admin-email", owner.email);
    await page.fill("#admin-password", "wrong password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    expect((await toast(page, "Sign in Failed")).description).toBeTruthy();

    await page.getByRole("button", { name: "Forgot password?" }).click();
    expect(await toast(page, "Password Reset Email Sent")).toEqual({
      title: "Password Reset Email Sent",
      description: "Please check your inbox for password reset instructions.",
    });

    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    expect(await toast(page, "Magic Link Sent")).toEqual({ title: "Magic Link Sent", description: "Check your email for the login link." });

    await page.fill("#admin-password", owner.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL("**/admin/dashboard");
    await page.waitForSelector('[data-testid="admin-user"]');
    expect(await page.textContent('[data-testid="admin-user"]')).toBe(owner.email);
  });

  test("the reset page without a recovery link says what to do", async ({ openPage }) => {
    const page = await openPage({ clock: false });
    await page.goto(`${base()}/admin/reset-password`);
    await page.waitForSelector('[data-testid="reset-no-session"]');
    expect(await page.textContent('[data-testid="reset-no-session"]')).toContain("password reset email");
  });
});
