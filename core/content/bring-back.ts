import { listNames, type ContentDocument, type ListName } from "./content-document";
import { listDescriptor } from "./lists/catalogue";

type Item = { id: string } & Record<string, unknown>;

/** An item a published revision had that the document being edited no longer has, as that revision held it. */
export type RemovedItem = {
  list: ListName;
  /** The newest revision that had it: the item as it was last published. */
  revision: number;
  item: Item;
  /** The ids of its list in that revision, in order: where it stood. */
  order: string[];
};

/** At most this many are offered: the newest ones. */
export const removedItemsLimit = 200;

const itemsOf = (document: ContentDocument, list: ListName) => (document.lists[list] ?? []) as unknown as Item[];

/**
 * The items of `revisions` (newest first) that `current` does not have, each
 * once, from the newest revision that had it.
 */
export function removedItems(current: ContentDocument, revisions: { id: number; document: ContentDocument }[]): RemovedItem[] {
  const found = new Map<string, RemovedItem>();
  for (const revision of revisions) {
    for (const list of listNames) {
      const present = new Set(itemsOf(current, list).map((item) => item.id));
      const items = itemsOf(revision.document, list);
      for (const item of items) {
        const key = `${list}:${item.id}`;
        if (present.has(item.id) || found.has(key)) continue;
        found.set(key, { list, revision: revision.id, item, order: items.map((entry) => entry.id) });
        if (found.size >= removedItemsLimit) return [...found.values()];
      }
    }
  }
  return [...found.values()];
}

/**
 * `document` with the removed item back in its list, right after the nearest
 * item that stood before it and is still there (first when none is), and
 * nothing else changed. A document that has it already is returned as it is.
 */
export function bringBack(document: ContentDocument, removed: RemovedItem): ContentDocument {
  const items = itemsOf(document, removed.list);
  if (items.some((item) => item.id === removed.item.id)) return document;
  const at = removed.order.indexOf(removed.item.id);
  let index = 0;
  for (let i = at - 1; i >= 0; i--) {
    const before = items.findIndex((item) => item.id === removed.order[i]);
    if (before >= 0) {
      index = before + 1;
      break;
    }
  }
  const next = [...items.slice(0, index), structuredClone(removed.item), ...items.slice(index)];
  return { ...document, lists: { ...document.lists, [removed.list]: next } };
}

/** `document` without the item (what Undo of a Bring back saves). */
export function withoutItem(document: ContentDocument, list: ListName, id: string): ContentDocument {
  return { ...document, lists: { ...document.lists, [list]: itemsOf(document, list).filter((item) => item.id !== id) } };
}

/** The item's name as its list shows it (its name field), in `lang`, falling back to the other language. */
export function removedItemName(removed: RemovedItem, lang: "ar" | "en"): string {
  const value = removed.item[listDescriptor(removed.list).nameField] as Record<string, string> | string | undefined;
  if (typeof value === "string") return value;
  return (value?.[lang] || value?.[lang === "en" ? "ar" : "en"] || removed.item.id).trim();
}
