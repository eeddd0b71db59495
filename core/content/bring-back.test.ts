import { describe, expect, it } from "vitest";
import { bringBack, removedItemName, removedItems, withoutItem } from "./bring-back";
import type { ContentDocument } from "./content-document";

const faq = (id: string) => ({ id, published: true, sample: false, q: { ar: `س ${id}`, en: `Q ${id}` }, a: { ar: "ج", en: "A" } });
const doc = (...ids: string[]) => ({ lists: { faq: ids.map(faq), stats: [] }, texts: { ar: {}, en: {} }, photo: null }) as unknown as ContentDocument;
const order = (document: ContentDocument) => (document.lists.faq as { id: string }[]).map((item) => item.id);

describe("bringing a deleted item back from a published revision", () => {
  it("lists each item the current document lacks once, from the newest revision that had it", () => {
    const current = doc("a", "c");
    const removed = removedItems(current, [
      { id: 3, document: doc("a", "b", "c") },
      { id: 2, document: doc("a", "b", "c", "d") },
      { id: 1, document: doc("a") },
    ]);
    expect(removed.map((entry) => [entry.item.id, entry.revision])).toEqual([
      ["b", 3],
      ["d", 2],
    ]);
    expect(removed[0]!.order).toEqual(["a", "b", "c"]);
    expect(removedItemName(removed[0]!, "en")).toBe("Q b");
    expect(removedItemName(removed[0]!, "ar")).toBe("س b");
  });

  it("puts it back after the nearest earlier item still there, else first, touching nothing else", () => {
    const removed = removedItems(doc("a", "c"), [{ id: 2, document: doc("x", "a", "b", "c") }]);
    const b = removed.find((entry) => entry.item.id === "b")!;
    const x = removed.find((entry) => entry.item.id === "x")!;
    const current = doc("c", "a");
    const back = bringBack(current, b);
    expect(order(back)).toEqual(["c", "a", "b"]);
    expect(order(bringBack(current, x))).toEqual(["x", "c", "a"]);
    // Nothing else moves or changes, and the document it came from is left alone.
    expect(back.lists.stats).toBe(current.lists.stats);
    expect(order(current)).toEqual(["c", "a"]);
    expect(bringBack(back, b)).toBe(back);
    expect(order(withoutItem(back, "faq", "b"))).toEqual(["c", "a"]);
  });
});
