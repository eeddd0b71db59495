import { languages, type Lang } from "../i18n/languages";
import type { ListName } from "./lists/catalogue";

/**
 * Shipped page texts that name items of a list (issue 44, item 3): the services page's description names
 * eight services, the portfolio's subtitle four kinds of work, the FAQ's description two of its questions.
 * Once he removes or hides one of those items, the shipped wording sells something his site no longer
 * shows: the studio marks the text "names what you removed" (the Pages screen, the checklist) until he
 * writes his own. A text he wrote himself is his to keep in step. Checked against the shipped texts and
 * items by list-mentions.test.ts; where the two languages name different items, each has its own.
 */
export type ListMention = { key: string; list: ListName; ids: readonly string[] | Record<Lang, readonly string[]> };

const allSectors = ["politics", "health", "hospitality", "retail", "apps"];
const workKinds = ["video", "photography", "event", "web"];

export const listMentions: readonly ListMention[] = [
  { key: "services:page.meta.description", list: "services", ids: ["marketing", "social", "web", "video", "branding", "content", "events"] },
  { key: "sectors:page.meta.title", list: "sectors", ids: { ar: allSectors, en: ["politics", "health", "hospitality"] } },
  { key: "sectors:page.meta.description", list: "sectors", ids: allSectors },
  { key: "pages:portfolio.subtitle", list: "portfolio-categories", ids: workKinds },
  { key: "pages:portfolio.meta.title", list: "portfolio-categories", ids: workKinds },
  { key: "pages:portfolio.meta.description", list: "portfolio-categories", ids: workKinds },
  { key: "home:sections.portfolio.lead", list: "portfolio-categories", ids: workKinds },
  { key: "pages:faq.meta.description", list: "faq", ids: ["q1", "q6"] },
  { key: "pages:faq.subtitle", list: "faq", ids: ["q1", "q6"] },
];

export const mentionedIds = (mention: ListMention, lang: Lang): readonly string[] =>
  Array.isArray(mention.ids) ? (mention.ids as readonly string[]) : (mention.ids as Record<Lang, readonly string[]>)[lang];

/** A shipped text still in its shipped words that names items no longer on the site: which, per language. */
export type StaleMention = { key: string; list: ListName; gone: Partial<Record<Lang, string[]>> };

/** The document's texts that name removed or hidden items, in the languages he has not rewritten. */
export function staleMentions(document: {
  lists: Record<ListName, readonly unknown[]>;
  texts: Record<Lang, Record<string, string>>;
}): StaleMention[] {
  return listMentions.flatMap((mention) => {
    const shown = new Set(
      (document.lists[mention.list] as readonly { id: string; published: boolean }[]).filter((item) => item.published).map((item) => item.id),
    );
    const gone: Partial<Record<Lang, string[]>> = {};
    for (const lang of languages) {
      if (document.texts[lang][mention.key] !== undefined) continue;
      const missing = mentionedIds(mention, lang).filter((id) => !shown.has(id));
      if (missing.length > 0) gone[lang] = missing;
    }
    return Object.keys(gone).length > 0 ? [{ key: mention.key, list: mention.list, gone }] : [];
  });
}
