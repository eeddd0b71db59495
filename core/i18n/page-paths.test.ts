import { describe, expect, it } from "vitest";
import { allPages, equivalentPath, parsePath, pathFor, sectionFragment, staticPages, type SlugTable } from "./page-paths";
import { buildSlugTable, getResource } from "./resources";
import { languageFromPath } from "./languages";

/**
 * The fixed pages' shipped slugs, with two services, two sectors and the three
 * landing pages (those are the owner's lists: server/content/shipped-pages.test.ts
 * checks the shipped ones).
 */
const slugTable: SlugTable = {
  ...buildSlugTable(getResource),
  service: {
    social: { ar: "social-media-management-in-baghdad", en: "social-media-management-in-baghdad" },
    web: { ar: "web-design-development-in-baghdad", en: "web-design-development-in-baghdad" },
  },
  sector: { politics: { ar: "politics", en: "politics" }, apps: { ar: "تطبيقات-الجوال", en: "تطبيقات-الجوال" } },
  landing: {
    "social-strategy": { family: "social-media", slugs: { ar: "win-with-data-driven-strategy", en: "win-with-data-driven-strategy" } },
    "web-design": { family: "web-design", slugs: { ar: "professional-web-design-baghdad", en: "professional-web-design-baghdad" } },
    advertising: { family: "advertising", slugs: { ar: "advertising-growth-agency", en: "advertising-growth-agency" } },
  },
  articleCategory: { marketing: { ar: "تسويق-رقمي", en: "digital-marketing" } },
};

/** A table where every slug differs per language, to prove pages are mapped by id. */
const differing: SlugTable = {
  service: { web: { ar: "تصميم-المواقع", en: "web-design" } },
  sector: { apps: { ar: "تطبيقات-الجوال", en: "تطبيقات-الجوال" } },
  landing: { advertising: { family: "advertising", slugs: { ar: "اعلانات-تنمو", en: "ads-that-grow" } } },
  tool: { utm: { ar: "منشئ-روابط-utm", en: "utm-link-builder" } },
};

describe("language from path", () => {
  it.each([
    ["/", "ar"],
    ["/ar/services", "ar"],
    ["/en", "en"],
    ["/en/", "en"],
    ["/en/services", "en"],
    ["/english", "ar"],
    ["/enx/services", "ar"],
    ["/who-is-ali-hassan", "ar"],
  ])("%s is %s", (path, lang) => {
    expect(languageFromPath(path)).toBe(lang);
  });
});

describe("page paths", () => {
  it("the home pages have no prefix in Arabic and /en in English", () => {
    expect(pathFor({ kind: "home" }, "ar", slugTable)).toBe("/");
    expect(pathFor({ kind: "home" }, "en", slugTable)).toBe("/en");
  });

  it.each(["ar", "en"] as const)("every page of the site round-trips in %s", (lang) => {
    const pages = allPages(slugTable);
    const counts = [slugTable.service, slugTable.sector, slugTable.landing, slugTable.tool, slugTable.articleCategory!].map(
      (table) => Object.keys(table).length,
    );
    // The home page, the fixed pages, then each page of the tables.
    expect(pages).toHaveLength(1 + staticPages.length + counts.reduce((sum, n) => sum + n, 0));
    expect(new Set(pages.map((page) => pathFor(page, lang, slugTable))).size).toBe(pages.length);
    for (const page of pages) {
      const path = pathFor(page, lang, slugTable);
      expect(parsePath(path, slugTable), path).toEqual({ lang, page });
    }
  });

  it("places articles and their categories, and sends an article missing in a language to that language's articles page", () => {
    const table: SlugTable = { ...slugTable, article: { a1: { ar: "خطة-تسويق", en: "marketing-plan" }, a2: { ar: "فقط-بالعربية" } } };
    expect(pathFor({ kind: "article", id: "a1" }, "ar", table)).toBe(`/ar/articles/${encodeURIComponent("خطة-تسويق")}`);
    expect(parsePath(`/ar/articles/${encodeURIComponent("خطة-تسويق")}`, table)).toEqual({ lang: "ar", page: { kind: "article", id: "a1" } });
    expect(parsePath("/en/articles/marketing-plan", table)).toEqual({ lang: "en", page: { kind: "article", id: "a1" } });
    expect(parsePath("/en/articles/خطة-تسويق", table)).toBeUndefined();
    expect(pathFor({ kind: "article", id: "a2" }, "en", table)).toBe("/en/articles");
    expect(equivalentPath(`/ar/articles/${encodeURIComponent("فقط-بالعربية")}`, "en", table)).toBe("/en/articles");
    expect(parsePath("/en/articles/category/digital-marketing", table)).toEqual({ lang: "en", page: { kind: "article-category", id: "marketing" } });
    expect(parsePath("/en/articles/category/unknown", table)).toBeUndefined();
    expect(parsePath("/en/articles/category/digital-marketing/more", table)).toBeUndefined();
    expect(parsePath("/en/articles", table)).toEqual({ lang: "en", page: { kind: "static", page: "articles" } });
  });

  it("uses the slugs the specification names", () => {
    expect(pathFor({ kind: "service", id: "social" }, "en", slugTable)).toBe("/en/services/social-media-management-in-baghdad");
    expect(pathFor({ kind: "service", id: "web" }, "ar", slugTable)).toBe("/ar/services/web-design-development-in-baghdad");
    expect(pathFor({ kind: "sector", id: "politics" }, "en", slugTable)).toBe("/en/sectors/politics");
    expect(pathFor({ kind: "landing", family: "social-media", id: "social-strategy" }, "en", slugTable)).toBe(
      "/en/social-media/win-with-data-driven-strategy",
    );
    expect(pathFor({ kind: "landing", family: "web-design", id: "web-design" }, "ar", slugTable)).toBe(
      "/ar/web-design/professional-web-design-baghdad",
    );
    expect(pathFor({ kind: "landing", family: "advertising", id: "advertising" }, "en", slugTable)).toBe("/en/advertising/advertising-growth-agency");
  });

  it("percent-encodes the Arabic apps slug and decodes it back", () => {
    const path = pathFor({ kind: "sector", id: "apps" }, "en", slugTable);
    expect(path).toBe(`/en/sectors/${encodeURIComponent("تطبيقات-الجوال")}`);
    expect(path).not.toMatch(/[^\x00-\x7f]/);
    expect(parsePath(path, slugTable)?.page).toEqual({ kind: "sector", id: "apps" });
  });

  it("maps pages by id when slugs differ per language", () => {
    for (const page of allPages(differing)) {
      for (const lang of ["ar", "en"] as const) {
        const other = lang === "ar" ? "en" : "ar";
        const from = pathFor(page, lang, differing);
        expect(equivalentPath(from, other, differing)).toBe(pathFor(page, other, differing));
      }
    }
    expect(equivalentPath("/en/services/web-design", "ar", differing)).toBe(`/ar/services/${encodeURIComponent("تصميم-المواقع")}`);
    expect(equivalentPath("/en/advertising/ads-that-grow", "ar", differing)).toBe(`/ar/advertising/${encodeURIComponent("اعلانات-تنمو")}`);
    // An English slug is not a valid Arabic one.
    expect(parsePath("/ar/services/web-design", differing)).toBeUndefined();
  });

  it.each([
    "/ar",
    "/fr/services",
    "/ar/unknown",
    "/en/services/no-such-service",
    "/en/sectors/politics/extra",
    "/en/web-design/advertising-growth-agency",
    "/ar/services/%E0%A4%A",
    "/services",
  ])("%s is not a page", (path) => {
    expect(parsePath(path, slugTable)).toBeUndefined();
  });

  it("ignores a trailing slash", () => {
    expect(parsePath("/en/about/", slugTable)).toEqual({ lang: "en", page: { kind: "static", page: "about" } });
  });

  it("sends paths that show no page to the other language's home", () => {
    expect(equivalentPath("/en/nope", "ar", slugTable)).toBe("/");
    expect(equivalentPath("/something", "en", slugTable)).toBe("/en");
  });
});

describe("sectionFragment", () => {
  const sections = new Set(["faq", "free-tools", "قسم"]);
  const has = (id: string) => sections.has(id);

  it("keeps a fragment that names a section of the page", () => {
    expect(sectionFragment("#faq", has)).toBe("#faq");
    expect(sectionFragment("free-tools", has)).toBe("#free-tools");
    expect(sectionFragment(`#${encodeURIComponent("قسم")}`, has)).toBe(`#${encodeURIComponent("قسم")}`);
  });

  it.each(["", "#", "#nothing-here", "#%E0%A4%A", "#faq%22"])("drops %j", (hash) => {
    expect(sectionFragment(hash, has)).toBe("");
  });
});
