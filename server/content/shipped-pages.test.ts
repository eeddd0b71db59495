import { describe, expect, it } from "vitest";
import { languages } from "#core/i18n/languages";
import { allPages, staticPages, parsePath, pathFor } from "#core/i18n/page-paths";
import { upgradeDocument } from "#core/content/document-upgrade";
import { parseBlocks } from "#core/content/list-kit";
import type { ContentDocument } from "#core/content/content-document";
import { buildContentView } from "./content-view";
import { shippedDocument } from "./content-service";

const shipped = () => structuredClone(shippedDocument());
const view = (document: ContentDocument) => buildContentView(document, 1, false);

/** A service of the owner's own, complete in both languages. */
function weddingService(): ContentDocument["lists"]["services"][number] {
  const both = (en: string, ar: string) => ({ en, ar });
  return {
    id: "weddings",
    published: true,
    sample: false,
    icon: "camera",
    slug: both("wedding-films", "افلام-الاعراس"),
    title: both("Wedding films", "أفلام الأعراس"),
    description: both("Your day, filmed.", "يومك مصوَّرًا."),
    metaTitle: both("Wedding films in Baghdad", "أفلام الأعراس في بغداد"),
    metaDescription: both("Wedding films shot in Baghdad.", "أفلام أعراس تُصوَّر في بغداد."),
    intro: both("I film weddings <script>alert(1)</script>.", "أصوّر الأعراس."),
    problemTitle: both("Problem", "المشكلة"),
    problemText: both("Moments pass.", "اللحظات تمضي."),
    solutionTitle: both("Solution", "الحل"),
    solutionText: both("A film keeps them.", "الفيلم يحفظها."),
    processTitle: both("How it goes", "كيف تسير"),
    steps: both("Meet\nWe talk.\n\nFilm\nI film.", "نلتقي\nنتحدث.\n\nالتصوير\nأصوّر."),
    faq: both("", ""),
    related: ["video", "no-such-service", "weddings"],
  };
}

describe("the shipped services and sectors", () => {
  it("are the pages the site had as texts: same ids, order, slugs, steps and questions", () => {
    const shown = view(shipped());
    expect(shown.value("en", "services", "order")).toEqual(["marketing", "video", "strategy", "branding", "social", "web", "content", "events"]);
    expect(shown.value("en", "sectors", "order")).toEqual(["politics", "health", "hospitality", "retail", "apps"]);
    expect(pathFor({ kind: "service", id: "social" }, "en", shown.slugs)).toBe("/en/services/social-media-management-in-baghdad");
    expect(pathFor({ kind: "sector", id: "apps" }, "ar", shown.slugs)).toBe(`/ar/sectors/${encodeURIComponent("تطبيقات-الجوال")}`);
    // Every page of the site round-trips: the home page, the fixed pages, and one page per item of each table.
    const pages = allPages(shown.slugs);
    const tables = [shown.slugs.service, shown.slugs.sector, shown.slugs.landing, shown.slugs.tool, shown.slugs.articleCategory ?? {}];
    expect(pages).toHaveLength(1 + staticPages.length + tables.reduce((sum, table) => sum + Object.keys(table).length, 0));
    expect(Object.keys(shown.slugs.articleCategory ?? {})).toEqual(["digital-marketing", "web-design"]);
    for (const lang of languages) for (const page of pages) expect(parsePath(pathFor(page, lang, shown.slugs), shown.slugs)?.page).toEqual(page);
    const marketing = shown.value("en", "services", "items.marketing") as {
      faq: { question: string }[];
      pageContent: { process: { steps: unknown[] } };
    };
    expect(marketing.pageContent.process.steps).toHaveLength(5);
    expect(marketing.faq[0]!.question).toBe("Which platforms do you advertise on?");
  });

  it("relate only to shipped pages of their own list", () => {
    const document = shipped();
    for (const list of ["services", "sectors"] as const) {
      const ids = document.lists[list].map((item) => item.id);
      for (const item of document.lists[list]) for (const other of item.related) expect(ids, `${list}.${item.id}`).toContain(other);
    }
  });
});

describe("a service the owner adds", () => {
  it("gets its page in both languages, its card in order, its related pages among the shown ones", () => {
    const document = shipped();
    document.lists.services.splice(2, 0, weddingService());
    const shown = view(document);
    expect((shown.value("en", "services", "order") as string[]).slice(0, 4)).toEqual(["marketing", "video", "weddings", "strategy"]);
    expect(pathFor({ kind: "service", id: "weddings" }, "en", shown.slugs)).toBe("/en/services/wedding-films");
    expect(parsePath(`/ar/services/${encodeURIComponent("افلام-الاعراس")}`, shown.slugs)?.page).toEqual({ kind: "service", id: "weddings" });
    expect(allPages(shown.slugs)).toContainEqual({ kind: "service", id: "weddings" });
    expect(shown.text("ar", "services:items.weddings.title")).toBe("أفلام الأعراس");
    expect(shown.value("en", "services", "items.weddings.related")).toEqual(["video"]);
    expect(shown.value("en", "services", "items.weddings.faq")).toEqual([]);
    expect(shown.value("ar", "services", "items.weddings.pageContent.process.steps")).toEqual([
      { title: "نلتقي", description: "نتحدث." },
      { title: "التصوير", description: "أصوّر." },
    ]);
  });

  it("hidden, it leaves the order, the addresses and every other page's related links", () => {
    const document = shipped();
    document.lists.services.find((service) => service.id === "video")!.published = false;
    const shown = view(document);
    expect(shown.value("en", "services", "order")).not.toContain("video");
    expect(shown.slugs.service.video).toBeUndefined();
    for (const id of shown.value("en", "services", "order") as string[]) {
      expect(shown.value("en", "services", `items.${id}.related`), id).not.toContain("video");
    }
  });
});

describe("an older document (services and sectors as page texts)", () => {
  it("keeps the owner's changes to those texts on the shipped items", () => {
    const current = shipped();
    const older = structuredClone(current) as unknown as { lists: Record<string, unknown>; texts: ContentDocument["texts"] };
    delete older.lists.services;
    delete older.lists.sectors;
    older.texts.en["services:items.web.title"] = "Websites that sell";
    older.texts.en["services:items.web.meta.slug"] = "websites";
    older.texts.ar["services:items.web.faq.1.answer"] = "جواب جديد";
    older.texts.en["sectors:items.health.pageContent.results.outcomes.2.title"] = "More bookings";
    older.texts.en["home:hero.title"] = "Kept";
    const upgraded = upgradeDocument(older, current) as ContentDocument;
    const web = upgraded.lists.services.find((service) => service.id === "web")!;
    expect(web.title.en).toBe("Websites that sell");
    expect(web.slug.en).toBe("websites");
    expect(web.sample).toBe(false);
    expect(parseBlocks(web.faq.ar)[1]!.text).toBe("جواب جديد");
    expect(parseBlocks(web.faq.ar)).toHaveLength(parseBlocks(current.lists.services.find((service) => service.id === "web")!.faq.ar).length);
    const health = upgraded.lists.sectors.find((sector) => sector.id === "health")!;
    expect(parseBlocks(health.outcomes.en)[2]!.title).toBe("More bookings");
    expect(upgraded.lists.services.find((service) => service.id === "video")!.sample).toBe(true);
    expect(upgraded.texts.en).toEqual({ "home:hero.title": "Kept" });
  });
});

describe("the shipped landing pages", () => {
  it("are the pages the site had as texts: same ids, areas, slugs, sections and questions", () => {
    const shown = view(shipped());
    expect(shown.value("en", "landing", "order")).toEqual(["social-strategy", "web-design", "advertising"]);
    expect(pathFor({ kind: "landing", family: "social-media", id: "social-strategy" }, "en", shown.slugs)).toBe(
      "/en/social-media/win-with-data-driven-strategy",
    );
    expect(pathFor({ kind: "landing", family: "web-design", id: "web-design" }, "ar", shown.slugs)).toBe(
      "/ar/web-design/professional-web-design-baghdad",
    );
    expect(pathFor({ kind: "landing", family: "advertising", id: "advertising" }, "en", shown.slugs)).toBe(
      "/en/advertising/advertising-growth-agency",
    );
    const strategy = shown.value("en", "landing", "items.social-strategy") as {
      family: string;
      hero: { title: string };
      pains: { items: unknown[] };
      offer: { items: { title: string; text: string }[] };
      process: { steps: unknown[] };
      faq: { question: string; answer: string }[];
    };
    expect(strategy.family).toBe("social-media");
    expect(strategy.hero.title).toBe("Stop posting and hoping. Grow with a plan built on data.");
    expect(strategy.pains.items).toHaveLength(3);
    expect(strategy.offer.items[0]).toEqual({
      title: "Account and data audit",
      text: "A clear review of your accounts, past posts and results, showing what to keep and what to stop.",
    });
    expect(strategy.process.steps).toHaveLength(7);
    expect(strategy.faq).toHaveLength(4);
  });

  it("an older document's changes to the landing texts are kept on the shipped items", () => {
    const current = shipped();
    const older = structuredClone(current) as unknown as { lists: Record<string, unknown>; texts: ContentDocument["texts"] };
    delete older.lists.landing;
    older.texts.en["landing:items.web-design.hero.title"] = "Websites that sell";
    older.texts.ar["landing:items.advertising.meta.slug"] = "اعلانات";
    older.texts.en["landing:items.social-strategy.process.steps.6.text"] = "The last step, mine.";
    older.texts.en["landing:labels.faq"] = "Questions";
    const upgraded = upgradeDocument(older, current) as ContentDocument;
    const web = upgraded.lists.landing.find((item) => item.id === "web-design")!;
    expect(web.heroTitle.en).toBe("Websites that sell");
    expect(web.sample).toBe(false);
    expect(upgraded.lists.landing.find((item) => item.id === "advertising")!.slug.ar).toBe("اعلانات");
    expect(parseBlocks(upgraded.lists.landing.find((item) => item.id === "social-strategy")!.steps.en)[6]!.text).toBe("The last step, mine.");
    expect(upgraded.texts.en).toEqual({ "landing:labels.faq": "Questions" });
  });
});

describe("the portfolio's categories", () => {
  it("are the four the site had as texts, and an older document's renamed category is kept", () => {
    const shown = view(shipped());
    expect(shown.value("en", "pages", "portfolio.categoryOrder")).toEqual(["video", "photography", "event", "web"]);
    expect(shown.value("ar", "pages", "portfolio.categories.photography")).toBe("تصوير");
    expect(shown.slugs.portfolioCategories).toEqual(["video", "photography", "event", "web"]);

    const current = shipped();
    const older = structuredClone(current) as unknown as { lists: Record<string, unknown>; texts: ContentDocument["texts"] };
    delete older.lists["portfolio-categories"];
    older.texts.en["pages:portfolio.categories.event"] = "Weddings and events";
    const upgraded = upgradeDocument(older, current) as ContentDocument;
    const event = upgraded.lists["portfolio-categories"].find((item) => item.id === "event")!;
    expect(event.name).toEqual({ ar: "فعاليات", en: "Weddings and events" });
    expect(event.sample).toBe(false);
    expect(upgraded.texts.en).toEqual({});
  });

  it("a hidden category leaves the filter and its address, its work stays under All", () => {
    const document = shipped();
    document.lists["portfolio-categories"].find((item) => item.id === "web")!.published = false;
    const shown = view(document);
    expect(shown.value("en", "pages", "portfolio.categoryOrder")).toEqual(["video", "photography", "event"]);
    expect(shown.slugs.portfolioCategories).not.toContain("web");
  });
});
