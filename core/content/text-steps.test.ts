import { describe, expect, test } from "vitest";
import { confirmText, textBehind, textsBehind, trackTextSteps, type TextSteps } from "./text-steps";
import type { Lang } from "../i18n/languages";

const shipped: Record<Lang, Record<string, string>> = {
  ar: { "home:hero.title": "مواقع سريعة", "home:hero.lead": "أساعدك" },
  en: { "home:hero.title": "Fast websites", "home:hero.lead": "I help you" },
};
const shippedOf = (lang: Lang, key: string) => shipped[lang][key];
type Doc = { texts: Record<Lang, Record<string, string>>; textSteps?: TextSteps | undefined };
const doc = (ar: Record<string, string> = {}, en: Record<string, string> = {}, textSteps?: TextSteps): Doc => ({ texts: { ar, en }, textSteps });
/** A save: the steps the server keeps for `after`, given `before`. */
const save = (before: Doc, after: Doc): Doc => ({ ...after, textSteps: trackTextSteps(before, after, shippedOf) });
const key = "home:hero.title";

describe("translations kept in step for page texts (issue 43, item 7)", () => {
  test("shipped texts are in step; changing the Arabic puts the English behind, with what the Arabic said before", () => {
    const start = doc();
    expect(textsBehind(start.textSteps)).toEqual([]);
    const changed = save(start, doc({ [key]: "مواقع سريعة جداً" }));
    expect(textBehind(changed.textSteps, key, "en")).toBe(true);
    expect(textBehind(changed.textSteps, key, "ar")).toBe(false);
    expect(changed.textSteps![key]!.en.inStepText).toBe("مواقع سريعة");
    expect(textsBehind(changed.textSteps)).toEqual([{ key, lang: "en" }]);
    // Another text untouched has no entry at all.
    expect(changed.textSteps!["home:hero.lead"]).toBeUndefined();
  });

  test("editing the English brings it up to date without putting the Arabic behind", () => {
    const changed = save(doc(), doc({ [key]: "مواقع سريعة جداً" }));
    const translated = save(changed, doc({ [key]: "مواقع سريعة جداً" }, { [key]: "Very fast websites" }, changed.textSteps));
    expect(textsBehind(translated.textSteps)).toEqual([]);
    // A later change to the English alone puts the Arabic behind.
    const again = save(translated, doc({ [key]: "مواقع سريعة جداً" }, { [key]: "Really fast websites" }, translated.textSteps));
    expect(textsBehind(again.textSteps)).toEqual([{ key, lang: "ar" }]);
    expect(again.textSteps![key]!.ar.inStepText).toBe("Very fast websites");
  });

  test("confirming says the English still says the same; a save keeps the confirmation", () => {
    const changed = save(doc(), doc({ [key]: "مواقع سريعة جداً" }));
    const confirmed = confirmText(changed, key, "en", shippedOf);
    expect(textsBehind(confirmed.textSteps)).toEqual([]);
    expect(confirmed.textSteps![key]!.en.inStepText).toBe("مواقع سريعة جداً");
    // The server counts nothing new for a save that only confirms.
    expect(textsBehind(save(changed, confirmed).textSteps)).toEqual([]);
  });

  test("restoring the shipped Arabic is a change too, and changing both at once leaves both in step", () => {
    const changed = save(doc(), doc({ [key]: "مواقع سريعة جداً" }));
    const restored = save(changed, doc({}, {}, changed.textSteps));
    // The English was already behind; the Arabic changed again: still behind, now against the shipped Arabic.
    expect(textBehind(restored.textSteps, key, "en")).toBe(true);
    const both = save(doc(), doc({ [key]: "جديد" }, { [key]: "New" }));
    expect(textsBehind(both.textSteps)).toEqual([]);
  });
});
