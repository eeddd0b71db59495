import { describe, expect, it } from "vitest";
import { confirmInStep, newArticle, outOfDate, parseArticle, publishProblems, trackTranslations, type ArticleDocument } from "./article-document";

const paragraph = (text: string) => ({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] });

function article(): ArticleDocument {
  const parsed = parseArticle({
    ar: { title: "خطة تسويق", slug: "خطة-تسويق", summary: "كيف تبدأ", body: paragraph("ابدأ بجمهورك.") },
    en: null,
    categories: ["marketing"],
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return parsed.article;
}

describe("an article document", () => {
  it("exists in one language or both, never in none, with addresses as every slug", () => {
    expect(article().en).toBeNull();
    expect(parseArticle({ ar: null, en: null })).toMatchObject({ ok: false, problems: [{ code: "no_language" }] });
    const bad = (slug: string) => parseArticle({ en: { title: "T", slug, summary: "S", body: paragraph("x") } });
    expect(bad("..")).toMatchObject({ ok: false, problems: [{ path: "en.slug", code: "slug" }] });
    expect(bad("admin")).toMatchObject({ ok: false, problems: [{ path: "en.slug", code: "slug_reserved" }] });
    expect(bad("good-one")).toMatchObject({ ok: true });
    // Nothing unknown survives: a field the schema does not name is refused.
    expect(parseArticle({ ...article(), script: "x" })).toMatchObject({ ok: false });
  });

  it("refuses a body the editor could not have made, with its path", () => {
    const parsed = parseArticle({ en: { title: "T", slug: "t", summary: "S", body: { type: "doc", content: [{ type: "iframe" }] } } });
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? [] : parsed.problems[0]!.path).toMatch(/^en\.body/);
  });

  it("says what a language lacks before it can be published", () => {
    const draft = newArticle("en");
    expect(publishProblems(draft).map((problem) => problem.path)).toEqual(["en.title", "en.slug", "en.summary", "en.body"]);
    expect(publishProblems(article())).toEqual([]);
  });
});

describe("translations kept in step", () => {
  const withEnglish = () => {
    const next = article();
    next.en = {
      ...next.ar!,
      title: "Marketing plan",
      slug: "marketing-plan",
      summary: "How to start",
      body: paragraph("Start with your audience.") as never,
    };
    return trackTranslations(article(), next);
  };

  it("adding a translation marks neither language out of date", () => {
    const both = withEnglish();
    expect(outOfDate(both, "ar")).toBe(false);
    expect(outOfDate(both, "en")).toBe(false);
  });

  it("a change to the Arabic marks the English until he edits or confirms it, with the Arabic it was written against", () => {
    const both = withEnglish();
    const edited = structuredClone(both);
    edited.ar!.body = paragraph("ابدأ بجمهورك ثم بميزانيتك.") as never;
    const saved = trackTranslations(both, edited);
    expect(outOfDate(saved, "en")).toBe(true);
    expect(outOfDate(saved, "ar")).toBe(false);
    expect(saved.en!.inStepText).toContain("ابدأ بجمهورك.");
    expect(saved.en!.inStepText).not.toContain("بميزانيتك");

    // A save that changes nothing in the English keeps the mark; confirming clears it.
    expect(outOfDate(trackTranslations(saved, structuredClone(saved)), "en")).toBe(true);
    expect(outOfDate(confirmInStep(saved, "en"), "en")).toBe(false);
    // So does editing the English.
    const fixed = structuredClone(saved);
    fixed.en!.body = paragraph("Start with your audience, then your budget.") as never;
    const after = trackTranslations(saved, fixed);
    expect(outOfDate(after, "en")).toBe(false);
    // Bringing the translation up to date is not news for the Arabic…
    expect(outOfDate(after, "ar")).toBe(false);
    // …but new words in an English that was in step are.
    const more = structuredClone(after);
    more.en!.summary = "How to start, and what it costs";
    expect(outOfDate(trackTranslations(after, more), "ar")).toBe(true);
  });

  it("takes the versions from what was stored, never from what the browser sent", () => {
    const both = withEnglish();
    const forged = structuredClone(both);
    forged.ar!.body = paragraph("نص جديد") as never;
    forged.en!.inStepWith = 99;
    expect(outOfDate(trackTranslations(both, forged), "en")).toBe(true);
  });
});
