import { languages } from "../i18n/languages";
import { listNames, type ContentDocument, type ListName } from "./content-document";
import { listTextOf, parseListStepKey } from "./list-steps";

export const revisionActions = ["seed", "migrate", "publish", "restore", "import"] as const;
export type RevisionAction = (typeof revisionActions)[number];

/** What one area of the content gained, lost or changed between two documents. */
export type RevisionChange = {
  area: ListName | "photo" | "shareImages" | "brand" | "texts" | "translations" | "theme" | "settings";
  added: number;
  removed: number;
  changed: number;
  /** The items kept their content but not their order. */
  reordered: boolean;
  /**
   * For texts: the keys ("ar services:items.web.title") that changed, at most 50; for translations: the texts
   * whose languages he confirmed as still in step, their words unchanged; for settings: the fields ("phone").
   */
  keys?: string[];
};

/** JSON with object keys sorted: documents read back from the database (jsonb) come with their keys in another order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}
/** Whether two values hold the same data, whatever the order of their keys. */
export const sameContent = (a: unknown, b: unknown) => canonical(a) === canonical(b);
const same = sameContent;

/** The areas that differ between two documents; an empty list means nothing changed. */
export function diffDocuments(before: ContentDocument, after: ContentDocument): RevisionChange[] {
  const changes: RevisionChange[] = [];
  for (const list of listNames) {
    const old = new Map((before.lists[list] as { id: string }[]).map((item) => [item.id, item]));
    const now = new Map((after.lists[list] as { id: string }[]).map((item) => [item.id, item]));
    let added = 0;
    let changed = 0;
    for (const [id, item] of now) {
      const previous = old.get(id);
      if (!previous) added++;
      else if (!same(previous, item)) changed++;
    }
    const removed = [...old.keys()].filter((id) => !now.has(id)).length;
    const keptOrder = (ids: string[], other: Map<string, unknown>) => ids.filter((id) => other.has(id));
    const reordered = !same(keptOrder([...old.keys()], now), keptOrder([...now.keys()], old));
    if (added || removed || changed || reordered) changes.push({ area: list, added, removed, changed, reordered });
  }
  if (!same(before.photo, after.photo)) {
    changes.push({
      area: "photo",
      added: before.photo ? 0 : 1,
      removed: after.photo ? 0 : 1,
      changed: before.photo && after.photo ? 1 : 0,
      reordered: false,
    });
  }
  if (!same(before.theme ?? null, after.theme ?? null)) {
    changes.push({
      area: "theme",
      added: before.theme ? 0 : 1,
      removed: after.theme ? 0 : 1,
      changed: before.theme && after.theme ? 1 : 0,
      reordered: false,
    });
  }
  const oldImages = before.shareImages ?? {};
  const newImages = after.shareImages ?? {};
  if (!same(oldImages, newImages)) {
    const all = new Set([...Object.keys(oldImages), ...Object.keys(newImages)]);
    const count = (test: (key: string) => boolean) => [...all].filter(test).length;
    changes.push({
      area: "shareImages",
      added: count((key) => !oldImages[key] && Boolean(newImages[key])),
      removed: count((key) => Boolean(oldImages[key]) && !newImages[key]),
      changed: count((key) => Boolean(oldImages[key] && newImages[key]) && !same(oldImages[key], newImages[key])),
      reordered: false,
    });
  }
  const oldBrand = [before.brand?.logo, before.brand?.hero];
  const newBrand = [after.brand?.logo, after.brand?.hero];
  // A brand with no logo, the shipped hero and the shipped home articles is no brand at all.
  const brandOf = (document: ContentDocument) =>
    document.brand && (document.brand.logo || document.brand.hero !== undefined || document.brand.homeArticles !== undefined) ? document.brand : null;
  if (!same(brandOf(before), brandOf(after))) {
    // The logo and the hero, each counted as added, removed or changed.
    const count = (test: (old: unknown, now: unknown) => boolean) => oldBrand.filter((old, index) => test(old, newBrand[index])).length;
    const added = count((old, now) => !old && Boolean(now));
    const removed = count((old, now) => Boolean(old) && !now);
    const changed = count((old, now) => Boolean(old && now) && !same(old, now));
    // The hero going from the shipped mark to none, or another number of home articles, changes no picture but is a change.
    changes.push({ area: "brand", added, removed, changed: added + removed + changed === 0 ? 1 : changed, reordered: false });
  }
  const keys: string[] = [];
  let added = 0;
  let removed = 0;
  let changed = 0;
  for (const lang of languages) {
    const old = before.texts[lang];
    const now = after.texts[lang];
    for (const key of new Set([...Object.keys(old), ...Object.keys(now)])) {
      if (old[key] === now[key]) continue;
      if (old[key] === undefined) added++;
      else if (now[key] === undefined) removed++;
      else changed++;
      keys.push(`${lang} ${key}`);
    }
  }
  if (keys.length) changes.push({ area: "texts", added, removed, changed, reordered: false, keys: keys.sort().slice(0, 50) });
  // A translation he confirmed still says the same (issue 43, item 7): its steps moved, its words did not.
  // A list item's text is read from the item (an item deleted takes its steps with it: no confirmation).
  const [listBefore, listAfter] = [listTextOf(before), listTextOf(after)];
  const confirmed = [...new Set([...Object.keys(before.textSteps ?? {}), ...Object.keys(after.textSteps ?? {})])].filter(
    (key) =>
      !same(before.textSteps?.[key] ?? null, after.textSteps?.[key] ?? null) &&
      (parseListStepKey(key)
        ? after.textSteps?.[key] !== undefined && languages.every((lang) => listBefore(lang, key) === listAfter(lang, key))
        : languages.every((lang) => before.texts[lang][key] === after.texts[lang][key])),
  );
  if (confirmed.length)
    changes.push({ area: "translations", added: 0, removed: 0, changed: confirmed.length, reordered: false, keys: confirmed.sort().slice(0, 50) });
  // A document from before settings were in it has none to compare: its settings are whatever was published then.
  if (before.settings && after.settings) {
    const fields = (Object.keys(after.settings) as (keyof typeof after.settings)[]).filter(
      (field) => !same(before.settings![field], after.settings![field]),
    );
    if (fields.length) changes.push({ area: "settings", added: 0, removed: 0, changed: fields.length, reordered: false, keys: fields.sort() });
  }
  return changes;
}
