import { describe, expect, it } from "vitest";
import type { CheckId, SeoCheck } from "#core/tools/seo-report";
import { analyze, genericLinkTexts, normaliseLinkText, weights, type SiteFacts } from "./analyze";
import { extractPage } from "./extract";
import { parseRobotsTxt } from "./robots-txt";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

/** A page that passes every check; tests break one thing at a time. */
function goodHead(extra = "") {
  return `<title>Web design in Baghdad for small businesses</title>
<meta name="description" content="Fast, bilingual websites for Iraqi businesses: clear offers, contact forms and search-friendly pages built to bring customers.">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="canonical" href="https://example.com/services">
<link rel="alternate" hreflang="ar" href="https://example.com/ar/services">
<link rel="alternate" hreflang="en" href="https://example.com/services">
<link rel="alternate" hreflang="x-default" href="https://example.com/ar/services">
<meta property="og:title" content="Web design"><meta property="og:description" content="Websites"><meta property="og:image" content="https://example.com/og.png">
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"LocalBusiness"},{"@type":"WebPage"}]}</script>
${extra}`;
}
function goodBody(extra = "") {
  return `<h1>Web design</h1><h2>Services</h2><h3>Shops</h3><h2>Prices</h2>
<img src="/a.png" alt="A shop website"><img src="/line.png" alt="">
<p>${words(320)}</p><a href="/contact">Contact me about your website</a>
${extra}`;
}
const page = (head = goodHead(), body = goodBody(), htmlAttrs = 'lang="en"') =>
  `<!doctype html><html ${htmlAttrs}><head>${head}</head><body>${body}</body></html>`;

function facts(html: string, overrides: Partial<SiteFacts> = {}): SiteFacts {
  return {
    requestedUrl: "https://example.com/services",
    finalUrl: "https://example.com/services",
    status: 200,
    redirects: [],
    elapsedMs: 120,
    bytes: html.length,
    xRobotsTag: null,
    page: extractPage(html),
    robotsTxt: {
      found: true,
      url: "https://example.com/robots.txt",
      robots: parseRobotsTxt("User-agent: *\nDisallow: /admin\nSitemap: https://example.com/sitemap.xml"),
    },
    sitemap: { found: true, url: "https://example.com/sitemap.xml", entries: 12 },
    httpToHttps: "redirects",
    ...overrides,
  };
}

const checkOf = (report: ReturnType<typeof analyze>, id: CheckId): SeoCheck => report.checks.find((c) => c.id === id)!;
const outcome = (html: string, id: CheckId, overrides: Partial<SiteFacts> = {}) => {
  const c = checkOf(analyze(facts(html, overrides)), id);
  return { status: c.status, code: c.code, facts: c.facts, samples: c.samples?.values };
};

describe("analyze", () => {
  it("a good page passes every check and scores 100", () => {
    const report = analyze(facts(page()));
    const notPassed = report.checks.filter((c) => c.status !== "pass").map((c) => `${c.id}:${c.code}`);
    expect(notPassed).toEqual([]);
    expect(report.score).toBe(100);
    expect(report.band).toBe("good");
    expect(report.counts).toEqual({ pass: 20, warn: 0, fail: 0, info: 0 });
    expect(report.checks.map((c) => c.id).sort()).toEqual(Object.keys(weights).sort());
  });

  it("status: an error code fails", () => {
    expect(outcome(page(), "status")).toMatchObject({ status: "pass", facts: { status: 200 } });
    expect(outcome(page(), "status", { status: 404 })).toMatchObject({ status: "fail", code: "error", facts: { status: 404 } });
  });

  it("https: plain http fails; https without an http redirect warns", () => {
    expect(outcome(page(), "https", { finalUrl: "http://example.com/services" })).toMatchObject({ status: "fail", code: "http" });
    expect(outcome(page(), "https", { httpToHttps: "stays-http" })).toMatchObject({ status: "warn", code: "noRedirect" });
    expect(outcome(page(), "https", { httpToHttps: "unknown", redirects: ["http://example.com/services"] })).toMatchObject({
      status: "pass",
      code: "redirects",
    });
    expect(outcome(page(), "https", { httpToHttps: "unknown" })).toMatchObject({ status: "pass", code: "ok" });
  });

  it("robots: noindex in meta or X-Robots-Tag fails, nofollow warns", () => {
    expect(outcome(page(goodHead('<meta name="robots" content="noindex, follow">')), "robots")).toMatchObject({ status: "fail", code: "noindex" });
    expect(outcome(page(goodHead('<meta name="ROBOTS" content="none">')), "robots")).toMatchObject({ status: "fail", code: "noindex" });
    expect(outcome(page(), "robots", { xRobotsTag: "googlebot: noindex" })).toMatchObject({ status: "fail", code: "noindexHeader" });
    expect(outcome(page(goodHead('<meta name="robots" content="nofollow">')), "robots")).toMatchObject({ status: "warn", code: "nofollow" });
    expect(outcome(page(goodHead('<meta name="robots" content="index, follow, max-image-preview:large">')), "robots").status).toBe("pass");
  });

  it("title: missing fails, short and long warn, with the length counted in characters (Arabic too)", () => {
    expect(outcome(page(goodHead().replace(/<title>.*<\/title>/, "")), "title")).toMatchObject({ status: "fail", code: "missing" });
    expect(outcome(page(goodHead().replace(/<title>.*<\/title>/, "<title> </title>")), "title").code).toBe("missing");
    expect(outcome(page(goodHead().replace(/<title>.*<\/title>/, "<title>Home</title>")), "title")).toMatchObject({
      status: "warn",
      code: "short",
      facts: { length: 4 },
    });
    expect(outcome(page(goodHead().replace(/<title>.*<\/title>/, `<title>${"x".repeat(61)}</title>`)), "title")).toMatchObject({
      status: "warn",
      code: "long",
      facts: { length: 61 },
    });
    const arabic = "تصميم مواقع احترافية في بغداد للشركات الصغيرة";
    expect(outcome(page(goodHead().replace(/<title>.*<\/title>/, `<title>${arabic}</title>`)), "title")).toMatchObject({
      status: "pass",
      facts: { length: [...arabic].length },
      samples: [arabic],
    });
    // An SVG's <title> is not the page's title.
    expect(outcome(page(goodHead().replace(/<title>.*<\/title>/, ""), goodBody("<svg><title>Icon</title></svg>")), "title").code).toBe("missing");
  });

  it("description: missing fails, short and long warn", () => {
    const head = (content: string) => page(goodHead().replace(/<meta name="description"[^>]*>/, content));
    expect(outcome(head(""), "description")).toMatchObject({ status: "fail", code: "missing" });
    expect(outcome(head('<meta name="description" content="Short">'), "description")).toMatchObject({
      status: "warn",
      code: "short",
      facts: { length: 5 },
    });
    expect(outcome(head(`<meta name="description" content="${"y".repeat(161)}">`), "description")).toMatchObject({ status: "warn", code: "long" });
  });

  it("h1: none fails, several warn, an empty one warns", () => {
    expect(outcome(page(goodHead(), goodBody().replace("<h1>Web design</h1>", "")), "h1")).toMatchObject({ status: "fail", code: "missing" });
    expect(outcome(page(goodHead(), goodBody("<h1>Again</h1>")), "h1")).toMatchObject({
      status: "warn",
      code: "many",
      facts: { count: 2 },
      samples: ["Web design", "Again"],
    });
    expect(outcome(page(goodHead(), goodBody().replace("<h1>Web design</h1>", "<h1> </h1>")), "h1").code).toBe("empty");
  });

  it("headings: a skipped level warns and names it; no headings warns", () => {
    expect(outcome(page(goodHead(), goodBody("<h2>A</h2><h4>B</h4>")), "headings")).toMatchObject({
      status: "warn",
      code: "skipped",
      facts: { count: 1, first: "h2 → h4" },
    });
    expect(outcome(page(goodHead(), "<p>text</p>"), "headings")).toMatchObject({ status: "warn", code: "none" });
    // Going back up any number of levels is fine.
    expect(outcome(page(goodHead(), goodBody("<h2>A</h2><h3>B</h3><h4>C</h4><h2>D</h2>")), "headings").status).toBe("pass");
  });

  it('images: missing alt warns (fails when most lack it); alt="" is accepted', () => {
    expect(outcome(page(goodHead(), goodBody('<img src="/x.png">')), "images")).toMatchObject({
      status: "warn",
      code: "missingAlt",
      facts: { total: 3, missing: 1 },
      samples: ["/x.png"],
    });
    expect(outcome(page(goodHead(), '<h1>x</h1><img src="/1.png"><img src="/2.png"><img src="/3.png" alt="ok">'), "images")).toMatchObject({
      status: "fail",
      facts: { missing: 2 },
    });
    expect(outcome(page(goodHead(), "<h1>x</h1>"), "images")).toMatchObject({ status: "pass", code: "none" });
  });

  it("canonical: missing, relative, several, another page and another site warn", () => {
    const head = (links: string) => page(goodHead().replace(/<link rel="canonical"[^>]*>/, links));
    expect(outcome(head(""), "canonical")).toMatchObject({ status: "warn", code: "missing" });
    expect(outcome(head('<link rel="canonical" href="/services">'), "canonical")).toMatchObject({
      status: "warn",
      code: "relative",
      samples: ["/services"],
    });
    expect(
      outcome(head('<link rel="canonical" href="https://example.com/a"><link rel="canonical" href="https://example.com/b">'), "canonical").code,
    ).toBe("many");
    expect(outcome(head('<link rel="canonical" href="https://example.com/">'), "canonical").code).toBe("otherPage");
    expect(outcome(head('<link rel="canonical" href="https://other.example.org/services">'), "canonical").code).toBe("otherSite");
    expect(outcome(head('<link rel="canonical" href="https://www.example.com/services/">'), "canonical").code).toBe("otherPage");
    expect(outcome(head('<link rel="canonical" href="https://example.com/services/">'), "canonical").status).toBe("pass");
  });

  it("lang: missing or invalid warns", () => {
    expect(outcome(page(goodHead(), goodBody(), ""), "lang")).toMatchObject({ status: "warn", code: "missing" });
    expect(outcome(page(goodHead(), goodBody(), 'lang="english"'), "lang")).toMatchObject({
      status: "warn",
      code: "invalid",
      facts: { lang: "english" },
    });
    expect(outcome(page(goodHead(), goodBody(), 'lang="ar-IQ" dir="rtl"'), "lang")).toMatchObject({ status: "pass", facts: { lang: "ar-IQ" } });
  });

  it("hreflang: none is only information; invalid codes and a missing x-default warn", () => {
    const noAlternates = goodHead().replace(/<link rel="alternate"[^>]*>/g, "");
    const none = analyze(facts(page(noAlternates)));
    expect(checkOf(none, "hreflang")).toMatchObject({ status: "info", code: "none", weight: 0 });
    expect(none.score).toBe(100);
    expect(
      outcome(
        page(
          noAlternates +
            '<link rel="alternate" hreflang="en_US" href="https://example.com/"><link rel="alternate" hreflang="x-default" href="https://example.com/">',
        ),
        "hreflang",
      ),
    ).toMatchObject({ status: "warn", code: "invalid", samples: ["en_US"] });
    expect(outcome(page(noAlternates + '<link rel="alternate" hreflang="ar" href="https://example.com/ar">'), "hreflang")).toMatchObject({
      status: "warn",
      code: "noDefault",
    });
    expect(
      outcome(page(noAlternates + '<link rel="alternate" hreflang="ar" href="/ar"><link rel="alternate" hreflang="x-default" href="/">'), "hreflang")
        .code,
    ).toBe("relative");
  });

  it("viewport: missing fails; no device width or no zoom warns", () => {
    const head = (tag: string) => page(goodHead().replace(/<meta name="viewport"[^>]*>/, tag));
    expect(outcome(head(""), "viewport")).toMatchObject({ status: "fail", code: "missing" });
    expect(outcome(head('<meta name="viewport" content="width=1024">'), "viewport").code).toBe("noDeviceWidth");
    expect(outcome(head('<meta name="viewport" content="width=device-width, user-scalable=no">'), "viewport").code).toBe("noZoom");
    expect(outcome(head('<meta name="viewport" content="width=device-width, maximum-scale=1">'), "viewport").code).toBe("noZoom");
  });

  it("robots.txt: missing warns; blocking everything or this page fails", () => {
    const robots = (text: string) => ({ robotsTxt: { found: true as const, url: "https://example.com/robots.txt", robots: parseRobotsTxt(text) } });
    expect(outcome(page(), "robotsTxt", { robotsTxt: { found: false, url: "https://example.com/robots.txt" } })).toMatchObject({
      status: "warn",
      code: "missing",
    });
    expect(outcome(page(), "robotsTxt", robots("User-agent: *\nDisallow: /"))).toMatchObject({ status: "fail", code: "blocksAll" });
    expect(outcome(page(), "robotsTxt", robots("User-agent: *\nDisallow: /serv"))).toMatchObject({ status: "fail", code: "blocksPage" });
    expect(outcome(page(), "robotsTxt", robots("User-agent: *\nDisallow: /\nAllow: /services"))).toMatchObject({ status: "pass" });
  });

  it("sitemap: missing warns; found reports its entries", () => {
    expect(outcome(page(), "sitemap", { sitemap: { found: false, url: "https://example.com/sitemap.xml" } })).toMatchObject({
      status: "warn",
      code: "missing",
    });
    expect(outcome(page(), "sitemap")).toMatchObject({ status: "pass", code: "okCount", facts: { count: 12 } });
    expect(outcome(page(), "sitemap", { sitemap: { found: true, url: "https://example.com/sitemap.xml.gz", entries: null } })).toMatchObject({
      status: "pass",
      code: "ok",
    });
  });

  it("Open Graph: none or some missing warns, naming what is missing", () => {
    const noOg = goodHead().replace(/<meta property="og:[^>]*>/g, "");
    expect(outcome(page(noOg), "openGraph")).toMatchObject({ status: "warn", code: "missing" });
    expect(outcome(page(noOg + '<meta property="og:title" content="T">'), "openGraph")).toMatchObject({
      code: "partial",
      facts: { count: 2 },
      samples: ["og:description", "og:image"],
    });
    expect(
      outcome(
        page(noOg + '<meta property="og:title" content="T"><meta property="og:description" content="D"><meta property="og:image" content="/og.png">'),
        "openGraph",
      ).code,
    ).toBe("relativeImage");
  });

  it("structured data: none warns, broken JSON-LD fails, types are listed (JSON-LD and microdata)", () => {
    const noLd = goodHead().replace(/<script type="application\/ld\+json">.*<\/script>/, "");
    expect(outcome(page(noLd), "structuredData")).toMatchObject({ status: "warn", code: "missing" });
    expect(outcome(page(noLd + '<script type="application/ld+json">{"@type": "Organization",}</script>'), "structuredData")).toMatchObject({
      status: "fail",
      code: "broken",
      facts: { count: 1 },
    });
    expect(outcome(page(), "structuredData")).toMatchObject({ status: "pass", code: "ok", samples: ["LocalBusiness", "WebPage"] });
    expect(
      outcome(page(noLd, goodBody('<div itemscope itemtype="https://schema.org/Product"><span itemprop="name">X</span></div>')), "structuredData"),
    ).toMatchObject({ status: "pass", samples: ["Product"] });
  });

  it("links: empty and generic texts warn, in Arabic and English; aria-label and image alt count as text", () => {
    const body = goodBody(
      '<a href="/a">Click here</a><a href="/b">اضغط هنا</a><a href="/c">اقرأ المزيد…</a><a href="/d"></a><a href="/e"><img src="/i.png" alt="Our prices"></a><a href="/f" aria-label="Read more about prices">Read more</a>',
    );
    const result = outcome(page(goodHead(), body), "links");
    expect(result).toMatchObject({ status: "warn", code: "both", facts: { total: 7, empty: 1, generic: 3 } });
    expect(result.samples).toEqual(["Click here", "اضغط هنا", "اقرأ المزيد…", "/d"]);
    expect(outcome(page(goodHead(), goodBody('<a href="/x">read more »</a>')), "links")).toMatchObject({ code: "generic", facts: { generic: 1 } });
    expect(outcome(page(goodHead(), goodBody('<a href="/x"><i class="icon"></i></a>')), "links")).toMatchObject({
      code: "empty",
      facts: { empty: 1 },
    });
  });

  it("word count: counts Arabic and Latin words outside scripts and styles; under 300 is thin", () => {
    const arabic = "هذه صفحة قصيرة عن تصميم المواقع في بغداد";
    const thin = outcome(
      page(goodHead(), `<h1>Title</h1><p>${arabic} and some English words</p><script>var a = "many many words here";</script><style>p{}</style>`),
      "wordCount",
    );
    expect(thin).toMatchObject({ status: "warn", code: "thin", facts: { words: 1 + 8 + 4, min: 300 } });
    expect(outcome(page(), "wordCount").status).toBe("pass");
  });

  it("response time over 800 ms and HTML over 1 MB warn", () => {
    expect(outcome(page(), "responseTime", { elapsedMs: 950 })).toMatchObject({ status: "warn", code: "slow", facts: { ms: 950, max: 800 } });
    expect(outcome(page(), "responseTime", { elapsedMs: 800 }).status).toBe("pass");
    expect(outcome(page(), "pageWeight", { bytes: 1024 * 1024 + 1 })).toMatchObject({
      status: "warn",
      code: "heavy",
      facts: { kb: 1024, maxKb: 1024 },
    });
  });

  it("the score weighs warnings at half and failures at nothing", () => {
    const html = page(
      goodHead()
        .replace(/<title>.*<\/title>/, "<title>Home</title>")
        .replace(/<meta name="viewport"[^>]*>/, ""),
    );
    const report = analyze(facts(html));
    const total = Object.values(weights).reduce((a, b) => a + b, 0);
    expect(report.score).toBe(Math.round(((total - weights.title / 2 - weights.viewport) / total) * 100));
    expect(report.counts).toMatchObject({ warn: 1, fail: 1 });
    const poor = analyze(
      facts("<p>nothing</p>", {
        status: 500,
        finalUrl: "http://example.com/services",
        robotsTxt: { found: false, url: "x" },
        sitemap: { found: false, url: "y" },
      }),
    );
    expect(poor.band).toBe("poor");
  });

  it("generic link texts are matched after normalising case, punctuation and tatweel", () => {
    expect(normaliseLinkText("  Read   MORE → ")).toBe("read more");
    expect(genericLinkTexts.has(normaliseLinkText("اضغـــط هنا!"))).toBe(true);
    expect(genericLinkTexts.has(normaliseLinkText("Read the pricing guide"))).toBe(false);
  });
});
