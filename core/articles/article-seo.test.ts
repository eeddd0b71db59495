import { describe, expect, it } from "vitest";
import { parseArticle } from "./article-document";
import { seoAdvice, slugFromTitle } from "./article-seo";

describe("an article's search advice", () => {
  it("writes an address from a title in either language", () => {
    expect(slugFromTitle("إستراتيجيّة المحتوى: دليل 2026!")).toBe("إستراتيجية-المحتوى-دليل-2026");
    expect(slugFromTitle("  Content Strategy — A Guide  ")).toBe("content-strategy-a-guide");
    expect(slugFromTitle("ـتـسـويـق")).toBe("تسويق");
  });

  it("finds the focus phrase with the same Arabic folding as search, and counts internal links", () => {
    const parsed = parseArticle({
      ar: {
        title: "إستراتيجية المحتوى للمطاعم",
        slug: "استراتيجية-المحتوى",
        summary: "ملخص",
        focusPhrase: "استراتيجيه المحتوى",
        body: {
          type: "doc",
          content: [
            {
              type: "paragraph",
              content: [
                { type: "text", text: "مقدمة بلا العبارة، ثم " },
                { type: "text", text: "خدماتي", marks: [{ type: "link", attrs: { href: "/ar/services" } }] },
              ],
            },
            { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "لماذا إستراتيجيّة المحتوى؟" }] },
          ],
        },
      },
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    const advice = seoAdvice(parsed.article.ar!, "علي حسن", "ar");
    expect(advice.focus).toEqual({ inTitle: true, inFirstParagraph: false, inHeading: true, inSlug: true });
    expect(advice.internalLinks).toBe(1);
    expect(advice.resultTitle).toBe("إستراتيجية المحتوى للمطاعم | علي حسن");
    expect(advice.titleLength).toBe([...advice.resultTitle].length);
    expect(seoAdvice({ ...parsed.article.ar!, focusPhrase: "" }, "x", "ar").focus).toBeNull();
  });
});
