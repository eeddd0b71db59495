import { describe, expect, it } from "vitest";
import { getResource } from "#core/i18n/resources";
import { shippedTexts } from "#core/content/shipped-texts";
import { emptyDocument } from "#core/content/content-document";
import { buildGroups } from "./text-groups";
import { problemsOf, withText } from "./text-draft";

const groups = buildGroups(shippedTexts(getResource), "en");
const entry = (key: string) => groups.flatMap((g) => g.entries).find((e) => e.key === key)!;

describe("saving a text into the draft", () => {
  it("stores a changed text, and no override for the shipped text (or the shipped text with spaces around it)", () => {
    const title = entry("tools:items.utm.title");
    const document = withText(emptyDocument(), title, { en: "  Websites that sell ", ar: title.ar });
    expect(document.texts.en).toEqual({ "tools:items.utm.title": "Websites that sell" });
    expect(document.texts.ar).toEqual({});
    withText(document, title, { en: ` ${title.en}` });
    expect(document.texts.en).toEqual({});
  });
});

describe("what a refused save says about the text", () => {
  const title = entry("tools:items.utm.title");
  const slug = entry("tools:items.utm.meta.slug");

  it("keeps the problems on this text's key, by language", () => {
    const problems = [
      { path: "texts.en.tools:items.utm.title", code: "required" },
      { path: "texts.ar.tools:items.utm.title", code: "placeholders" },
      { path: "texts.en.tools:items.speed.title", code: "required" },
      { path: "lists.faq.2.q.en", code: "required" },
    ];
    expect(problemsOf(problems, title, ["ar", "en"])).toEqual({ en: { code: "required" }, ar: { code: "placeholders" } });
    expect(problemsOf([], title, ["en"])).toEqual({});
  });

  it("keeps a taken slug reported on the other page, in a language being saved", () => {
    const taken = [{ path: "texts.en.tools:items.speed.meta.slug", code: "slug_taken" }];
    expect(problemsOf(taken, slug, ["en"])).toEqual({ en: { code: "slug_taken" } });
    expect(problemsOf(taken, slug, ["ar"])).toEqual({});
    expect(problemsOf(taken, title, ["en"])).toEqual({});
  });
});
