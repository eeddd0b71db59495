import { describe, expect, it } from "vitest";
import { getResource } from "#core/i18n/resources";
import { readPath } from "#core/content/text-overrides";
import { languages } from "#core/i18n/languages";
import { listMentions, mentionedIds, staleMentions } from "#core/content/list-mentions";
import { shippedDocument } from "./content-service";

const shippedWords = (lang: "ar" | "en", key: string) => {
  const at = key.indexOf(":");
  return readPath(getResource(lang, key.slice(0, at) as Parameters<typeof getResource>[1]), key.slice(at + 1));
};

describe("texts that name items of a list (issue 44, item 3)", () => {
  it("names shipped texts and shipped items only", () => {
    const shipped = shippedDocument();
    for (const mention of listMentions)
      for (const lang of languages) {
        expect(typeof shippedWords(lang, mention.key), `${lang} ${mention.key}`).toBe("string");
        const ids = new Set((shipped.lists[mention.list] as { id: string }[]).map((item) => item.id));
        for (const id of mentionedIds(mention, lang)) expect(ids.has(id), `${mention.key} names ${mention.list} ${id}`).toBe(true);
      }
  });

  it("marks a shipped text once an item it names is removed or hidden, in the languages he has not rewritten", () => {
    const document = structuredClone(shippedDocument());
    expect(staleMentions(document)).toEqual([]);
    document.lists.services = document.lists.services.filter((service) => service.id !== "events");
    const faq = document.lists.faq.find((question) => question.id === "q6")!;
    faq.published = false;
    document.texts.en["pages:faq.subtitle"] = "Answers before you ask.";
    expect(staleMentions(document)).toEqual([
      { key: "services:page.meta.description", list: "services", gone: { ar: ["events"], en: ["events"] } },
      { key: "pages:faq.meta.description", list: "faq", gone: { ar: ["q6"], en: ["q6"] } },
      { key: "pages:faq.subtitle", list: "faq", gone: { ar: ["q6"] } },
    ]);
    // A sector the English title does not name: only the Arabic one (which names all five) is marked.
    const sectors = structuredClone(shippedDocument());
    sectors.lists.sectors = sectors.lists.sectors.filter((sector) => sector.id !== "retail");
    expect(staleMentions(sectors).map((stale) => [stale.key, Object.keys(stale.gone)])).toEqual([
      ["sectors:page.meta.title", ["ar"]],
      ["sectors:page.meta.description", ["ar", "en"]],
    ]);
  });
});
