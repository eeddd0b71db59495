import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/database";
import { openTestPglite } from "../../tests/support/pglite-template";
import { insightEvents, insightSalts, insightVisits } from "../db/schema";
import { createInsightService, type InsightRequest } from "./insight-service";
import { addDays, dayOf } from "#core/insights/days";
import { createVisitorHasher, mayCount } from "./visitor";

const chrome = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const visitor = (ip: string, userAgent = chrome): InsightRequest => ({ ip, userAgent, dnt: undefined, gpc: undefined });

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestPglite();
});
afterAll(async () => {
  await handle.close();
});

describe("who is counted", () => {
  it("counts browsers and leaves out bots, Do Not Track and Global Privacy Control", () => {
    expect(mayCount({ userAgent: chrome })).toBe(true);
    expect(mayCount({ userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" })).toBe(false);
    expect(mayCount({ userAgent: "curl/8.5.0" })).toBe(false);
    expect(mayCount({ userAgent: undefined })).toBe(false);
    expect(mayCount({ userAgent: chrome, dnt: "1" })).toBe(false);
    expect(mayCount({ userAgent: chrome, gpc: "1" })).toBe(false);
    expect(mayCount({ userAgent: chrome, dnt: "0" })).toBe(true);
  });
});

describe("visitor hashes", () => {
  it("are stable within a day, differ per address and browser, and rotate with the day's salt, which is then deleted", async () => {
    let clock = Date.parse("2026-05-10T09:00:00Z");
    const hasher = createVisitorHasher(handle.db, () => clock);
    const first = await hasher.visitor("203.0.113.7", chrome);
    expect(first.day).toBe("2026-05-10");
    expect(first.visitor).toMatch(/^[\w-]{16}$/);
    expect((await hasher.visitor("203.0.113.7", chrome)).visitor).toBe(first.visitor);
    expect((await hasher.visitor("203.0.113.8", chrome)).visitor).not.toBe(first.visitor);
    expect((await hasher.visitor("203.0.113.7", firefox)).visitor).not.toBe(first.visitor);
    // A second instance (its own hasher) shares the day's salt through the database.
    expect((await createVisitorHasher(handle.db, () => clock).visitor("203.0.113.7", chrome)).visitor).toBe(first.visitor);

    clock += 24 * 3600_000;
    const next = await hasher.visitor("203.0.113.7", chrome);
    expect(next.day).toBe("2026-05-11");
    expect(next.visitor).not.toBe(first.visitor);
    const salts = await handle.db.select().from(insightSalts);
    expect(salts.map((row) => row.day)).toEqual(["2026-05-11"]);
    // Nothing stored could give the address or the browser back.
    expect(JSON.stringify(salts)).not.toContain("203.0.113.7");
  });
});

describe("events, visits and rollups", () => {
  it("credits every event of a visitor's day to where the day began, rolls finished days up once and reports both", async () => {
    let clock = Date.parse("2026-06-01T08:00:00Z");
    const insights = createInsightService(handle.db, { now: () => clock });
    const view = (path: string, extra: object = {}) => ({ type: "view" as const, path, lang: "en" as const, device: "mobile" as const, ...extra });

    // Day 1: one visitor from a campaign who taps WhatsApp, one from Google who uses a tool, one bot, one with DNT.
    await insights.record(
      view("/en/web-design/baghdad", { utm: { source: "Instagram", medium: "paid", campaign: "Spring" } }),
      visitor("198.51.100.1"),
    );
    await insights.record(view("/en/services"), visitor("198.51.100.1"));
    await insights.record({ type: "tap", path: "/en/services", lang: "en", channel: "whatsapp", area: "contact" }, visitor("198.51.100.1"));
    await insights.record(view("/en/free-tools/seo", { referrer: "www.google.com" }), visitor("198.51.100.2", firefox));
    await insights.record({ type: "tool", path: "/en/free-tools/seo", lang: "en", tool: "seo", step: "used" }, visitor("198.51.100.2", firefox));
    await insights.record({ type: "tool", path: "/en/free-tools/seo", lang: "en", tool: "seo", step: "completed" }, visitor("198.51.100.2", firefox));
    await insights.record({ type: "form", path: "/en/contact", lang: "en", step: "sent" }, visitor("198.51.100.2", firefox));
    expect(await insights.record(view("/en"), visitor("198.51.100.3", "Googlebot/2.1 (+http://www.google.com/bot.html)"))).toBe("skipped");
    expect(await insights.record(view("/en"), { ...visitor("198.51.100.4"), dnt: "1" })).toBe("skipped");

    const stored = await handle.db.select().from(insightEvents);
    expect(stored.filter((row) => row.day === "2026-06-01")).toHaveLength(7);
    expect(JSON.stringify(stored)).not.toMatch(/198\.51\.100|Mozilla|Firefox/);
    const visits = await handle.db.select().from(insightVisits);
    expect(
      visits
        .filter((row) => row.day === "2026-06-01")
        .map((row) => [row.source, row.campaign, row.landing, row.referrer])
        .sort(),
    ).toEqual([
      ["google.com", null, "/en/free-tools/seo", "google.com"],
      ["instagram", "spring", "/en/web-design/baghdad", null],
    ]);

    const today = await insights.report("2026-06-01", "2026-06-01");
    expect(today.totals).toEqual({ visitors: 2, views: 3, enquiries: 1, taps: 1, converted: 2 });
    expect(today.dims.source.map((row) => [row.value, row.visitors, row.converted, row.taps, row.enquiries])).toEqual([
      ["google.com", 1, 1, 0, 1],
      ["instagram", 1, 1, 1, 0],
    ]);
    expect(today.dims.campaign.map((row) => row.value)).toEqual(["spring"]);
    expect(today.dims.tool).toEqual([expect.objectContaining({ value: "seo", visitors: 1, used: 1, completed: 1, converted: 1 })]);
    expect(today.dims.channel).toEqual([expect.objectContaining({ value: "whatsapp", events: 1 })]);
    expect(today.dims.page.map((row) => [row.value, row.views])).toContainEqual(["/en/services", 1]);

    // Day 2: the day-1 figures come from the rollup, written once, and match the live figures.
    clock += 24 * 3600_000;
    await insights.record(view("/en"), visitor("198.51.100.1"));
    const first = await insights.maintain();
    expect(first.rolled).toContain("2026-06-01");
    expect((await insights.maintain()).rolled).toEqual([]);
    const both = await insights.report("2026-06-01", "2026-06-02");
    expect(both.totals).toEqual({ visitors: 3, views: 4, enquiries: 1, taps: 1, converted: 2 });
    expect(both.days.map((day) => [day.day, day.visitors])).toEqual([
      ["2026-06-01", 2],
      ["2026-06-02", 1],
    ]);
    // The comparison period is the same length just before.
    const second = await insights.report("2026-06-02", "2026-06-02");
    expect(second.previous).toEqual({ from: "2026-06-01", to: "2026-06-01", totals: today.totals });
    expect(second.dims.source.map((row) => row.value)).toEqual(["direct"]);
  });

  it("deletes raw events past the retention once rolled up, keeping the figures", async () => {
    let clock = Date.parse("2026-08-01T08:00:00Z");
    const insights = createInsightService(handle.db, { now: () => clock });
    await insights.saveSettings(30);
    await insights.record({ type: "view", path: "/", lang: "ar", device: "desktop" }, visitor("192.0.2.9"));
    clock += 40 * 24 * 3600_000;
    const { purgedBefore } = await insights.maintain();
    expect(purgedBefore).toBe(addDays(dayOf(clock), -30));
    const left = await handle.db.select().from(insightEvents);
    expect(left.filter((row) => row.day === "2026-08-01")).toEqual([]);
    const report = await insights.report("2026-08-01", "2026-08-01");
    expect(report.totals.views).toBe(1);
    expect(report.dims.lang).toEqual([expect.objectContaining({ value: "ar", views: 1 })]);
  });
});

describe("a bounded day (issue 31)", () => {
  it("keeps only the site's pages by their path, and a capped number of distinct campaigns, mediums, sources and referrers a day", async () => {
    const db = (await openTestPglite()).db;
    const clock = Date.parse("2026-06-01T09:00:00Z");
    const insights = createInsightService(db, { now: () => clock, isSitePath: async (path) => path === "/en/faq", dayValueCap: 3 });
    const forged = (index: number) =>
      insights.record(
        {
          type: "view",
          path: index % 2 ? "/en/faq" : `/en/made-up-${index}`,
          lang: "en",
          device: "mobile",
          referrer: `site-${index}.example`,
          utm: { source: `source-${index}`, medium: `medium-${index}`, campaign: `campaign-${index}` },
        },
        visitor(`198.51.100.${index + 1}`),
      );
    for (let index = 0; index < 10; index += 1) expect(await forged(index)).toBe("stored");
    // A direct visit is never "other", however many sources there were.
    await insights.record({ type: "view", path: "/en/faq", lang: "en", device: "mobile" }, visitor("198.51.100.200"));
    const report = await insights.report("2026-06-01", "2026-06-01");
    const values = (dim: keyof typeof report.dims) => report.dims[dim].map((row) => row.value).sort();
    expect(values("page")).toEqual(["/en/faq", "other"]);
    expect(values("landing")).toEqual(["/en/faq", "other"]);
    expect(values("campaign")).toEqual(["campaign-0", "campaign-1", "campaign-2", "other"]);
    expect(values("referrer")).toEqual(["other", "site-0.example", "site-1.example", "site-2.example"]);
    expect(values("source")).toEqual(["direct", "other", "source-0", "source-1", "source-2"]);
    expect(report.totals.visitors).toBe(11);
    // A value already kept that day is kept again, past the cap too.
    await insights.record(
      { type: "view", path: "/en/faq", lang: "en", device: "mobile", utm: { campaign: "campaign-1", source: "source-1" } },
      visitor("198.51.100.201"),
    );
    const again = await insights.report("2026-06-01", "2026-06-01");
    expect(again.dims.campaign.find((row) => row.value === "campaign-1")?.visitors).toBe(2);
  });
});
