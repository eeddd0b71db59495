import pino from "pino";
import { describe, expect, it } from "vitest";
import { allPages } from "#core/i18n/page-paths";
import type { ContentDocument } from "#core/content/content-document";
import type { SiteSettings } from "#core/settings/site-settings";
import { buildContentView } from "../content/content-view";
import { shippedDocument } from "../content/content-service";
import { createCardService } from "./card-service";

const rootDir = new URL("../..", import.meta.url).pathname;
const name = { ar: "علي حسن", en: "Ali Hassan" };
const settingsOf = (ownerName: SiteSettings["ownerName"]) => ({ ownerName }) as SiteSettings;

/** A card service over the shipped site, with whatever draft the test sets. */
function cardsWith(draft: { document: ContentDocument; ownerName?: SiteSettings["ownerName"] } | null) {
  const published = buildContentView(shippedDocument(), 1, false);
  return createCardService({
    rootDir,
    dataDir: "/nonexistent",
    siteUrl: "https://studio.example",
    published: async () => published,
    settings: { get: async () => settingsOf(name), version: async () => 1 },
    draft: async () => (draft ? { view: buildContentView(draft.document, 1, true), settings: settingsOf(draft.ownerName ?? name) } : null),
    maxBytes: 1e6,
    logger: pino({ level: "silent" }),
    images: { file: async () => null },
  });
}

describe("share card previews", () => {
  const count = allPages(buildContentView(shippedDocument(), 1, false).slugs).length * 2;

  it("without a draft, every page's live card and no draft side", async () => {
    const previews = await cardsWith(null).previews();
    expect(previews).toHaveLength(count);
    expect(previews.filter((card) => card.draft || card.newPage)).toEqual([]);
    expect(await cardsWith(null).draftImage("en", "home")).toBeNull();
  });

  it("a draft that changes one title gives that card alone a draft side, in that language", async () => {
    const document = structuredClone(shippedDocument());
    document.texts.en["pages:faq.meta.title"] = "Questions people ask before they hire me";
    const previews = await cardsWith({ document }).previews();
    const changed = previews.filter((card) => card.draft);
    expect(changed.map((card) => `${card.lang}/${card.key}`)).toEqual(["en/faq"]);
    expect(changed[0]!.draft).toMatchObject({
      image: expect.stringMatching(/^\/api\/admin\/share-cards\/draft\/en\/faq\?v=[0-9a-f]{20}$/),
      title: expect.stringContaining("Questions people ask"),
    });
    expect(changed[0]!.title).not.toContain("Questions people ask");
    expect(changed[0]!.image).toMatch(/^\/og\/en\/faq-[0-9a-f]{20}\.png$/);
  });

  it("a page only the draft has is listed as new, with no live card", async () => {
    const document = structuredClone(shippedDocument());
    const service = structuredClone(document.lists.services[0]!);
    document.lists.services.push({
      ...service,
      id: "wedding-films",
      slug: { en: "wedding-films", ar: "افلام-الاعراس" },
      metaTitle: { en: "Wedding films in Baghdad", ar: "أفلام الأعراس في بغداد" },
    });
    const previews = await cardsWith({ document }).previews();
    const added = previews.filter((card) => card.newPage);
    expect(added.map((card) => card.lang).sort()).toEqual(["ar", "en"]);
    for (const card of added) {
      expect(card.image).toBe("");
      expect(card.draft?.image).toMatch(new RegExp(`^/api/admin/share-cards/draft/${card.lang}/${card.key}\\?v=[0-9a-f]{20}$`));
    }
    expect(previews).toHaveLength(count + 2);
  });

  it("a new name in the draft changes every card; a second change to a page gives its draft picture a new address", async () => {
    const renamed = (ownerName: SiteSettings["ownerName"]) => cardsWith({ document: shippedDocument(), ownerName }).previews();
    const first = await renamed({ ar: "مكتب سلمى", en: "Salma's Desk" });
    expect(first.filter((card) => card.draft)).toHaveLength(count);
    const second = await renamed({ ar: "مكتب سلمى", en: "Salma Adel" });
    const home = (previews: typeof first, lang: string) => previews.find((card) => card.key === "home" && card.lang === lang)!.draft!.image;
    expect(home(second, "en")).not.toBe(home(first, "en"));
    expect(home(second, "ar")).toBe(home(first, "ar"));
  });
});
