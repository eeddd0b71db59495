import { scoreBand, type CheckId, type CheckSamples, type CheckStatus, type SeoCheck, type SeoReport } from "#core/tools/seo-report";
import type { PageFacts } from "./extract";
import { blocksEverything, isAllowed, type RobotsTxt } from "./robots-txt";

/**
 * Pure: what was fetched and parsed → checks and a 0–100 score. Thresholds
 * are warnings, not verdicts: a "warn" costs half its weight, a "fail" all
 * of it, "info" nothing (docs/decisions/014-seo-analyzer.md).
 */

export type SiteFacts = {
  requestedUrl: string;
  finalUrl: string;
  status: number;
  redirects: string[];
  elapsedMs: number;
  bytes: number;
  xRobotsTag: string | null;
  page: PageFacts;
  robotsTxt: { found: true; url: string; robots: RobotsTxt } | { found: false; url: string };
  sitemap: { found: true; url: string; entries: number | null } | { found: false; url: string };
  /** Whether http://host/ ends on https (checked only for https pages that were not reached from http). */
  httpToHttps: "redirects" | "stays-http" | "unknown";
};

export const weights: Record<CheckId, number> = {
  status: 10,
  https: 8,
  robots: 10,
  title: 10,
  description: 8,
  h1: 6,
  headings: 3,
  images: 6,
  canonical: 5,
  lang: 4,
  hreflang: 3,
  viewport: 6,
  robotsTxt: 4,
  sitemap: 4,
  openGraph: 5,
  structuredData: 4,
  links: 4,
  wordCount: 4,
  responseTime: 4,
  pageWeight: 4,
};

export const limits = {
  title: { min: 30, max: 60 },
  description: { min: 70, max: 160 },
  thinWords: 300,
  slowMs: 800,
  heavyBytes: 1024 * 1024,
  samples: 5,
} as const;

const credit: Record<CheckStatus, number> = { pass: 1, warn: 0.5, fail: 0, info: 0 };

/** Link texts that say nothing about where the link goes, in Arabic and English (compared after normalising). */
export const genericLinkTexts = new Set([
  "click here",
  "click",
  "here",
  "read more",
  "more",
  "learn more",
  "more info",
  "more information",
  "details",
  "link",
  "this link",
  "this page",
  "continue",
  "go",
  "see more",
  "اضغط هنا",
  "إضغط هنا",
  "انقر هنا",
  "اضغط",
  "انقر",
  "هنا",
  "اقرأ المزيد",
  "إقرأ المزيد",
  "المزيد",
  "اعرف المزيد",
  "إعرف المزيد",
  "التفاصيل",
  "تفاصيل",
  "رابط",
  "الرابط",
  "تابع",
  "شاهد المزيد",
]);

export function normaliseLinkText(text: string): string {
  return text
    .toLowerCase()
    .replace(/\u0640/g, "")
    .replace(/[\p{P}\p{S}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const length = (text: string) => [...text].length;
const take = (values: string[]) => [...new Set(values)].slice(0, limits.samples);

function check(id: CheckId, status: CheckStatus, code: string, facts: SeoCheck["facts"] = {}, samples?: CheckSamples): SeoCheck {
  return { id, status, code, weight: status === "info" ? 0 : weights[id], facts, ...(samples && samples.values.length ? { samples } : {}) };
}

function resolve(href: string, base: string): URL | null {
  try {
    return new URL(href, base);
  } catch {
    return null;
  }
}

const sameDocument = (a: URL, b: URL) =>
  a.protocol === b.protocol && a.host === b.host && a.pathname.replace(/\/+$/, "") === b.pathname.replace(/\/+$/, "") && a.search === b.search;

/** Site = registrable domain, roughly: the host without a leading "www.". */
const site = (url: URL) => url.hostname.replace(/^www\./, "");

function directives(values: string[]): Set<string> {
  const found = new Set<string>();
  for (const value of values) {
    for (const raw of value.toLowerCase().split(",")) {
      // "googlebot: noindex" in X-Robots-Tag names a crawler first.
      const token = raw.replace(/^\s*[a-z-]+\s*:\s*(?=[a-z])/, (prefix) => (/unavailable_after|max-/.test(prefix) ? prefix : "")).trim();
      if (token) found.add(token);
    }
  }
  if (found.has("none")) {
    found.add("noindex");
    found.add("nofollow");
  }
  return found;
}

function validLanguageTag(tag: string): boolean {
  if (!/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(tag)) return false;
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

export function analyze(facts: SiteFacts): SeoReport {
  const { page } = facts;
  const final = new URL(facts.finalUrl);
  const checks: SeoCheck[] = [];

  // Status code
  const status = facts.status;
  checks.push(
    check("status", status >= 200 && status < 300 ? "pass" : "fail", status >= 200 && status < 300 ? "ok" : "error", {
      status,
      redirects: facts.redirects.length,
    }),
  );

  // HTTPS
  if (final.protocol !== "https:") checks.push(check("https", "fail", "http"));
  else if (facts.redirects.some((url) => url.startsWith("http:")) || facts.httpToHttps === "redirects")
    checks.push(check("https", "pass", "redirects"));
  else if (facts.httpToHttps === "stays-http") checks.push(check("https", "warn", "noRedirect"));
  else checks.push(check("https", "pass", "ok"));

  // Robots meta and X-Robots-Tag
  const meta = directives(page.robotsMeta);
  const header = directives(facts.xRobotsTag ? [facts.xRobotsTag] : []);
  const robotsSamples = [
    ...page.robotsMeta.map((value) => `<meta name="robots" content="${value}">`),
    ...(facts.xRobotsTag ? [`X-Robots-Tag: ${facts.xRobotsTag}`] : []),
  ];
  if (meta.has("noindex") || header.has("noindex"))
    checks.push(
      check(
        "robots",
        "fail",
        header.has("noindex") && !meta.has("noindex") ? "noindexHeader" : "noindex",
        {},
        { kind: "code", values: robotsSamples },
      ),
    );
  else if (meta.has("nofollow") || header.has("nofollow"))
    checks.push(check("robots", "warn", "nofollow", {}, { kind: "code", values: robotsSamples }));
  else checks.push(check("robots", "pass", "ok"));

  // Title
  if (page.title === null || page.title === "") checks.push(check("title", "fail", "missing"));
  else {
    const n = length(page.title);
    const sample = { kind: "text" as const, values: [page.title] };
    const range = { length: n, min: limits.title.min, max: limits.title.max };
    if (n < limits.title.min) checks.push(check("title", "warn", "short", range, sample));
    else if (n > limits.title.max) checks.push(check("title", "warn", "long", range, sample));
    else checks.push(check("title", "pass", "ok", range, sample));
  }

  // Meta description
  if (page.description === null || page.description === "") checks.push(check("description", "fail", "missing"));
  else {
    const n = length(page.description);
    const sample = { kind: "text" as const, values: [page.description] };
    const range = { length: n, min: limits.description.min, max: limits.description.max };
    if (n < limits.description.min) checks.push(check("description", "warn", "short", range, sample));
    else if (n > limits.description.max) checks.push(check("description", "warn", "long", range, sample));
    else checks.push(check("description", "pass", "ok", range, sample));
  }

  // One h1
  const h1s = page.headings.filter((heading) => heading.level === 1);
  const h1Samples = { kind: "text" as const, values: take(h1s.map((h) => h.text).filter(Boolean)) };
  if (h1s.length === 0) checks.push(check("h1", "fail", "missing"));
  else if (h1s.length > 1) checks.push(check("h1", "warn", "many", { count: h1s.length }, h1Samples));
  else if (!h1s[0]!.text) checks.push(check("h1", "warn", "empty"));
  else checks.push(check("h1", "pass", "ok", { count: 1 }, h1Samples));

  // Heading order: no level skipped on the way down (h2 → h4).
  if (page.headings.length === 0) checks.push(check("headings", "warn", "none"));
  else {
    const skips: string[] = [];
    let previous = 0;
    for (const heading of page.headings) {
      if (previous > 0 && heading.level > previous + 1) skips.push(`h${previous} → h${heading.level}`);
      previous = heading.level;
    }
    if (skips.length)
      checks.push(check("headings", "warn", "skipped", { count: skips.length, first: skips[0]! }, { kind: "code", values: take(skips) }));
    else checks.push(check("headings", "pass", "ok", { count: page.headings.length }));
  }

  // Image alt texts (alt="" is a deliberate choice for decorative images).
  const missingAlt = page.images.filter((image) => image.alt === null);
  if (page.images.length === 0) checks.push(check("images", "pass", "none"));
  else if (missingAlt.length === 0) checks.push(check("images", "pass", "ok", { total: page.images.length }));
  else
    checks.push(
      check(
        "images",
        missingAlt.length * 2 > page.images.length ? "fail" : "warn",
        "missingAlt",
        { total: page.images.length, missing: missingAlt.length },
        { kind: "url", values: take(missingAlt.map((image) => image.src || "<img>")) },
      ),
    );

  // Canonical
  const canonicals = page.canonicals.filter(Boolean);
  if (canonicals.length === 0) checks.push(check("canonical", "warn", "missing"));
  else if (new Set(canonicals).size > 1)
    checks.push(check("canonical", "warn", "many", { count: canonicals.length }, { kind: "url", values: take(canonicals) }));
  else {
    const href = canonicals[0]!;
    const target = resolve(href, facts.finalUrl);
    const sample = { kind: "url" as const, values: [href] };
    if (!target || !/^https?:$/.test(target.protocol)) checks.push(check("canonical", "warn", "invalid", {}, sample));
    else if (!/^https?:\/\//i.test(href)) checks.push(check("canonical", "warn", "relative", {}, sample));
    else if (site(target) !== site(final)) checks.push(check("canonical", "warn", "otherSite", {}, sample));
    else if (!sameDocument(target, final)) checks.push(check("canonical", "warn", "otherPage", {}, sample));
    else checks.push(check("canonical", "pass", "ok", {}, sample));
  }

  // <html lang>
  const lang = page.lang?.trim() ?? "";
  if (!lang) checks.push(check("lang", "warn", "missing"));
  else if (!validLanguageTag(lang)) checks.push(check("lang", "warn", "invalid", { lang }));
  else checks.push(check("lang", "pass", "ok", { lang }));

  // hreflang: only for pages with language versions.
  if (page.hreflang.length === 0) checks.push(check("hreflang", "info", "none"));
  else {
    const codes = page.hreflang.map((entry) => entry.lang);
    const invalid = codes.filter((code) => code.toLowerCase() !== "x-default" && !validLanguageTag(code));
    const relative = page.hreflang.filter((entry) => !/^https?:\/\//i.test(entry.href));
    const hasDefault = codes.some((code) => code.toLowerCase() === "x-default");
    if (invalid.length)
      checks.push(check("hreflang", "warn", "invalid", { count: invalid.length }, { kind: "code", values: take(invalid.map((c) => c || '""')) }));
    else if (relative.length)
      checks.push(
        check("hreflang", "warn", "relative", { count: relative.length }, { kind: "url", values: take(relative.map((e) => e.href || '""')) }),
      );
    else if (!hasDefault) checks.push(check("hreflang", "warn", "noDefault", { count: codes.length }, { kind: "code", values: take(codes) }));
    else checks.push(check("hreflang", "pass", "ok", { count: codes.length }, { kind: "code", values: take(codes) }));
  }

  // Viewport
  if (page.viewport === null) checks.push(check("viewport", "fail", "missing"));
  else {
    const content = page.viewport.toLowerCase().replace(/\s+/g, "");
    const sample = { kind: "code" as const, values: [page.viewport] };
    const maxScale = /maximum-scale=([\d.]+)/.exec(content);
    if (!content.includes("width=device-width")) checks.push(check("viewport", "warn", "noDeviceWidth", {}, sample));
    else if (/user-scalable=(no|0)/.test(content) || (maxScale && Number(maxScale[1]) < 2))
      checks.push(check("viewport", "warn", "noZoom", {}, sample));
    else checks.push(check("viewport", "pass", "ok", {}, sample));
  }

  // robots.txt
  const robotsSample = { kind: "url" as const, values: [facts.robotsTxt.url] };
  if (!facts.robotsTxt.found) checks.push(check("robotsTxt", "warn", "missing", {}, robotsSample));
  else if (blocksEverything(facts.robotsTxt.robots)) checks.push(check("robotsTxt", "fail", "blocksAll", {}, robotsSample));
  else if (!isAllowed(facts.robotsTxt.robots, final.pathname + final.search)) checks.push(check("robotsTxt", "fail", "blocksPage", {}, robotsSample));
  else checks.push(check("robotsTxt", "pass", "ok", {}, robotsSample));

  // Sitemap
  const sitemapSample = { kind: "url" as const, values: [facts.sitemap.url] };
  if (!facts.sitemap.found) checks.push(check("sitemap", "warn", "missing", {}, sitemapSample));
  else if (facts.sitemap.entries !== null) checks.push(check("sitemap", "pass", "okCount", { count: facts.sitemap.entries }, sitemapSample));
  else checks.push(check("sitemap", "pass", "ok", {}, sitemapSample));

  // Open Graph
  const ogNeeded = ["og:title", "og:description", "og:image"];
  const ogMissing = ogNeeded.filter((property) => !page.openGraph[property]);
  if (ogMissing.length === ogNeeded.length) checks.push(check("openGraph", "warn", "missing"));
  else if (ogMissing.length) checks.push(check("openGraph", "warn", "partial", { count: ogMissing.length }, { kind: "code", values: ogMissing }));
  else if (!/^https?:\/\//i.test(page.openGraph["og:image"]!))
    checks.push(check("openGraph", "warn", "relativeImage", {}, { kind: "url", values: [page.openGraph["og:image"]!] }));
  else checks.push(check("openGraph", "pass", "ok", {}, { kind: "code", values: ogNeeded }));

  // Structured data
  const broken = page.jsonLdBlocks.filter((block) => !block.ok).length;
  const types = take([...page.jsonLdBlocks.flatMap((block) => (block.ok ? block.types : [])), ...page.microdataTypes]);
  const found = page.jsonLdBlocks.length - broken + page.microdataItems;
  if (broken) checks.push(check("structuredData", "fail", "broken", { count: broken }, { kind: "code", values: types }));
  else if (found === 0) checks.push(check("structuredData", "warn", "missing"));
  else checks.push(check("structuredData", "pass", types.length ? "ok" : "untyped", { count: found }, { kind: "code", values: types }));

  // Link texts
  const empty = page.links.filter((link) => link.name === "");
  const generic = page.links.filter((link) => link.name !== "" && genericLinkTexts.has(normaliseLinkText(link.name)));
  if (page.links.length === 0) checks.push(check("links", "info", "none"));
  else if (empty.length || generic.length)
    checks.push(
      check(
        "links",
        "warn",
        empty.length && generic.length ? "both" : empty.length ? "empty" : "generic",
        { total: page.links.length, empty: empty.length, generic: generic.length },
        { kind: "text", values: take([...generic.map((link) => link.name), ...empty.map((link) => link.href)]) },
      ),
    );
  else checks.push(check("links", "pass", "ok", { total: page.links.length }));

  // Word count
  const words = page.words;
  checks.push(
    words < limits.thinWords ? check("wordCount", "warn", "thin", { words, min: limits.thinWords }) : check("wordCount", "pass", "ok", { words }),
  );

  // Response time (until the whole HTML arrived, redirects included)
  const ms = facts.elapsedMs;
  checks.push(ms > limits.slowMs ? check("responseTime", "warn", "slow", { ms, max: limits.slowMs }) : check("responseTime", "pass", "ok", { ms }));

  // Page weight (the HTML document only)
  const kb = Math.round(facts.bytes / 1024);
  checks.push(
    facts.bytes > limits.heavyBytes
      ? check("pageWeight", "warn", "heavy", { kb, maxKb: limits.heavyBytes / 1024 })
      : check("pageWeight", "pass", "ok", { kb }),
  );

  const scored = checks.filter((c) => c.status !== "info");
  const total = scored.reduce((sum, c) => sum + c.weight, 0);
  const earned = scored.reduce((sum, c) => sum + c.weight * credit[c.status], 0);
  const score = total ? Math.round((earned / total) * 100) : 0;
  const counts = { pass: 0, warn: 0, fail: 0, info: 0 };
  for (const c of checks) counts[c.status] += 1;

  return {
    requestedUrl: facts.requestedUrl,
    finalUrl: facts.finalUrl,
    redirects: facts.redirects.length,
    status,
    score,
    band: scoreBand(score),
    counts,
    checks,
    metrics: { responseMs: ms, bytes: facts.bytes, words },
  };
}
