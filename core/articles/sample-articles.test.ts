import { describe, expect, it } from "vitest";
import { slugProblem } from "../content/list-kit";
import { articleLanguages, outOfDate, parseArticle, publishProblems } from "./article-document";
import { bodyStats } from "./article-stats";
import { sampleArticles } from "./sample-articles";

describe("the sample articles", () => {
  const samples = sampleArticles();

  it("are two, each in both languages, ready to publish and in step with their translation", () => {
    expect(samples).toHaveLength(2);
    for (const article of samples) {
      expect(parseArticle(article)).toEqual({ ok: true, article });
      expect(articleLanguages(article)).toEqual(["ar", "en"]);
      expect(publishProblems(article)).toEqual([]);
      expect(outOfDate(article, "ar") || outOfDate(article, "en")).toBe(false);
      for (const lang of ["ar", "en"] as const) {
        const version = article[lang]!;
        expect(slugProblem(version.slug)).toBeUndefined();
        // Short: a minute or two of reading, each with a heading and a call to action.
        expect(bodyStats(version.body, lang).readingMinutes).toBeLessThanOrEqual(2);
        expect(version.body.content.some((block) => block.type === "heading")).toBe(true);
        expect(version.body.content.at(-1)?.type).toBe("callToAction");
      }
    }
    expect(new Set(samples.flatMap((article) => [article.ar!.slug, article.en!.slug])).size).toBe(4);
  });
});
