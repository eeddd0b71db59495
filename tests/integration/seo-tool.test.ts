import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startServer, type RunningServer } from "../setup/server";
import { startSeoFixtures, win1256TitleText, type SeoFixtures } from "../fixtures/seo-site/seo-site";
import type { SeoCheck, SeoReport } from "#core/tools/seo-report";
import arTools from "../../core/locales/ar/tools.json";
import enTools from "../../core/locales/en/tools.json";
import arSeo from "../../core/locales/ar/tool-seo.json";
import enSeo from "../../core/locales/en/tool-seo.json";

const api = { ar: arTools.api, en: enTools.api } as const;
const seoTexts = { ar: arSeo, en: enSeo } as const;

let fixtures: SeoFixtures;
let server: RunningServer;
/** A low per-IP limit. */
let limited: RunningServer;
/** The loopback switch off, as in production. */
let guarded: RunningServer;
beforeAll(async () => {
  [fixtures, server, limited, guarded] = await Promise.all([
    startSeoFixtures(),
    startServer({ OUTBOUND_ALLOW_LOOPBACK: "1", TOOLS_RATE_LIMIT: "1000" }),
    startServer({ OUTBOUND_ALLOW_LOOPBACK: "1", TOOLS_RATE_LIMIT: "2" }),
    startServer({ TOOLS_RATE_LIMIT: "1000" }),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.stop(), limited?.stop(), guarded?.stop(), fixtures?.stop()]);
});

async function analyse(target: RunningServer, body: unknown, init: { contentType?: string } = {}) {
  const response = await fetch(`${target.url}/api/tools/seo`, {
    method: "POST",
    headers: { "content-type": init.contentType ?? "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as SeoReport & { error?: { code: string; title: string; message: string } },
  };
}

const byId = (report: SeoReport) => Object.fromEntries(report.checks.map((c) => [c.id, c])) as Record<SeoCheck["id"], SeoCheck>;

describe("POST /api/tools/seo against loopback fixture sites", () => {
  test("a good page passes every check but HTTPS (loopback fixtures have no certificate)", async () => {
    const { status, headers, body } = await analyse(server, { url: fixtures.good, lang: "en" });
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(body.finalUrl).toBe(`${fixtures.good}/`);
    const notPassed = body.checks.filter((c) => c.status !== "pass").map((c) => `${c.id}:${c.code}`);
    expect(notPassed).toEqual(["https:http"]);
    const checks = byId(body);
    expect(checks.sitemap).toMatchObject({ code: "okCount", facts: { count: 2 } });
    expect(checks.structuredData.samples?.values).toEqual(["LocalBusiness"]);
    expect(checks.hreflang.facts).toEqual({ count: 3 });
    expect(body.metrics.words).toBeGreaterThan(300);
    expect(body.score).toBe(93);
    expect(body.band).toBe("good");
  });

  test("a site with known defects: the report finds each one", async () => {
    const { status, body } = await analyse(server, { url: fixtures.bad.replace("http://", ""), lang: "ar" });
    // No scheme typed: https:// is tried first, which the fixture cannot speak.
    expect(status).toBe(502);
    expect(body.error?.title).toBe(api.ar.unreachable.title);

    const { status: ok, body: report } = await analyse(server, { url: fixtures.bad, lang: "ar" });
    expect(ok).toBe(200);
    const found = Object.fromEntries(report.checks.map((c) => [c.id, `${c.status}:${c.code}`]));
    expect(found).toEqual({
      status: "pass:ok",
      https: "fail:http",
      robots: "fail:noindex",
      title: "warn:short",
      description: "fail:missing",
      h1: "warn:many",
      headings: "warn:skipped",
      images: "fail:missingAlt",
      canonical: "warn:relative",
      lang: "warn:missing",
      hreflang: "warn:invalid",
      viewport: "fail:missing",
      robotsTxt: "fail:blocksAll",
      sitemap: "warn:missing",
      openGraph: "warn:partial",
      structuredData: "fail:broken",
      links: "warn:both",
      wordCount: "warn:thin",
      responseTime: "warn:slow",
      pageWeight: "warn:heavy",
    });
    const checks = byId(report);
    expect(checks.title.facts).toMatchObject({ length: 4 });
    expect(checks.h1.samples?.values).toEqual(["Welcome", "Our shop"]);
    expect(checks.headings.facts).toMatchObject({ first: "h2 → h4" });
    expect(checks.images.facts).toEqual({ total: 3, missing: 2 });
    expect(checks.images.samples?.values).toEqual(["/banner.jpg", "/team.jpg"]);
    expect(checks.hreflang.samples?.values).toEqual(["en_US"]);
    expect(checks.openGraph.samples?.values).toEqual(["og:description", "og:image"]);
    expect(checks.links.facts).toEqual({ total: 3, empty: 1, generic: 2 });
    expect(checks.links.samples?.values).toEqual(["Click here", "اضغط هنا", "/x"]);
    expect(checks.robots.samples?.values).toEqual(['<meta name="robots" content="noindex">', "X-Robots-Tag: nofollow"]);
    expect(checks.sitemap.samples?.values).toEqual([`${fixtures.bad}/sitemap.xml`]);
    expect(report.metrics.responseMs).toBeGreaterThan(800);
    expect(report.band).toBe("poor");
    expect(report.counts).toEqual({ pass: 1, warn: 12, fail: 7, info: 0 });
  });

  test("follows redirects, reads a windows-1256 page, and reports an error page's status", async () => {
    const moved = await analyse(server, { url: `${fixtures.good}/old` });
    expect(moved.body).toMatchObject({ finalUrl: `${fixtures.good}/`, redirects: 1 });

    const arabic = await analyse(server, { url: `${fixtures.good}/arabic-1256` });
    expect(byId(arabic.body).title.samples?.values).toEqual([win1256TitleText]);

    const missing = await analyse(server, { url: `${fixtures.good}/nothing-here` });
    expect(missing.status).toBe(200);
    expect(byId(missing.body).status).toMatchObject({ status: "fail", code: "error", facts: { status: 404 } });

    const blockedByRobots = await analyse(server, { url: `${fixtures.good}/private/page` });
    expect(byId(blockedByRobots.body).robotsTxt).toMatchObject({ status: "fail", code: "blocksPage" });
  });

  test.each(["ar", "en"] as const)("answers what is not a web page with a clear 4xx (%s)", async (lang) => {
    const json = await analyse(server, { url: `${fixtures.good}/data.json`, lang });
    expect(json.status).toBe(422);
    expect(json.body.error).toEqual({
      code: "not_html",
      title: seoTexts[lang].errors.notHtml.title,
      message: seoTexts[lang].errors.notHtml.message.replace("{{type}}", "application/json"),
    });
    const gone = await analyse(server, { url: `${fixtures.good}/gone.json`, lang });
    expect(gone.status).toBe(422);
    expect(gone.body.error?.message).toBe(seoTexts[lang].errors.httpError.message.replace("{{status}}", "410"));
    const closed = await analyse(server, { url: fixtures.closedPort, lang });
    expect(closed.status).toBe(502);
    expect(closed.body.error).toEqual({ code: "unreachable", ...api[lang].unreachable });
  });

  test.each(["ar", "en"] as const)("bad input gets a translated 4xx, never a 500 (%s)", async (lang) => {
    for (const url of ["not a url", "javascript:alert(1)", "", "ftp://example.com/", "x".repeat(3000)]) {
      const { status, body } = await analyse(server, { url, lang });
      expect(status, url).toBe(400);
      expect(body.error, url).toEqual({ code: "invalid_url", ...api[lang].invalidUrl });
    }
    const noUrl = await analyse(server, { lang });
    expect(noUrl.status).toBe(400);
    expect(noUrl.body.error?.title).toBe(api[lang].invalidUrl.title);

    const form = await analyse(server, `url=example.com&lang=${lang}`, { contentType: "application/x-www-form-urlencoded" });
    expect(form.status).toBe(415);
    // Without a JSON body the language can only come from the query; Arabic is the default.
    expect(form.body.error?.title).toBe(api.ar.notJson.title);

    const broken = await fetch(`${server.url}/api/tools/seo?lang=${lang}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{url:",
    });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: { title: string } }).error.title).toBe(api[lang].notJson.title);
  });
});

describe("limits and the outbound guard", () => {
  test("per-IP rate limit answers 429 in the page's language", async () => {
    for (let i = 0; i < 2; i++) expect((await analyse(limited, { url: "not a url", lang: "en" })).status).toBe(400);
    for (const lang of ["en", "ar"] as const) {
      const { status, headers, body } = await analyse(limited, { url: fixtures.good, lang });
      expect(status).toBe(429);
      expect(Number(headers.get("retry-after"))).toBeGreaterThan(0);
      expect(body.error?.title).toBe(api[lang].rateLimited.title);
    }
  });

  test("without the loopback switch, private and loopback addresses are refused with 422 in both languages", async () => {
    for (const lang of ["ar", "en"] as const) {
      for (const url of ["http://127.0.0.1/", fixtures.good, "http://localhost/", "http://10.0.0.1/", "http://[::1]/"]) {
        const { status, body } = await analyse(guarded, { url, lang });
        expect(status, url).toBe(422);
        expect(body.error, url).toEqual({ code: "blocked", ...api[lang].blocked });
      }
    }
  });
});
