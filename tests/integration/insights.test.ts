import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InsightReport } from "#core/insights/insight-report";
import { fetchFormToken } from "../support/form-token";
import { sampleArticles } from "#core/articles/sample-articles";
import { signUpOwner, startAuthServer, type AuthServer } from "./auth-helpers";

let server: AuthServer;
let owner: Record<string, string>;

beforeAll(async () => {
  // Behind a proxy the visitor's address is X-Forwarded-For: each test below is its own address.
  server = await startAuthServer({ TRUST_PROXY: "true", CONTACT_MIN_FILL_MS: "0" });
  owner = await signUpOwner(server);
});
afterAll(async () => {
  await server?.stop();
});

const chrome = (n = 0) => `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${n}.0 Safari/537.36`;

function collect(body: unknown, ip: string, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/api/insights`, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      "user-agent": chrome(),
      "x-forwarded-for": ip,
      "sec-fetch-site": "same-origin",
      ...headers,
    },
  });
}

const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Baghdad" }).format(Date.now());

async function report(query = `from=${today()}&to=${today()}`): Promise<InsightReport> {
  const response = await fetch(`${server.url}/api/admin/insights?${query}`, { headers: owner });
  expect(response.status).toBe(200);
  return (await response.json()) as InsightReport;
}
const valueOf = (rows: { value: string }[], value: string) => rows.find((row) => row.value === value);

describe("collection", () => {
  it("counts a page view with its source, and an enquiry the server stores, for the same visitor", async () => {
    const view = { type: "view", path: "/en/web-design/baghdad", lang: "en", device: "mobile", utm: { source: "TikTok", campaign: "Launch" } };
    expect((await collect(view, "10.1.0.1")).status).toBe(204);
    const form = new URLSearchParams({
      started: await fetchFormToken(server.url),
      lang: "en",
      page: "/en/web-design/baghdad",
      name: "Sara",
      email: "sara@example.com",
      message: "A website for my clinic in Mansour, please.",
    });
    const sent = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      body: form.toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": chrome(), "x-forwarded-for": "10.1.0.1" },
    });
    expect(sent.status).toBe(200);
    await expect
      .poll(async () => valueOf((await report()).dims.source, "tiktok"))
      .toMatchObject({ visitors: 1, views: 1, enquiries: 1, converted: 1 });
    expect(valueOf((await report()).dims.campaign, "launch")).toMatchObject({ enquiries: 1 });
    expect(valueOf((await report()).dims.form, "sent")).toMatchObject({ events: 1 });
  });

  it("counts an article's views and WhatsApp taps under its address, as a page and as the entry page (issue 43, item 10)", async () => {
    // A fresh site's sample article: a published address of the site, not "other".
    const path = `/en/articles/${sampleArticles()[0]!.en!.slug}`;
    expect((await collect({ type: "view", path, lang: "en", device: "mobile" }, "10.1.0.9")).status).toBe(204);
    expect((await collect({ type: "tap", path, lang: "en", channel: "whatsapp", area: "page" }, "10.1.0.9")).status).toBe(204);
    // As a page: its views, and the visitors who then got in touch; as the entry page: the taps of those visits.
    await expect.poll(async () => valueOf((await report()).dims.page, path)).toMatchObject({ views: 1, converted: 1 });
    expect(valueOf((await report()).dims.landing, path)).toMatchObject({ visitors: 1, taps: 1, converted: 1 });
  });

  it("leaves out bots, Do Not Track and Global Privacy Control (and answers them the same)", async () => {
    const before = (await report()).totals.views;
    const view = { type: "view", path: "/en/faq", lang: "en", device: "desktop" };
    expect(
      (await collect(view, "10.2.0.1", { "user-agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" })).status,
    ).toBe(204);
    expect((await collect(view, "10.2.0.2", { dnt: "1" })).status).toBe(204);
    expect((await collect(view, "10.2.0.3", { "sec-gpc": "1" })).status).toBe(204);
    expect((await report()).totals.views).toBe(before);
  });

  it("refuses what is not one well-formed event", async () => {
    const ip = "10.3.0.1";
    const view = { type: "view", path: "/en", lang: "en", device: "desktop" };
    const refused: [string, unknown][] = [
      ["not JSON", "{view"],
      ["unknown type", { ...view, type: "purchase" }],
      ["extra field", { ...view, email: "someone@example.com" }],
      ["query in the path", { ...view, path: "/en?email=someone@example.com" }],
      ["a full address as path", { ...view, path: "https://evil.example/" }],
      ["unknown language", { ...view, lang: "fr" }],
      ["unknown device", { ...view, device: "fridge" }],
      ["referrer with a path", { ...view, referrer: "google.com/search?q=secret" }],
      ["control character in a campaign", { ...view, utm: { campaign: "a\u0000b" } }],
      ["unknown tool", { type: "tool", path: "/en", lang: "en", tool: "crypto", step: "used" }],
      ["a sent form (only the server says so)", { type: "form", path: "/en", lang: "en", step: "sent" }],
      ["oversized", { ...view, utm: { campaign: "x".repeat(3000) } }],
    ];
    for (const [label, body] of refused) expect([400, 413], label).toContain((await collect(body, ip)).status);
    const wrongType = await fetch(`${server.url}/api/insights`, {
      method: "POST",
      body: JSON.stringify(view),
      headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": chrome(), "x-forwarded-for": ip },
    });
    expect(wrongType.status).toBe(400);
  });

  it("refuses another site's page sending events", async () => {
    const view = { type: "view", path: "/en", lang: "en", device: "desktop" };
    expect((await collect(view, "10.4.0.1", { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await collect(view, "10.4.0.1", { origin: "https://evil.example" })).status).toBe(403);
    expect((await collect(view, "10.4.0.1", { origin: server.siteUrl })).status).toBe(204);
  });

  it("cannot be used to inflate counts cheaply from one address", async () => {
    const ip = "10.5.0.1";
    const path = "/en/portfolio";
    // Thirty browsers from one address are thirty visitors; more are not counted this hour.
    for (let n = 0; n < 35; n++) await collect({ type: "view", path, lang: "en", device: "desktop" }, ip, { "user-agent": chrome(n) });
    expect(valueOf((await report()).dims.page, path)).toMatchObject({ visitors: 30, views: 30 });
    // And one address sends at most 240 events in ten minutes.
    const statuses: number[] = [];
    for (let n = 0; n < 210; n++) statuses.push((await collect({ type: "language", path, lang: "en" }, ip)).status);
    expect(statuses.filter((status) => status === 204)).toHaveLength(240 - 35);
    expect(statuses.at(-1)).toBe(429);
  });

  it("counts a page view without JavaScript from the no-script image, for a page of this site only", async () => {
    const pixel = (referer: string, ip: string) =>
      fetch(`${server.url}/api/insights/view.gif`, { headers: { referer, "user-agent": chrome(), "x-forwarded-for": ip } });
    const own = await pixel(`${server.siteUrl}/ar/credibility?utm_source=x`, "10.6.0.1");
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("image/gif");
    expect((await own.arrayBuffer()).byteLength).toBeGreaterThan(20);
    expect((await pixel("https://evil.example/ar/terms-of-service", "10.6.0.2")).status).toBe(200);
    const pages = (await report()).dims.page;
    expect(valueOf(pages, "/ar/credibility")).toMatchObject({ views: 1 });
    expect(valueOf(pages, "/ar/terms-of-service")).toBeUndefined();
    // The page's no-script image is in every public page's HTML.
    expect(await (await fetch(`${server.url}/en/faq`)).text()).toContain('<noscript><img src="/api/insights/view.gif"');
  });
});

describe("the studio's Insights API", () => {
  it("is closed to visitors and to the public key", async () => {
    for (const path of [
      "/api/admin/insights?from=2026-01-01&to=2026-01-31",
      "/api/admin/insights/export?from=2026-01-01&to=2026-01-31",
      "/api/admin/insights/settings",
    ]) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(401);
      const anon = await fetch(`${server.url}${path}`, { headers: { apikey: server.anonKey, Authorization: `Bearer ${server.anonKey}` } });
      expect([401, 403], path).toContain(anon.status);
    }
    const put = await fetch(`${server.url}/api/admin/insights/settings`, {
      method: "PUT",
      body: JSON.stringify({ retentionDays: 30 }),
      headers: { "content-type": "application/json" },
    });
    expect(put.status).toBe(401);
  });

  it("refuses periods it cannot answer", async () => {
    for (const query of [
      "from=2026-02-01&to=2026-01-01",
      "from=2026-02-30&to=2026-03-01",
      "from=2026-13-01&to=2026-13-02",
      "from=2020-01-01&to=2026-01-01",
      "from=yesterday&to=today",
      "from=2999-01-01&to=2999-01-02",
      "",
    ]) {
      const response = await fetch(`${server.url}/api/admin/insights?${query}`, { headers: owner });
      expect(response.status, query).toBe(400);
    }
  });

  it("compares with the period before and lists every day of the period", async () => {
    const day = today();
    const result = await report(`from=${day}&to=${day}`);
    expect(result.days.map((entry) => entry.day)).toEqual([day]);
    expect(result.previous.to < day).toBe(true);
    const week = await report(`from=2026-01-01&to=2026-01-07`);
    expect(week.days).toHaveLength(7);
    expect(week.previous).toMatchObject({ from: "2025-12-25", to: "2025-12-31" });
  });

  it("exports the period as CSV a spreadsheet cannot run", async () => {
    await collect(
      { type: "view", path: "/en", lang: "en", device: "tablet", utm: { source: '=HYPERLINK("http://evil")', campaign: "autumn, 2026" } },
      "10.7.0.1",
    );
    const response = await fetch(`${server.url}/api/admin/insights/export?from=${today()}&to=${today()}`, { headers: owner });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="insights-${today()}-${today()}.csv"`);
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines[0]).toBe(
      "section,value,visitors,views,enquiries,taps,converted,conversion_rate,events,tool_uses,tool_results,leads,replied,won,won_iqd,won_usd",
    );
    expect(lines).toContain(`source,"'=hyperlink(""http://evil"")",1,1,0,0,0,0.0,1,0,0,,,,,`);
    expect(lines).toContain(`campaign,"autumn, 2026",1,1,0,0,0,0.0,1,0,0,,,,,`);
    expect(lines.filter((line) => line.startsWith("day,"))).toHaveLength(1);
  });

  it("keeps the retention the owner picks from the offered choices", async () => {
    const put = (retentionDays: unknown) =>
      fetch(`${server.url}/api/admin/insights/settings`, {
        method: "PUT",
        body: JSON.stringify({ retentionDays }),
        headers: { ...owner, "content-type": "application/json" },
      });
    expect((await put(45)).status).toBe(400);
    expect((await put("90")).status).toBe(400);
    expect(await (await put(90)).json()).toEqual({ retentionDays: 90, choices: [30, 90, 180, 365, 730] });
    expect(await (await fetch(`${server.url}/api/admin/insights/settings`, { headers: owner })).json()).toMatchObject({ retentionDays: 90 });
  });
});
