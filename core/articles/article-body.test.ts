import { describe, expect, it } from "vitest";
import {
  articleBodyLimit,
  articleBodyMaxBytes,
  bodyText,
  firstParagraphText,
  headingsText,
  hrefKind,
  imagesOfBody,
  internalLinksOfBody,
  linksOfBody,
  parseArticleBody,
  type BodyDoc,
} from "./article-body";

const imageId = "0123456789abcdef0123";
const otherImageId = "fedcba9876543210";

/** An Arabic article as the editor stores it after a save: an English quote, a bold link, lists, a picture, a video and a button. */
const sampleBody: BodyDoc = {
  type: "doc",
  content: [
    { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "لماذا يحتاج متجرك إلى موقع سريع؟" }] },
    {
      type: "paragraph",
      content: [
        { type: "text", text: "السرعة تصنع الفرق. اقرأ " },
        { type: "text", text: "دليل الأداء", marks: [{ type: "bold" }, { type: "link", attrs: { href: "/ar/blog/performance" } }] },
        { type: "text", text: " أو راجع " },
        { type: "text", text: "web.dev", marks: [{ type: "link", attrs: { href: "https://web.dev/articles/vitals" } }] },
        { type: "hardBreak" },
        { type: "text", text: "ثم " },
        { type: "text", text: "راسلنا", marks: [{ type: "italic" }, { type: "link", attrs: { href: "mailto:hello@example.com" } }] },
        { type: "text", text: " 😀" },
      ],
    },
    {
      type: "blockquote",
      attrs: { dir: "ltr" },
      content: [
        {
          type: "paragraph",
          attrs: { dir: "ltr" },
          content: [
            { type: "text", text: "Speed is a feature. Use " },
            { type: "text", text: "<Link>", marks: [{ type: "code" }] },
          ],
        },
      ],
    },
    {
      type: "bulletList",
      content: [
        { type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "صور خفيفة" }] }] },
        {
          type: "listItem",
          content: [
            { type: "paragraph", content: [{ type: "text", text: "خطوط محلية" }] },
            {
              type: "orderedList",
              attrs: { start: 3 },
              content: [{ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "Cairo" }] }] }],
            },
          ],
        },
      ],
    },
    { type: "articleImage", attrs: { id: imageId, alt: "لوحة قياس الأداء", caption: "نتيجة Lighthouse بعد التحسين" } },
    { type: "heading", attrs: { level: 3, dir: "rtl" }, content: [{ type: "text", text: "شاهد الشرح" }] },
    { type: "videoEmbed", attrs: { provider: "youtube", videoId: "dQw4w9WgXcQ", title: "شرح السرعة" } },
    { type: "paragraph" },
    { type: "callToAction", attrs: { kind: "whatsapp", label: "تحدث معنا على واتساب" } },
  ],
};

const doc = (...content: unknown[]) => ({ type: "doc", content });
const para = (...content: unknown[]) => ({ type: "paragraph", content });
const text = (value: string, marks?: unknown[]) => (marks ? { type: "text", text: value, marks } : { type: "text", text: value });
const linked = (href: string) => doc(para(text("x", [{ type: "link", attrs: { href } }])));
const problemOf = (raw: unknown) => {
  const parsed = parseArticleBody(raw);
  return parsed.ok ? null : parsed.problem;
};

describe("parseArticleBody", () => {
  it("keeps a realistic Arabic body unchanged, and reads it again unchanged", () => {
    const parsed = parseArticleBody(sampleBody);
    expect(parsed).toEqual({ ok: true, body: sampleBody });
    const again = parseArticleBody(JSON.stringify(parsed.ok && parsed.body));
    expect(again).toEqual({ ok: true, body: sampleBody });
  });

  it("drops what TipTap sends that the site does not keep: null attributes, link target/rel/class, extra keys and attrs", () => {
    const fromEditor = {
      type: "doc",
      attrs: { dir: null },
      content: [
        {
          type: "paragraph",
          attrs: { dir: null, textAlign: "left" },
          content: [
            {
              type: "text",
              text: "موقعنا",
              marks: [{ type: "link", attrs: { href: "https://example.com/", target: "_blank", rel: "noopener noreferrer nofollow", class: null } }],
            },
            { type: "hardBreak", marks: [{ type: "bold" }] },
          ],
          style: "color:red",
        },
        { type: "heading", attrs: { level: 2, dir: "auto", id: "x" }, content: [] },
        { type: "orderedList", attrs: { start: 1, type: null, dir: null }, content: [{ type: "listItem", attrs: { dir: null }, content: [para()] }] },
        { type: "articleImage", attrs: { id: imageId, alt: null, caption: "", src: "javascript:alert(1)", onerror: "x" } },
        { type: "videoEmbed", attrs: { provider: "vimeo", videoId: "76979871", title: null, autoplay: true } },
        { type: "callToAction", attrs: { kind: "contact", label: "Contact us", href: "javascript:alert(1)", dir: "ltr" } },
      ],
      extra: "dropped",
    };
    expect(parseArticleBody(fromEditor)).toEqual({
      ok: true,
      body: {
        type: "doc",
        content: [
          {
            type: "paragraph",
            content: [{ type: "text", text: "موقعنا", marks: [{ type: "link", attrs: { href: "https://example.com/" } }] }, { type: "hardBreak" }],
          },
          { type: "heading", attrs: { level: 2, dir: "auto" } },
          { type: "orderedList", attrs: { start: 1 }, content: [{ type: "listItem", content: [{ type: "paragraph" }] }] },
          { type: "articleImage", attrs: { id: imageId, alt: "", caption: "" } },
          { type: "videoEmbed", attrs: { provider: "vimeo", videoId: "76979871", title: "" } },
          { type: "callToAction", attrs: { kind: "contact", label: "Contact us", dir: "ltr" } },
        ],
      },
    });
  });

  it("joins neighbouring texts with the same marks, in any order", () => {
    const parsed = parseArticleBody(
      doc(para(text("أ", [{ type: "bold" }, { type: "italic" }]), text("ب", [{ type: "italic" }, { type: "bold" }]), text("ج"))),
    );
    expect(parsed).toEqual({
      ok: true,
      body: doc(para(text("أب", [{ type: "bold" }, { type: "italic" }]), text("ج"))),
    });
  });

  it("accepts a document of empty paragraphs, refuses one without content", () => {
    expect(parseArticleBody(doc({ type: "paragraph" }, { type: "paragraph", content: [] })).ok).toBe(true);
    expect(problemOf(doc())).toEqual({ path: "content", code: "empty" });
    expect(problemOf({ type: "doc" })).toEqual({ path: "content", code: "empty" });
  });

  it("refuses what is not a body", () => {
    for (const raw of [null, 3, "not json", [], { type: "paragraph", content: [] }, { type: "doc", content: "x" }]) {
      expect(problemOf(raw)?.code, JSON.stringify(raw)).toBe("invalid");
    }
  });

  it("refuses links that are not https, mail, phone or a path of this site", () => {
    for (const href of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      " javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox",
      "http://example.com",
      "//evil.com",
      "/\\evil.com",
      "\\\\evil.com",
      "https:evil.com",
      "https://user:pass@example.com",
      "https://exa mple.com",
      "https://example.com/\nx",
      "/ar/\u0000x",
      "page.html",
      "#top",
      "mailto:",
      "mailto:nobody",
      "tel:",
      "tel:+964abc",
      "ftp://example.com",
      "",
      `/${"a".repeat(3000)}`,
    ]) {
      expect(problemOf(linked(href)), href).toEqual({ path: "content.0.content.0.marks.0.attrs.href", code: "link" });
    }
    for (const href of [
      "/",
      "/ar/blog/سرعة-الموقع?x=1#top",
      "https://web.dev/",
      "HTTPS://Example.com/a",
      "mailto:hello@example.com",
      "tel:+964 770 123-4567",
    ]) {
      expect(parseArticleBody(linked(href)).ok, href).toBe(true);
    }
    expect(problemOf(doc(para(text("x", [{ type: "link" }]))))?.code).toBe("link");
    expect(problemOf(doc(para(text("x", [{ type: "link", attrs: { href: 3 } }]))))?.code).toBe("link");
  });

  it("names the offending place with a path", () => {
    const raw = doc(
      para(text("a")),
      para(text("b")),
      para(text("c")),
      para(text("d", [{ type: "bold" }, { type: "link", attrs: { href: "javascript:x" } }])),
    );
    expect(problemOf(raw)).toEqual({ path: "content.3.content.0.marks.1.attrs.href", code: "link" });
  });

  it("refuses unknown nodes and marks, and nodes where they do not belong", () => {
    expect(problemOf(doc({ type: "iframe", attrs: { src: "https://evil.com" } }))).toEqual({ path: "content.0.type", code: "unknown_node" });
    expect(problemOf(doc(para({ type: "image", attrs: { src: "x" } })))).toEqual({ path: "content.0.content.0.type", code: "unknown_node" });
    expect(problemOf(doc(para(text("x", [{ type: "underline" }]))))).toEqual({ path: "content.0.content.0.marks.0.type", code: "unknown_mark" });
    expect(problemOf(doc(para(text("x", [{ type: "bold" }, { type: "italic" }, { type: "bold" }]))))).toEqual({
      path: "content.0.content.0.marks.2",
      code: "duplicate_mark",
    });
    expect(problemOf(doc(text("loose")))).toEqual({ path: "content.0", code: "misplaced" });
    expect(problemOf(doc(para(para())))).toEqual({ path: "content.0.content.0", code: "misplaced" });
    expect(problemOf(doc({ type: "listItem", content: [para()] }))).toEqual({ path: "content.0", code: "misplaced" });
    expect(problemOf(doc({ type: "blockquote", content: [{ type: "blockquote", content: [para()] }] }))).toEqual({
      path: "content.0.content.0",
      code: "misplaced",
    });
    expect(problemOf(doc({ type: "blockquote", content: [{ type: "articleImage", attrs: { id: imageId } }] }))?.code).toBe("misplaced");
    expect(problemOf(doc({ type: "bulletList", content: [para()] }))).toEqual({ path: "content.0.content.0", code: "misplaced" });
    const itemStartingWithList = { type: "listItem", content: [{ type: "bulletList", content: [{ type: "listItem", content: [para()] }] }] };
    expect(problemOf(doc({ type: "bulletList", content: [itemStartingWithList] }))).toEqual({
      path: "content.0.content.0.content.0",
      code: "misplaced",
    });
    expect(problemOf(doc({ type: "bulletList", content: [] }))).toEqual({ path: "content.0.content", code: "empty" });
    expect(problemOf(doc({ type: "blockquote" }))).toEqual({ path: "content.0.content", code: "empty" });
    expect(problemOf(doc(para(text(""))))).toEqual({ path: "content.0.content.0.text", code: "empty" });
  });

  it("allows headings of levels 2 to 4 only", () => {
    for (const level of [2, 3, 4]) expect(parseArticleBody(doc({ type: "heading", attrs: { level }, content: [text("x")] })).ok).toBe(true);
    for (const level of [1, 5, 6, "2", null, 2.5]) {
      expect(problemOf(doc({ type: "heading", attrs: { level }, content: [text("x")] })), String(level)).toEqual({
        path: "content.0.attrs.level",
        code: "level",
      });
    }
    expect(problemOf(doc({ type: "heading", content: [text("x")] }))?.code).toBe("level");
  });

  it("checks an ordered list's start", () => {
    const list = (start: unknown) => doc({ type: "orderedList", attrs: { start }, content: [{ type: "listItem", content: [para()] }] });
    expect(parseArticleBody(list(9999)).ok).toBe(true);
    for (const start of [0, 10_000, 1.5, "2"])
      expect(problemOf(list(start)), String(start)).toEqual({ path: "content.0.attrs.start", code: "invalid" });
  });

  it("keeps a valid text direction on blocks and refuses any other", () => {
    expect(parseArticleBody(doc({ type: "paragraph", attrs: { dir: "rtl" } }))).toEqual({
      ok: true,
      body: doc({ type: "paragraph", attrs: { dir: "rtl" } }),
    });
    for (const dir of ["RTL", "left", 1, ""]) {
      expect(problemOf(doc({ type: "paragraph", attrs: { dir } })), String(dir)).toEqual({ path: "content.0.attrs.dir", code: "invalid" });
    }
    expect(problemOf(doc({ type: "paragraph", attrs: "rtl" }))).toEqual({ path: "content.0.attrs", code: "invalid" });
  });

  it("allows lists four deep (in a quote too, down to a link: the deepest body there is), not five", () => {
    const nested = (levels: number): unknown =>
      levels === 1
        ? { type: "bulletList", content: [{ type: "listItem", content: [para(text("x", [{ type: "link", attrs: { href: "/ar" } }]))] }] }
        : { type: "bulletList", content: [{ type: "listItem", content: [para(text("x")), nested(levels - 1)] }] };
    expect(parseArticleBody(doc(nested(4))).ok).toBe(true);
    expect(parseArticleBody(doc({ type: "blockquote", content: [nested(4)] })).ok).toBe(true);
    expect(problemOf(doc(nested(5)))).toEqual({
      path: "content.0.content.0.content.1.content.0.content.1.content.0.content.1.content.0.content.1",
      code: "list_depth",
    });
  });

  it("refuses a document nested a million deep without overflowing the stack", () => {
    let deep: Record<string, unknown> = para(text("x"));
    for (let level = 0; level < 1_000_000; level += 1) deep = { type: "blockquote", content: [deep] };
    const raw = { type: "doc", content: [deep] };
    expect(problemOf(raw)?.code).toBe("too_deep");
    let deepAttrs: Record<string, unknown> = {};
    for (let level = 0; level < 1_000_000; level += 1) deepAttrs = { a: deepAttrs };
    expect(problemOf(doc({ type: "paragraph", attrs: deepAttrs }))?.code).toBe("too_deep");
    const json = `{"type":"doc","content":[${'{"type":"blockquote","content":['.repeat(10_000)}${"]}".repeat(10_000)}]}`;
    expect(problemOf(json)?.code).toBe("too_deep");
  });

  it("checks the depth before the grammar: a little too deep is misplaced, far too deep is too_deep", () => {
    const quotes = (levels: number): unknown => (levels === 0 ? para(text("x")) : { type: "blockquote", content: [quotes(levels - 1)] });
    expect(problemOf(doc(quotes(8)))).toEqual({ path: "content.0.content.0", code: "misplaced" });
    expect(problemOf(doc(quotes(20)))?.code).toBe("too_deep");
  });

  it("refuses text over the limit and JSON over the byte limit", () => {
    expect(parseArticleBody(doc(para(text("a".repeat(articleBodyLimit))))).ok).toBe(true);
    expect(problemOf(doc(para(text("a".repeat(articleBodyLimit / 2))), para(text("a".repeat(articleBodyLimit / 2 + 1)))))).toEqual({
      path: "content.1.content.0.text",
      code: "too_long",
    });
    const wide = doc(...Array.from({ length: articleBodyMaxBytes / 20 }, () => ({ type: "paragraph" })));
    expect(problemOf(wide)).toEqual({ path: "", code: "too_large" });
    expect(problemOf(JSON.stringify(wide))).toEqual({ path: "", code: "too_large" });
  });

  it("refuses control characters and line breaks in text and attributes", () => {
    for (const value of ["a\nb", "a\rb", "a\tb", "a\u0000b", "a\u007fb", "a\u0085b", "a\u2028b"]) {
      expect(problemOf(doc(para(text(value)))), JSON.stringify(value)).toEqual({ path: "content.0.content.0.text", code: "control" });
    }
    expect(problemOf(doc(para(text("\ud800x"))))).toEqual({ path: "content.0.content.0.text", code: "invalid" });
    expect(problemOf(doc({ type: "articleImage", attrs: { id: imageId, alt: "a\nb" } }))).toEqual({ path: "content.0.attrs.alt", code: "control" });
    // Bidirectional marks are how Arabic text places Latin words; they stay.
    expect(parseArticleBody(doc(para(text("\u200fمرحبا \u2066Next.js\u2069")))).ok).toBe(true);
  });

  it("checks the custom nodes' attributes", () => {
    const image = (attrs: unknown) => doc({ type: "articleImage", attrs });
    expect(problemOf(image({ id: "../etc/passwd" }))).toEqual({ path: "content.0.attrs.id", code: "image" });
    expect(problemOf(image({ id: "ABCDEF0123456789" }))).toEqual({ path: "content.0.attrs.id", code: "image" });
    expect(problemOf(image(null))).toEqual({ path: "content.0.attrs.id", code: "image" });
    expect(problemOf(image({ id: imageId, alt: 3 }))).toEqual({ path: "content.0.attrs.alt", code: "image" });
    expect(problemOf(image({ id: imageId, caption: "x".repeat(301) }))).toEqual({ path: "content.0.attrs.caption", code: "image" });
    expect(parseArticleBody(image({ id: imageId, alt: "x".repeat(300) })).ok).toBe(true);

    const video = (attrs: unknown) => doc({ type: "videoEmbed", attrs });
    expect(parseArticleBody(video({ provider: "youtube", videoId: "a-B_c1234567".slice(0, 11) })).ok).toBe(true);
    expect(problemOf(video({ provider: "dailymotion", videoId: "x" }))).toEqual({ path: "content.0.attrs.provider", code: "video" });
    expect(problemOf(video({ provider: "youtube", videoId: "short" }))).toEqual({ path: "content.0.attrs.videoId", code: "video" });
    expect(problemOf(video({ provider: "youtube", videoId: 'abc"><scri' }))).toEqual({ path: "content.0.attrs.videoId", code: "video" });
    expect(problemOf(video({ provider: "vimeo", videoId: "dQw4w9WgXcQ" }))).toEqual({ path: "content.0.attrs.videoId", code: "video" });
    expect(problemOf(video({ provider: "vimeo", videoId: 76979871 }))).toEqual({ path: "content.0.attrs.videoId", code: "video" });
    expect(problemOf(video({ provider: "vimeo", videoId: "1", title: "x".repeat(201) }))).toEqual({ path: "content.0.attrs.title", code: "video" });

    const cta = (attrs: unknown) => doc({ type: "callToAction", attrs });
    expect(problemOf(cta({ kind: "telegram", label: "x" }))).toEqual({ path: "content.0.attrs.kind", code: "cta" });
    expect(problemOf(cta({ kind: "contact", label: "  " }))).toEqual({ path: "content.0.attrs.label", code: "cta" });
    expect(problemOf(cta({ kind: "contact" }))).toEqual({ path: "content.0.attrs.label", code: "cta" });
    expect(problemOf(cta({ kind: "contact", label: "x".repeat(81) }))).toEqual({ path: "content.0.attrs.label", code: "cta" });
    expect(parseArticleBody(cta({ kind: "contact", label: "x".repeat(80) })).ok).toBe(true);
  });

  it("is not fooled by keys of Object.prototype", () => {
    expect(problemOf(doc({ type: "constructor" }))?.code).toBe("unknown_node");
    expect(problemOf(doc(para(text("x", [{ type: "toString" }]))))?.code).toBe("unknown_mark");
    expect(problemOf(doc({ type: "videoEmbed", attrs: { provider: "constructor", videoId: "1" } }))?.code).toBe("video");
  });
});

describe("hrefKind", () => {
  it("names what a link points to", () => {
    expect(hrefKind("/ar/contact")).toBe("path");
    expect(hrefKind("https://example.com")).toBe("https");
    expect(hrefKind("mailto:a@b.co")).toBe("mailto");
    expect(hrefKind("tel:+9647701234567")).toBe("tel");
    expect(hrefKind("//example.com")).toBeNull();
  });
});

describe("what a body holds", () => {
  const body: BodyDoc = {
    type: "doc",
    content: [
      { type: "articleImage", attrs: { id: imageId, alt: "بديل", caption: "تعليق" } },
      { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "العنوان" }] },
      { type: "paragraph" },
      {
        type: "paragraph",
        content: [
          { type: "text", text: "أول", marks: [{ type: "link", attrs: { href: "/ar/about" } }] },
          { type: "hardBreak" },
          { type: "text", text: "فقرة", marks: [{ type: "link", attrs: { href: "https://example.com/" } }] },
        ],
      },
      {
        type: "blockquote",
        content: [
          { type: "heading", attrs: { level: 3 }, content: [{ type: "text", text: "Quote title" }] },
          { type: "paragraph", content: [{ type: "text", text: "again", marks: [{ type: "link", attrs: { href: "/ar/about" } }] }] },
        ],
      },
      {
        type: "bulletList",
        content: [{ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "بند" }] }] }],
      },
      { type: "articleImage", attrs: { id: otherImageId, alt: "", caption: "" } },
      { type: "articleImage", attrs: { id: imageId, alt: "", caption: "" } },
      { type: "callToAction", attrs: { kind: "contact", label: "اتصل" } },
    ],
  };

  it("lists its images once each, in order", () => {
    expect(imagesOfBody(body)).toEqual([imageId, otherImageId]);
    expect(imagesOfBody(sampleBody)).toEqual([imageId]);
  });

  it("lists its links, and the ones to this site", () => {
    expect(linksOfBody(body)).toEqual(["/ar/about", "https://example.com/"]);
    expect(internalLinksOfBody(body)).toEqual(["/ar/about"]);
    expect(internalLinksOfBody(sampleBody)).toEqual(["/ar/blog/performance"]);
  });

  it("gives its plain text, first paragraph and headings", () => {
    expect(bodyText(body)).toBe("العنوان\n\nأول\nفقرة\n\nQuote title\n\nagain\n\nبند");
    expect(firstParagraphText(body)).toBe("أول فقرة");
    expect(headingsText(body)).toEqual(["العنوان", "Quote title"]);
    expect(headingsText(sampleBody)).toEqual(["لماذا يحتاج متجرك إلى موقع سريع؟", "شاهد الشرح"]);
    expect(firstParagraphText({ type: "doc", content: [{ type: "paragraph" }] })).toBe("");
  });
});
