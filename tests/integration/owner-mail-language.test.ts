import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtp, type TestSmtp } from "../setup/smtp";
import { fetchFormToken } from "../support/form-token";
import { authClient, startAuthServer, type AuthServer } from "./auth-helpers";

// His mails in the language he reads his studio in (issue 45, item 6): an owner who signed up in the
// Arabic studio gets the notification of a new enquiry in Arabic, with an HTML part that reads right to left.
let server: AuthServer;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
  server = await startAuthServer({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, CONTACT_MIN_FILL_MS: "0", OUTBOX_POLL_MS: "100" });
  // The studio sends the language it is shown in when he creates his account (his own choice, once made, wins).
  const { error } = await authClient(server).signUp({
    email: "owner@studio.example",
    password: "a long enough password",
    options: { data: { signup_lang: "ar" } },
  });
  expect(error).toBeNull();
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

describe("the owner's mail in his studio language", () => {
  it("a new enquiry's notification arrives in Arabic, text and an HTML part read from the right, the visitor's words escaped", async () => {
    const started = await fetchFormToken(server.url);
    const body = new URLSearchParams({
      started,
      lang: "en",
      name: "Layla <b>Hassan</b>",
      email: "layla@example.org",
      phone: "0770 123 4567",
      message: "We need a website for our bakery.",
      interests: "interest_campaign",
    });
    const sent = await fetch(`${server.url}/api/contact`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body });
    expect(sent.status).toBe(200);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toBe("استفسار جديد عن مشروع");
    expect(mail!.text).toContain("الاسم: Layla <b>Hassan</b>");
    expect(mail!.text).toContain("الاهتمامات: حملة رقمية");
    expect(mail!.html).toMatch(/^<div dir="rtl" lang="ar"/);
    expect(mail!.html).toContain("Layla &lt;b&gt;Hassan&lt;/b&gt;");
    expect(mail!.html).toContain('<bdi dir="ltr">0770 123 4567</bdi>');
    // Replying still answers the visitor.
    expect(mail!.replyTo).toContain("layla@example.org");
  });

  it("his password reset link arrives in Arabic too, the link and his address kept left to right", async () => {
    const answer = await authClient(server).resetPasswordForEmail("owner@studio.example", { redirectTo: `${server.siteUrl}/admin/reset-password` });
    expect(answer.error).toBeNull();
    const mails = await smtp.waitFor(2);
    const mail = mails.find((received) => received.subject === "إعادة تعيين كلمة المرور");
    expect(mail, mails.map((received) => received.subject).join(" | ")).toBeDefined();
    const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail!.text)?.[0];
    expect(link).toBeTruthy();
    expect(mail!.text).toContain("افتح هذا الرابط لتختار كلمة مرور جديدة:");
    expect(mail!.text).toMatch(/تنتهي صلاحيته بعد (دقيقة واحدة|دقيقتين|\d+ (دقائق|دقيقة))\./);
    expect(mail!.html).toMatch(/^<div dir="rtl" lang="ar"/);
    expect(mail!.html).toContain('<bdi dir="ltr">owner@studio.example</bdi>');
    expect(mail!.html).toContain(`<p dir="ltr"`);
  });
});
