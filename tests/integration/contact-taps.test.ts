import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InsightReport } from "#core/insights/insight-report";
import type { LeadDetail } from "#core/leads/lead-wire";
import { readTapCode } from "#core/leads/tap-code";
import { sampleArticles } from "#core/articles/sample-articles";
import { shippedSlugs } from "../support/shipped-slugs";
import { signUpOwner, startAuthServer, type AuthServer } from "./auth-helpers";

// A tap is a lead (issue 45, items 1 and 2): a contact button's link counts the tap without JavaScript,
// answers with his WhatsApp and a message carrying a code; the owner types the code and the chat becomes
// a lead with the page and campaign it came from.

let server: AuthServer;
let owner: Record<string, string>;
beforeAll(async () => {
  // Behind a proxy the visitor's address is X-Forwarded-For: each test is its own visitor.
  server = await startAuthServer({ TRUST_PROXY: "true" });
  owner = { ...(await signUpOwner(server)), "content-type": "application/json" };
});
afterAll(async () => {
  await server?.stop();
});

const chrome = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const servicePath = `/ar/services/${encodeURIComponent(shippedSlugs().service["web"]!.ar)}`;
const tap = (path: string, ip: string, userAgent = chrome) =>
  fetch(`${server.url}${path}`, { redirect: "manual", headers: { "user-agent": userAgent, "x-forwarded-for": ip } });
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Baghdad" }).format(Date.now());
const fromCode = (body: Record<string, unknown>) =>
  fetch(`${server.url}/api/admin/leads/from-code`, { method: "POST", headers: owner, body: JSON.stringify(body) });

describe("a tap on a contact button", () => {
  it("is counted without JavaScript and answered with his WhatsApp, an Arabic message and a code; the code makes a lead with its source", async () => {
    // The visit began with an Instagram campaign link on the service page.
    const view = { type: "view", path: servicePath, lang: "ar", device: "mobile", utm: { source: "Instagram", campaign: "Ramadan" } };
    const counted = await fetch(`${server.url}/api/insights`, {
      method: "POST",
      body: JSON.stringify(view),
      headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": chrome, "x-forwarded-for": "10.9.0.1", "sec-fetch-site": "same-origin" },
    });
    expect(counted.status).toBe(204);

    const answer = await tap(`/go/whatsapp?p=${encodeURIComponent(servicePath)}&a=page`, "10.9.0.1");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const location = new URL(answer.headers.get("location")!);
    expect(location.origin + location.pathname).toBe("https://wa.me/9647700000000");
    const message = location.searchParams.get("text")!;
    expect(message).toMatch(/^مرحباً، أتواصل معك من موقعك\. رمز الرسالة: [A-Z0-9]{5}$/);
    const code = readTapCode(message)!;

    // The chat arrives; he pastes its first line, code and all.
    const made = await fromCode({ code: message, name: "زينب", phone: "0770 123 4567", message: "أريد موقعاً لعيادتي" });
    expect(made.status, await made.clone().text()).toBe(201);
    const lead = (await made.json()) as LeadDetail;
    expect(lead).toMatchObject({
      name: "زينب",
      channel: "whatsapp",
      pagePath: servicePath,
      lang: "ar",
      utm: { utm_source: "instagram", utm_campaign: "ramadan" },
    });
    const listed = (await (await fetch(`${server.url}/api/admin/leads?view=all`, { headers: owner })).json()) as { items: { id: string }[] };
    expect(listed.items.map((item) => item.id)).toContain(lead.id);

    // A code is used once; an unknown one and a malformed one change nothing.
    expect(await (await fromCode({ code, name: "زينب" })).json()).toEqual({ error: "code_used" });
    expect((await fromCode({ code: "ACDEF", name: "Nobody" })).status).toBe(404);
    expect((await fromCode({ code: "no code here", name: "Nobody" })).status).toBe(400);
    expect((await fromCode({ code, name: "" })).status).toBe(400);

    // He wins it (issue 45, item 3): its stage and value, from the revision he saw; an older view is refused with the lead as it is.
    const pipeline = (change: Record<string, unknown>) =>
      fetch(`${server.url}/api/admin/leads/${lead.id}/pipeline`, { method: "PATCH", headers: owner, body: JSON.stringify(change) });
    const won = await pipeline({ revision: 1, stage: "won", value: { amount: 2_000_000, currency: "IQD" }, notes: "<b>paid</b>" });
    expect(won.status).toBe(200);
    expect(((await won.json()) as LeadDetail).pipeline).toMatchObject({
      stage: "won",
      value: { amount: 2_000_000, currency: "IQD" },
      notes: "<b>paid</b>",
      revision: 2,
    });
    const stale = await pipeline({ revision: 1, notes: "from an old tab" });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { lead: LeadDetail }).lead.pipeline.notes).toBe("<b>paid</b>");
    expect((await pipeline({ revision: 2, stage: "sold" })).status).toBe(400);
    expect((await pipeline({ revision: 2, followUpOn: "2026-02-30" })).status).toBe(400);
    expect((await pipeline({ revision: 2, value: { amount: -5, currency: "IQD" } })).status).toBe(400);
    const wonList = (await (await fetch(`${server.url}/api/admin/leads?view=all&stage=won`, { headers: owner })).json()) as {
      items: { id: string; stage: string }[];
    };
    expect(wonList.items).toEqual([expect.objectContaining({ id: lead.id, stage: "won" })]);

    // Insights counted the tap on that page's visit.
    const report = (await (
      await fetch(`${server.url}/api/admin/insights?from=${today()}&to=${today()}`, { headers: owner })
    ).json()) as InsightReport;
    expect(report.dims.channel.find((row) => row.value === "whatsapp")).toMatchObject({ taps: 1 });
    expect(report.dims.landing.find((row) => row.value === servicePath)).toMatchObject({ taps: 1, converted: 1 });
    // And the whole path (item 5): the page, its campaign and its source brought a lead he answered and won, with its value.
    const path = { leads: 1, replied: 1, won: 1, wonIqd: 2_000_000, wonUsd: 0 };
    expect(report.leadPath.dims.page.find((row) => row.value === servicePath)).toEqual({ value: servicePath, ...path });
    expect(report.leadPath.dims.campaign.find((row) => row.value === "ramadan")).toEqual({ value: "ramadan", ...path });
    expect(report.leadPath.dims.source.find((row) => row.value === "instagram")).toEqual({ value: "instagram", ...path });
    expect(report.leadPath.totals).toMatchObject({ won: 1, wonIqd: 2_000_000 });
    const csv = await (await fetch(`${server.url}/api/admin/insights/export?from=${today()}&to=${today()}`, { headers: owner })).text();
    expect(csv.split("\r\n")).toContain("path_campaign,ramadan,,,,,,,,,,1,1,1,2000000,0");
  });

  it("the home page's and an article's WhatsApp buttons go through it, and their codes name those pages", async () => {
    const articlePath = `/ar/articles/${encodeURIComponent(sampleArticles()[0]!.ar!.slug)}`;
    for (const [page, area] of [
      ["/en", "contact"],
      [articlePath, "page"],
    ] as const) {
      const html = await (await fetch(`${server.url}${page}`)).text();
      const href = `/go/whatsapp?${new URLSearchParams({ p: page, a: area })}`;
      expect(html, page).toContain(`href="${href.replace(/&/g, "&amp;")}"`);
      const message = new URL((await tap(href, "10.9.0.5")).headers.get("location")!).searchParams.get("text")!;
      const made = await fromCode({ code: message, name: "Omar" });
      expect(((await made.json()) as LeadDetail).pagePath, page).toBe(page);
    }
  });

  it("every contact door of the public pages links through it: the contact section, the call and email cards, a service page's banner, the footer's and contact section's Telegram", async () => {
    const html = await (await fetch(`${server.url}/en`)).text();
    for (const channel of ["whatsapp", "call", "email"]) expect(html, channel).toContain(`href="/go/${channel}?p=%2Fen&amp;a=contact"`);
    // No door leaves the page directly for a chat, a call or a mail.
    expect(html).not.toMatch(/href="(https:\/\/wa\.me|tel:|mailto:|https:\/\/t\.me)/);
    expect(html).toContain(`href="/go/telegram?p=%2Fen&amp;a=footer"`);
    const service = await (await fetch(`${server.url}${servicePath}`)).text();
    expect(service).toContain(`href="/go/whatsapp?${new URLSearchParams({ p: servicePath, a: "page" }).toString().replace(/&/g, "&amp;")}"`);
    // The contact form's WhatsApp button sends the form itself there (what he typed is in no address).
    expect(html).toMatch(
      /<button[^>]*formAction="\/go\/whatsapp\?p=%2Fen&amp;a=contact"[^>]*formMethod="post"|<button[^>]*formaction="\/go\/whatsapp\?p=%2Fen&amp;a=contact"/i,
    );
  });

  it("opens the chat with what the visitor typed in the form, sent by POST, with the code after it; nothing of it is kept", async () => {
    const form = new URLSearchParams({ name: "Zainab", company: "Dar Clinic", message: "A site for my clinic, please.", email: "z@example.org" });
    const answer = await fetch(`${server.url}/go/whatsapp?p=%2Fen%2Fcontact&a=contact`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": chrome, "x-forwarded-for": "10.9.0.6" },
      body: form,
    });
    expect(answer.status).toBe(303);
    const text = new URL(answer.headers.get("location")!).searchParams.get("text")!;
    expect(text).toMatch(/^Hello, I'm Zainab from Dar Clinic\.\n\nA site for my clinic, please\.\n\nMessage code: [A-Z0-9]{5}$/);
    // The code still makes the lead with its page; the visitor's words were never stored with the tap.
    const lead = (await (await fromCode({ code: text, name: "Zainab" })).json()) as LeadDetail;
    expect(lead).toMatchObject({ pagePath: "/en/contact", channel: "whatsapp" });
    expect(lead.message ?? "").not.toContain("clinic");

    // Sent empty, it is the door's own message; in Arabic, the Arabic greeting.
    const empty = await fetch(`${server.url}/go/whatsapp?p=%2F&a=contact`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": chrome, "x-forwarded-for": "10.9.0.7" },
      body: new URLSearchParams({ name: "", message: "" }),
    });
    expect(new URL(empty.headers.get("location")!).searchParams.get("text")).toMatch(/^مرحباً، أتواصل معك من موقعك\. رمز الرسالة: [A-Z0-9]{5}$/);
  });

  it("speaks the assistant's own words for the assistant, and a page's short question for the domain tool", async () => {
    const whatsapp = await tap("/go/whatsapp?p=%2Fen%2Ffaq&a=assistant&m=assistant", "10.9.0.8");
    expect(new URL(whatsapp.headers.get("location")!).searchParams.get("text")).toMatch(
      /^Hello, I found you through your website and would like to ask about a project\.\n\nMessage code: [A-Z0-9]{5}$/,
    );
    const email = decodeURIComponent((await tap("/go/email?p=%2Fen%2Ffaq&a=assistant&m=assistant", "10.9.0.8")).headers.get("location")!);
    expect(email).toMatch(/^mailto:hello@example\.com\?subject=Project enquiry \(Message code: [A-Z0-9]{5}\)$/);
    const domain = await tap(`/go/whatsapp?p=%2Fen&a=page&t=${encodeURIComponent("I'd like to register example.iq")}`, "10.9.0.9");
    expect(new URL(domain.headers.get("location")!).searchParams.get("text")).toMatch(
      /^I'd like to register example\.iq\n\nMessage code: [A-Z0-9]{5}$/,
    );
  });

  it("never sends a visitor anywhere but his own addresses", async () => {
    for (const asked of ["https://evil.example/", "//evil.example", "/no-such-page"]) {
      const answer = await tap(`/go/whatsapp?p=${encodeURIComponent(asked)}`, "10.9.0.2");
      expect(answer.status, asked).toBe(302);
      expect(new URL(answer.headers.get("location")!).host, asked).toBe("wa.me");
    }
    expect((await tap("/go/sms", "10.9.0.2")).status).toBe(404);
    expect((await tap("/go/whatsapp?to=https://evil.example", "10.9.0.2")).headers.get("location")).toMatch(/^https:\/\/wa\.me\/9647700000000\?/);
    expect((await tap("/go/call?p=/en", "10.9.0.2")).headers.get("location")).toBe("tel:+9647700000000");
    expect(decodeURIComponent((await tap("/go/email?p=/en", "10.9.0.2")).headers.get("location")!)).toMatch(
      /^mailto:hello@example\.com\?subject=A message from your website \(code [A-Z0-9]{5}\)$/,
    );
  });

  it("gives a robot, and a flood from one address, the chat without a code or a record", async () => {
    const robot = await tap("/go/whatsapp?p=/en", "10.9.0.3", "Googlebot/2.1 (+http://www.google.com/bot.html)");
    expect(new URL(robot.headers.get("location")!).searchParams.get("text")).toBe("Hello, I'm writing from your website.");
    const texts: string[] = [];
    for (let index = 0; index < 22; index++)
      texts.push(new URL((await tap("/go/whatsapp?p=/en", "10.9.0.4")).headers.get("location")!).searchParams.get("text")!);
    expect(texts.filter((text) => readTapCode(text) !== undefined)).toHaveLength(20);
    expect(texts.at(-1)).toBe("Hello, I'm writing from your website.");
  });
});
