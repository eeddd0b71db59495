import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleArticles } from "#core/articles/sample-articles";
import { startServer, type RunningServer } from "../setup/server";
import { allPages } from "#core/i18n/page-paths";
import { shippedSlugs } from "../support/shipped-slugs";
import { titleLimit } from "#core/content/text-overrides";
import { propertyProblem } from "../fixtures/schema-org/vocabulary";

const slugTable = shippedSlugs();
/** Every page (home, the fixed pages and each catalogued service, sector, landing page and tool), in two languages. */
// Every page in both languages, and a fresh site's two sample articles in both.
const pageCount = allPages(slugTable).length * 2 + sampleArticles().length * 2;

let server: RunningServer;
const siteUrl = "https://studio.example";
beforeAll(async () => {
  server = await startServer({ SITE_URL: siteUrl });
});
afterAll(async () => {
  await server?.stop();
});

/** Fetches a page by its public URL from the local server. */
const fetchPublic = (url: string) => fetch(url.replace(siteUrl, server.url), { redirect: "manual" });

type PageInfo = {
  url: string;
  status: number;
  title: string;
  description: string;
  canonical: string;
  hreflang: Record<string, string>;
  jsonLd: Record<string, unknown>[];
  html: string;
};

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const unescape = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

async function inspect(url: string): Promise<PageInfo> {
  const response = await fetchPublic(url);
  const html = await response.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const links = [...head.matchAll(/<link[^>]*>/g)].map((m) => m[0]);
  const hreflang: Record<string, string> = {};
  for (const link of links) {
    if (attr(link, "rel") === "alternate" && attr(link, "hrefLang")) hreflang[attr(link, "hrefLang")!] = unescape(attr(link, "href")!);
  }
  const description = [...head.matchAll(/<meta[^>]*>/g)].map((m) => m[0]).find((tag) => attr(tag, "name") === "description");
  return {
    url,
    status: response.status,
    html,
    title: unescape(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ""),
    description: unescape(description ? (attr(description, "content") ?? "") : ""),
    canonical: unescape(attr(links.find((l) => attr(l, "rel") === "canonical") ?? "", "href") ?? ""),
    hreflang,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    ),
  };
}

let sitemapUrls: string[] = [];
let inspected: PageInfo[] = [];
/**
 * The pages the first test read from the sitemap. A test over every page must never pass on none,
 * so each one asks for them here, and fails if the sitemap's test did not collect them all.
 */
function everyPage() {
  expect(inspected).toHaveLength(pageCount);
  return inspected;
}

describe("sitemap and pages", () => {
  it("lists every public URL in both languages with alternates", async () => {
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    sitemapUrls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => unescape(m[1]!));
    // The shipped catalogue has 36 pages; the counts below come from it, not from this number.
    expect(pageCount).toBeGreaterThanOrEqual(72);
    expect(sitemapUrls).toHaveLength(pageCount);
    expect(new Set(sitemapUrls).size).toBe(pageCount);
    expect(sitemapUrls).toContain(`${siteUrl}/`);
    expect(sitemapUrls).toContain(`${siteUrl}/en`);
    expect(sitemapUrls).toContain(`${siteUrl}/en/sectors/${encodeURIComponent("تطبيقات-الجوال")}`);
    expect(xml.match(/hreflang="x-default"/g)).toHaveLength(pageCount);
    inspected = await Promise.all(sitemapUrls.map(inspect));
  });

  it("every URL answers 200 and is its own canonical", () => {
    const pages = everyPage();
    for (const page of pages) {
      expect(page.status, page.url).toBe(200);
      expect(page.canonical, page.url).toBe(page.url);
    }
  });

  it("titles and descriptions are present and unique", () => {
    const pages = everyPage();
    const titles = new Set(pages.map((p) => p.title));
    const descriptions = new Set(pages.map((p) => p.description));
    for (const page of pages) {
      expect(page.title.length, page.url).toBeGreaterThan(10);
      expect(page.description.length, page.url).toBeGreaterThan(40);
    }
    expect(titles.size).toBe(pages.length);
    expect(descriptions.size).toBe(pages.length);
  });

  it("hreflang links are reciprocal", () => {
    const pages = everyPage();
    const byUrl = new Map(pages.map((p) => [p.url, p]));
    for (const page of pages) {
      expect(Object.keys(page.hreflang).sort(), page.url).toEqual(["ar", "en", "x-default"]);
      expect([page.hreflang.ar, page.hreflang.en], page.url).toContain(page.url);
      for (const lang of ["ar", "en"]) {
        const other = byUrl.get(page.hreflang[lang]!);
        expect(other, `${page.url} -> ${lang}`).toBeDefined();
        expect(other!.hreflang.ar).toBe(page.hreflang.ar);
        expect(other!.hreflang.en).toBe(page.hreflang.en);
      }
      expect(page.hreflang["x-default"]).toBe(page.hreflang.ar);
    }
  });

  it("social cards carry a title, description and image", () => {
    const pages = everyPage();
    expect(pages.filter((page) => page.jsonLd.some((data) => data["@type"] === "ProfessionalService" && "image" in data)).length).toBe(2);
    for (const page of pages) {
      // Each page's own card (ADR 035; share-cards.test.ts fetches them).
      expect(page.html, page.url).toMatch(new RegExp(`property="og:image" content="${siteUrl}/og/(ar|en)/[a-z0-9-]+-[0-9a-f]{20}\\.png"`));
      expect(page.html, page.url).toContain('name="twitter:card" content="summary_large_image"');
      // The business's picture in the home page's structured data is that page's card, not a fixed image.
      const business = page.jsonLd.find((data) => data["@type"] === "ProfessionalService" && "image" in data);
      if (business) expect(page.html, page.url).toContain(`property="og:image" content="${business.image as string}"`);
      expect(page.html, page.url).toMatch(/property="og:title" content="[^"]+"/);
    }
  });

  it("structured data parses and has the required fields", () => {
    const pages = everyPage();
    const types = (page: PageInfo) => page.jsonLd.map((d) => d["@type"]);
    for (const page of pages) {
      for (const data of page.jsonLd) expect(data["@context"], page.url).toBe("https://schema.org");
      const path = new URL(page.url).pathname;
      const isHome = path === "/" || path === "/en";
      if (isHome) {
        expect(types(page)).toEqual(expect.arrayContaining(["ProfessionalService", "Person", "WebSite"]));
        const business = page.jsonLd.find((d) => d["@type"] === "ProfessionalService")!;
        expect(business.name).toBeTruthy();
        expect((business.address as { addressCountry: string }).addressCountry).toBe("IQ");
      } else {
        const crumbs = page.jsonLd.find((d) => d["@type"] === "BreadcrumbList");
        expect(crumbs, page.url).toBeDefined();
        const items = crumbs!.itemListElement as { position: number; name: string; item: string }[];
        expect(items.length).toBeGreaterThanOrEqual(2);
        expect(items.at(-1)!.item).toBe(page.url);
        items.forEach((item, index) => expect(item.position).toBe(index + 1));
      }
      if (/\/services\/./.test(path) || /\/(social-media|web-design|advertising)\//.test(path)) {
        const service = page.jsonLd.find((d) => d["@type"] === "Service");
        expect(service, page.url).toBeDefined();
        expect(service!.name).toBeTruthy();
        // Named in full: search engines do not follow an @id to the page that describes it.
        expect(service!.provider, page.url).toEqual({
          "@type": "ProfessionalService",
          "@id": `${siteUrl}/#business`,
          name: path.startsWith("/en") ? "Ali Hassan" : "علي حسن",
          url: `${siteUrl}/`,
        });
      }
      const faq = page.jsonLd.find((d) => d["@type"] === "FAQPage");
      if (faq) {
        const questions = faq.mainEntity as { "@type": string; name: string; acceptedAnswer: { text: string } }[];
        expect(questions.length, page.url).toBeGreaterThan(0);
        for (const q of questions) {
          expect(q["@type"]).toBe("Question");
          expect(q.name).toBeTruthy();
          expect(q.acceptedAnswer.text).toBeTruthy();
        }
      }
      if (path.endsWith("/faq")) expect(faq, page.url).toBeDefined();
    }
  });

  it("the business names a logo: without one of his, the shipped mark's own file, which answers as a picture", async () => {
    const homes = everyPage().filter((page) => ["/", "/en"].includes(new URL(page.url).pathname));
    expect(homes).toHaveLength(2);
    for (const page of homes) {
      const business = page.jsonLd.find((data) => data["@type"] === "ProfessionalService")!;
      expect(business.logo, page.url).toBe(`${siteUrl}/favicon.svg`);
      // schema.org has no logo for a person: his image is his photo.
      expect(
        page.jsonLd.find((data) => data["@type"] === "Person"),
        page.url,
      ).not.toHaveProperty("logo");
    }
    const logo = await fetchPublic(`${siteUrl}/favicon.svg`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get("content-type")).toContain("image/svg+xml");
    expect(await logo.text()).toMatch(/^<svg[^>]*viewBox="0 0 100 100"/);
  });

  it("every JSON-LD property is one schema.org allows on the type it is used on", () => {
    const pages = everyPage();
    const problems = new Set<string>();
    let checked = 0;
    const visit = (node: unknown, where: string) => {
      if (Array.isArray(node)) return node.forEach((child) => visit(child, where));
      if (node === null || typeof node !== "object") return;
      const record = node as Record<string, unknown>;
      const properties = Object.keys(record).filter((key) => !key.startsWith("@"));
      const type = record["@type"];
      // A bare {"@id"} points at a node described elsewhere; anything with properties says what it is.
      if (properties.length > 0 && typeof type !== "string") problems.add(`${where}: a node without @type (${properties.join(", ")})`);
      for (const property of properties) {
        checked++;
        const problem = typeof type === "string" ? propertyProblem(type, property) : undefined;
        if (problem) problems.add(`${where}: ${problem}`);
        visit(record[property], `${where} > ${String(type)}.${property}`);
      }
    };
    for (const page of pages) for (const data of page.jsonLd) visit(data, new URL(page.url).pathname);
    expect(checked).toBeGreaterThan(1000);
    expect([...problems]).toEqual([]);
  });

  it("a node that several pages describe (its @id) has the same url on every page", () => {
    const pages = everyPage();
    const urls = new Map<string, Set<string>>();
    const visit = (node: unknown) => {
      if (Array.isArray(node)) return node.forEach(visit);
      if (node === null || typeof node !== "object") return;
      const record = node as Record<string, unknown>;
      if (typeof record["@id"] === "string" && typeof record.url === "string") {
        urls.set(record["@id"], (urls.get(record["@id"]) ?? new Set()).add(record.url));
      }
      Object.values(record).forEach(visit);
    };
    for (const page of pages) page.jsonLd.forEach(visit);
    expect(Object.fromEntries([...urls].map(([id, set]) => [id, [...set]]))).toEqual({
      [`${siteUrl}/#business`]: [`${siteUrl}/`],
      [`${siteUrl}/#person`]: [`${siteUrl}/ar/about`],
    });
  });

  it(`every page title, the owner's name included, fits in ${titleLimit} characters`, () => {
    const pages = everyPage();
    const over = pages.filter((page) => [...page.title].length > titleLimit).map((page) => `${[...page.title].length} ${page.title}`);
    expect(over).toEqual([]);
    // The shipped titles are short enough to keep the sample name after them.
    const withoutName = pages.filter((page) => !/ \| (Ali Hassan|علي حسن)$/.test(page.title)).map((page) => page.title);
    expect(withoutName).toEqual([]);
  });

  it("each page type carries the sections it needs", () => {
    const pages = everyPage();
    for (const page of pages) {
      const path = new URL(page.url).pathname;
      if (/\/services\/./.test(path)) {
        // intro, challenge, solution, process, FAQ, related services, call to action
        expect(page.html, page.url).toContain('id="steps-title"');
        expect(page.html, page.url).toContain('id="service-faq"');
        expect(page.html, page.url).toContain('id="related-services"');
        expect(page.html, page.url).toContain('id="cta-title"');
      }
      if (/\/sectors\/./.test(path)) {
        expect(page.html, page.url).toContain('id="steps-title"');
        expect(page.html, page.url).toContain('id="sector-results"');
        expect(page.html, page.url).toContain('id="related-sectors"');
        expect(page.html.match(/<li class="card flex gap-4 p-5">/g), page.url).toHaveLength(4);
      }
      if (/\/(social-media|web-design|advertising)\//.test(path)) {
        for (const id of ["pains-title", "offer-title", "steps-title", "proof-title", "landing-faq", "cta-title"])
          expect(page.html, `${page.url} ${id}`).toContain(`id="${id}"`);
      }
      if (path.endsWith("/privacy-policy") || path.endsWith("/terms-of-service")) {
        // Its "last updated" date, with its year (the page's own HTML: no router data carries it any more, ADR 055).
        expect(page.html, page.url).toMatch(/(?:Last updated|آخر تحديث)[^<]*(?:20\d\d|٢٠[٠-٩][٠-٩])/);
        expect(page.html.match(/<h2 id="section-/g)?.length ?? 0, page.url).toBeGreaterThan(4);
      }
      if (path.endsWith("/portfolio")) expect(page.html.match(/data-testid="portfolio-item"/g)?.length ?? 0, page.url).toBe(12);
    }
  });
});

/**
 * Whether robots.txt lets a crawler fetch a path, as RFC 9309 says crawlers decide:
 * the longest matching rule of the `*` group wins, an allow wins a tie, `*` matches
 * any characters and a final `$` anchors the end.
 */
function robotsAllows(body: string, path: string): boolean {
  const rules = body
    .split("\n")
    .map((line) => /^(allow|disallow):\s*(\S*)/i.exec(line.trim()))
    .filter((match): match is RegExpExecArray => match !== null && match[2] !== "")
    .map((match) => ({ allow: match[1]!.toLowerCase() === "allow", pattern: match[2]! }));
  const matches = (pattern: string) => {
    const anchored = pattern.endsWith("$");
    const source = (anchored ? pattern.slice(0, -1) : pattern)
      .split("*")
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*");
    return new RegExp(`^${source}${anchored ? "$" : ""}`).test(path);
  };
  const best = rules
    .filter((rule) => matches(rule.pattern))
    .sort((a, b) => b.pattern.length - a.pattern.length || Number(b.allow) - Number(a.allow))[0];
  return best?.allow ?? true;
}

describe("robots.txt", () => {
  it("keeps crawlers out of the admin and points to the sitemap", async () => {
    const body = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(body).toContain("User-agent: *");
    expect(body).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
    // Both /admin and everything under it, the sign-in page, and the APIs.
    for (const path of ["/admin", "/admin/", "/admin/dashboard", "/admin/pages?x=1", "/wp-admin/1986", "/api/health", "/auth/v1/token"])
      expect(robotsAllows(body, path), path).toBe(false);
    // Every public page stays open.
    expect(sitemapUrls).toHaveLength(pageCount);
    for (const url of sitemapUrls) expect(robotsAllows(body, new URL(url).pathname), url).toBe(true);
    expect(robotsAllows(body, "/sitemap.xml")).toBe(true);
  });
});
