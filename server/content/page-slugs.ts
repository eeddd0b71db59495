import { languages, type Lang } from "#core/i18n/languages";
import { isListName } from "#core/content/lists/catalogue";
import type { DocumentProblem } from "#core/content/content-document";
import type { slugRedirects } from "../db/schema";
import type { ContentView } from "./content-view";

/** The pages with addresses of their own: a slug per kind and language, unique, and redirected from when it changes (ADR 018). */

export type RedirectKind = (typeof slugRedirects.$inferSelect)["kind"];

const slugKinds = { services: "service", sectors: "sector", landing: "landing", tools: "tool" } as const;
const slugOf = (kind: RedirectKind, entry: unknown, lang: Lang): string =>
  kind === "landing" ? (entry as { slugs: Record<Lang, string> }).slugs[lang] : (entry as Record<Lang, string>)[lang];

/**
 * The addresses a document stops using: a slug changed in a language (its old
 * address redirects to the page) or a page hidden or deleted (its addresses
 * redirect to its kind's list page). `to` is the new slug, when there is one.
 */
export function changedSlugs(before: ContentView, after: ContentView) {
  const out: { kind: RedirectKind; lang: Lang; id: string; from: string; to?: string }[] = [];
  for (const kind of Object.values(slugKinds)) {
    const older = before.slugs[kind] as Record<string, unknown>;
    const newer = after.slugs[kind] as Record<string, unknown>;
    for (const id of Object.keys(older)) {
      for (const lang of languages) {
        const from = slugOf(kind, older[id], lang);
        const to = Object.hasOwn(newer, id) ? slugOf(kind, newer[id], lang) : undefined;
        if (from !== to) out.push({ kind, lang, id, from, to });
      }
    }
  }
  return out;
}

/** Every address a view's pages have, as [kind, lang, slug]. */
export function slugsInUse(view: ContentView): [RedirectKind, Lang, string][] {
  return Object.values(slugKinds).flatMap((kind) =>
    Object.values(view.slugs[kind] as Record<string, unknown>).flatMap((entry) =>
      languages.map((lang) => [kind, lang, slugOf(kind, entry, lang)] as [RedirectKind, Lang, string]),
    ),
  );
}

/** Two pages of one kind may not share a slug in a language (the problem names the list item's field, or the page text). */
export function slugProblems(view: ContentView): DocumentProblem[] {
  const problems: DocumentProblem[] = [];
  for (const [section, kind] of Object.entries(slugKinds)) {
    const entries = view.slugs[kind] as Record<string, unknown>;
    const list = isListName(section) ? (view.document.lists[section] as { id: string }[]) : undefined;
    for (const lang of languages) {
      const seen = new Map<string, string>();
      for (const [id, entry] of Object.entries(entries)) {
        const slug = slugOf(kind, entry, lang);
        const index = list?.findIndex((item) => item.id === id) ?? -1;
        const path = index >= 0 ? `lists.${section}.${index}.slug.${lang}` : `texts.${lang}.${section}:items.${id}.meta.slug`;
        if (seen.has(slug)) problems.push({ path, code: "slug_taken" });
        seen.set(slug, id);
      }
    }
  }
  return problems;
}
