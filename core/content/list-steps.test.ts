import { describe, expect, test } from "vitest";
import { emptyDocument, type ContentDocument } from "./content-document";
import { confirmListText, listStepKey, listTextsBehind, parseListStepKey, trackListSteps, trackedFields } from "./list-steps";
import { diffDocuments } from "./revision-diff";

type Question = { id: string; q: { ar: string; en: string }; a: { ar: string; en: string } };
const question = (id: string, qAr: string, qEn: string): Question => ({
  id,
  q: { ar: qAr, en: qEn },
  a: { ar: "الجواب", en: "The answer" },
});
/** A document whose FAQ holds these questions (the rest of an item's fields do not matter here). */
function withQuestions(questions: Question[], textSteps?: ContentDocument["textSteps"]): ContentDocument {
  const document = emptyDocument();
  (document.lists as Record<string, unknown[]>).faq = questions.map((entry) => ({ ...entry, published: true, sample: false }));
  if (textSteps) document.textSteps = textSteps;
  return document;
}
/** A save: the steps the server keeps for `after`, given `before`. */
const save = (before: ContentDocument, after: ContentDocument): ContentDocument => {
  const steps = trackListSteps(before, after, after.textSteps);
  const saved = { ...after, textSteps: steps };
  if (!steps) delete saved.textSteps;
  return saved;
};
const key = listStepKey("faq", "q-1", "q");
const first = question("q-1", "كم يستغرق موقعي؟", "How long does my site take?");

describe("translations kept in step for list items' texts (issue 43, item 7)", () => {
  test("changing an item's Arabic puts its English behind, with what the Arabic said; the other fields and items stay in step", () => {
    const start = withQuestions([first, question("q-2", "كم السعر؟", "What does it cost?")]);
    const changed = save(
      start,
      withQuestions([{ ...first, q: { ...first.q, ar: "كم يستغرق إنجاز موقعي؟" } }, question("q-2", "كم السعر؟", "What does it cost?")]),
    );
    expect(listTextsBehind(changed)).toEqual([{ key, list: "faq", id: "q-1", field: "q", lang: "en" }]);
    expect(changed.textSteps![key]!.en.inStepText).toBe(first.q.ar);
    expect(changed.textSteps![listStepKey("faq", "q-1", "a")]).toBeUndefined();
  });

  test("writing the English brings it up to date; a later English change puts the Arabic behind", () => {
    const changed = save(withQuestions([first]), withQuestions([{ ...first, q: { ...first.q, ar: "سؤال جديد" } }]));
    const translated = save(changed, withQuestions([{ ...first, q: { ar: "سؤال جديد", en: "A new question" } }], changed.textSteps));
    expect(listTextsBehind(translated)).toEqual([]);
    const again = save(translated, withQuestions([{ ...first, q: { ar: "سؤال جديد", en: "Another question" } }], translated.textSteps));
    expect(listTextsBehind(again).map((entry) => entry.lang)).toEqual(["ar"]);
    // Spaces around the words are no change.
    expect(
      listTextsBehind(save(again, withQuestions([{ ...first, q: { ar: " سؤال جديد ", en: "Another question" } }], again.textSteps))).map(
        (e) => e.lang,
      ),
    ).toEqual(["ar"]);
  });

  test("Still correct puts the language in step again and is its own change in History; a save keeps it", () => {
    const changed = save(withQuestions([first]), withQuestions([{ ...first, q: { ...first.q, ar: "سؤال جديد" } }]));
    const confirmed = confirmListText(changed, key, "en");
    expect(listTextsBehind(confirmed)).toEqual([]);
    expect(confirmed.textSteps![key]!.en.inStepText).toBe("سؤال جديد");
    expect(listTextsBehind(save(changed, confirmed))).toEqual([]);
    const areas = diffDocuments(changed, confirmed).map((change) => change.area);
    expect(areas).toEqual(["translations"]);
    // His change of the Arabic is a change of the list, not a confirmation.
    expect(diffDocuments(withQuestions([first]), changed).map((change) => change.area)).toEqual(["faq"]);
  });

  test("a new item starts in step, a deleted item takes its steps with it, an empty translation is not listed as behind", () => {
    const changed = save(withQuestions([first]), withQuestions([{ ...first, q: { ...first.q, ar: "سؤال جديد" } }]));
    const added = save(changed, withQuestions([{ ...first, q: { ...first.q, ar: "سؤال جديد" } }, question("q-3", "سؤال", "")], changed.textSteps));
    expect(listTextsBehind(added).map((entry) => entry.id)).toEqual(["q-1"]);
    const filled = save(added, withQuestions([{ ...first, q: { ...first.q, ar: "سؤال جديد" } }, question("q-3", "سؤال آخر", "")], added.textSteps));
    // Its English is empty: a missing translation (said by the list), not one out of date.
    expect(listTextsBehind(filled).map((entry) => entry.id)).toEqual(["q-1"]);
    // Writing the missing English later is no news for its Arabic.
    const translated = save(
      filled,
      withQuestions([{ ...first, q: { ...first.q, ar: "سؤال جديد" } }, question("q-3", "سؤال آخر", "Another one")], filled.textSteps),
    );
    expect(listTextsBehind(translated).map((entry) => entry.id)).toEqual(["q-1"]);
    const removed = save(filled, withQuestions([question("q-3", "سؤال آخر", "")], filled.textSteps));
    expect(removed.textSteps?.[key]).toBeUndefined();
  });

  test("every text of a list is tracked but an address; a key names a tracked text or nothing", () => {
    expect(trackedFields("faq")).toEqual(expect.arrayContaining(["q", "a"]));
    expect(trackedFields("services")).not.toContain("slug");
    expect(trackedFields("services")).toContain("title");
    expect(parseListStepKey(key)).toEqual({ list: "faq", id: "q-1", field: "q" });
    expect(parseListStepKey(listStepKey("services", "web", "slug"))).toBeUndefined();
    expect(parseListStepKey("list:nothing.q-1.q")).toBeUndefined();
    expect(parseListStepKey("home:hero.title")).toBeUndefined();
  });
});
