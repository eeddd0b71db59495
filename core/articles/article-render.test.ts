import { describe, expect, it } from "vitest";
import { parseArticleBody, type BodyBlock, type BodyDoc, type BodyInline, type BodyListItem } from "./article-body";
import { renderArticleBody, type RenderContext } from "./article-render";

const imageId = "0123456789abcdef";
const ctx: RenderContext = {
  lang: "ar",
  image: (id, alt) => (id === imageId ? { html: `<img src="/media/${id}-800.webp" alt="${alt}">` } : null),
  cta: (kind) => (kind === "whatsapp" ? { href: "https://wa.me/9647700000000", external: true } : { href: "/ar/contact", external: false }),
  videoLabel: (title) => `شاهد «${title}» على الموقع`,
  siteOrigin: "https://studio.example",
};

const render = (...content: BodyBlock[]) => renderArticleBody({ type: "doc", content }, ctx);
const p = (...content: BodyInline[]): BodyBlock => ({ type: "paragraph", content });
const linkTo = (href: string, text = "رابط"): BodyInline => ({ type: "text", text, marks: [{ type: "link", attrs: { href } }] });

describe("renderArticleBody", () => {
  it("renders an Arabic article with an English quote, marks, lists, a picture, a video and a button", () => {
    const body: BodyDoc = {
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "السرعة" }] },
        {
          type: "paragraph",
          content: [
            { type: "text", text: "اقرأ " },
            { type: "text", text: "الدليل", marks: [{ type: "bold" }, { type: "link", attrs: { href: "/ar/blog/guide" } }] },
            { type: "hardBreak" },
            { type: "text", text: "الآن 🚀" },
          ],
        },
        {
          type: "blockquote",
          attrs: { dir: "ltr" },
          content: [{ type: "paragraph", attrs: { dir: "ltr" }, content: [{ type: "text", text: "Fast is kind." }] }],
        },
        {
          type: "orderedList",
          attrs: { start: 3 },
          content: [
            {
              type: "listItem",
              content: [
                { type: "paragraph", content: [{ type: "text", text: "أولًا", marks: [{ type: "italic" }] }] },
                {
                  type: "bulletList",
                  content: [
                    { type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "x", marks: [{ type: "code" }] }] }] },
                  ],
                },
              ],
            },
          ],
        },
        { type: "articleImage", attrs: { id: imageId, alt: "لوحة", caption: "النتيجة" } },
        { type: "videoEmbed", attrs: { provider: "vimeo", videoId: "76979871", title: "شرح" } },
        { type: "callToAction", attrs: { kind: "contact", label: "اتصل بنا" } },
      ],
    };
    expect(parseArticleBody(body)).toEqual({ ok: true, body });
    expect(renderArticleBody(body, ctx)).toBe(
      "<h2>السرعة</h2>" +
        '<p>اقرأ <strong><a href="/ar/blog/guide">الدليل</a></strong><br>الآن 🚀</p>' +
        '<blockquote dir="ltr"><p dir="ltr">Fast is kind.</p></blockquote>' +
        '<ol start="3"><li><p><em>أولًا</em></p><ul><li><p><code>x</code></p></li></ul></li></ol>' +
        '<figure class="article-figure"><img src="/media/0123456789abcdef-800.webp" alt="لوحة"><figcaption>النتيجة</figcaption></figure>' +
        '<div class="video-facade" data-provider="vimeo" data-video-id="76979871"><a class="video-facade-link" href="https://vimeo.com/76979871" rel="noopener">شاهد «شرح» على الموقع</a></div>' +
        '<p class="article-cta"><a class="article-cta-link" href="/ar/contact">اتصل بنا</a></p>',
    );
  });

  it("escapes text: a script in the body is text", () => {
    const html = render(p({ type: "text", text: `<script>alert("x")</script> & 'y'` }));
    expect(html).toBe("<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;</p>");
    expect(html).not.toContain("<script");
  });

  it("escapes hrefs and keeps emoji and Arabic intact", () => {
    const html = render(p(linkTo(`/ar/search?q="><img src=x onerror=alert(1)>&a='b'`, "بحث 🔍")));
    expect(html).toBe(`<p><a href="/ar/search?q=&quot;&gt;&lt;img src=x onerror=alert(1)&gt;&amp;a=&#39;b&#39;">بحث 🔍</a></p>`);
    expect(html).not.toMatch(/<img/);
  });

  it("marks links to other sites, mail and phone with rel=noopener, and no link of this site", () => {
    expect(render(p(linkTo("https://web.dev/vitals")))).toBe('<p><a href="https://web.dev/vitals" rel="noopener">رابط</a></p>');
    expect(render(p(linkTo("mailto:hello@example.com")))).toContain('rel="noopener"');
    expect(render(p(linkTo("tel:+964 770")))).toContain('rel="noopener"');
    expect(render(p(linkTo("https://studio.example/ar/about")))).toBe('<p><a href="https://studio.example/ar/about">رابط</a></p>');
    expect(render(p(linkTo("/ar/about")))).toBe('<p><a href="/ar/about">رابط</a></p>');
    expect(render(p(linkTo("https://web.dev/")))).not.toContain("target=");
  });

  it("drops a link whose href is not allowed, keeping its text (a body that skipped the check)", () => {
    for (const href of ["javascript:alert(1)", "data:text/html,x", "//evil.com", "http://example.com", " javascript:x"]) {
      expect(render(p({ type: "text", text: "نص", marks: [{ type: "bold" }, { type: "link", attrs: { href } }] })), href).toBe(
        "<p><strong>نص</strong></p>",
      );
    }
  });

  it("leaves out a figure whose image is unknown, and a caption that is empty", () => {
    expect(render({ type: "articleImage", attrs: { id: "fedcba9876543210", alt: "", caption: "تعليق" } }, p())).toBe("<p></p>");
    expect(render({ type: "articleImage", attrs: { id: imageId, alt: "", caption: "" } })).toBe(
      `<figure class="article-figure"><img src="/media/${imageId}-800.webp" alt=""></figure>`,
    );
    expect(render({ type: "articleImage", attrs: { id: imageId, alt: "", caption: "<b>1</b>" } })).toContain(
      "<figcaption>&lt;b&gt;1&lt;/b&gt;</figcaption>",
    );
  });

  it("renders a video as a link that loads nothing from the provider", () => {
    const html = render({ type: "videoEmbed", attrs: { provider: "youtube", videoId: "dQw4w9WgXcQ", title: `"quoted" <title>` } });
    expect(html).toBe(
      '<div class="video-facade" data-provider="youtube" data-video-id="dQw4w9WgXcQ">' +
        '<a class="video-facade-link" href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" rel="noopener">شاهد «&quot;quoted&quot; &lt;title&gt;» على الموقع</a></div>',
    );
    expect(html).not.toMatch(/iframe|<script|<img|src=/);
    expect(html.match(/youtube\.com|ytimg|youtube-nocookie/g)).toEqual(["youtube.com"]);
    // A video id that skipped the check is not rendered at all.
    expect(render({ type: "videoEmbed", attrs: { provider: "youtube", videoId: `x"onmouseover="1`, title: "" } })).toBe("");
  });

  it("renders a button with the caller's href, rel=noopener when it leaves the site", () => {
    expect(render({ type: "callToAction", attrs: { kind: "whatsapp", label: "واتساب <3" } })).toBe(
      '<p class="article-cta"><a class="article-cta-link" href="https://wa.me/9647700000000" rel="noopener">واتساب &lt;3</a></p>',
    );
    const unsafe: RenderContext = { ...ctx, cta: () => ({ href: "javascript:alert(1)", external: false }) };
    expect(renderArticleBody({ type: "doc", content: [{ type: "callToAction", attrs: { kind: "contact", label: "اتصل" } }] }, unsafe)).toBe(
      '<p class="article-cta">اتصل</p>',
    );
  });

  it("writes the node's direction, and dir=auto where Arabic and Latin letters mix without one", () => {
    expect(render({ type: "paragraph", attrs: { dir: "rtl" }, content: [{ type: "text", text: "React مكتبة" }] })).toBe(
      '<p dir="rtl">React مكتبة</p>',
    );
    expect(render(p({ type: "text", text: "React مكتبة" }))).toBe('<p dir="auto">React مكتبة</p>');
    expect(render(p({ type: "text", text: "مكتبة رائعة 2025" }))).toBe("<p>مكتبة رائعة 2025</p>");
    expect(render(p({ type: "text", text: "Plain English" }))).toBe("<p>Plain English</p>");
    expect(render({ type: "heading", attrs: { level: 3 }, content: [{ type: "text", text: "ما هو Next.js؟" }] })).toBe(
      '<h3 dir="auto">ما هو Next.js؟</h3>',
    );
    expect(render({ type: "heading", attrs: { level: 4, dir: "ltr" }, content: [{ type: "text", text: "x" }] })).toBe('<h4 dir="ltr">x</h4>');
    expect(
      render({
        type: "bulletList",
        attrs: { dir: "ltr" },
        content: [{ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "Vite سريع" }] }] }],
      }),
    ).toBe('<ul dir="ltr"><li><p dir="auto">Vite سريع</p></li></ul>');
    // "auto" on a list, an item or a quote is resolved here from the first strong letter: the browser would skip
    // the paragraphs inside (each has a dir of its own) and lay an Arabic list out left to right.
    const item = (text: string): BodyListItem => ({
      type: "listItem",
      attrs: { dir: "auto" },
      content: [{ type: "paragraph", attrs: { dir: "auto" }, content: [{ type: "text", text }] }],
    });
    expect(render({ type: "bulletList", attrs: { dir: "auto" }, content: [item("منشور يومي"), item("Weekly report")] })).toBe(
      '<ul dir="rtl"><li dir="rtl"><p dir="auto">منشور يومي</p></li><li dir="ltr"><p dir="auto">Weekly report</p></li></ul>',
    );
    expect(
      render({ type: "blockquote", attrs: { dir: "auto" }, content: [{ type: "paragraph", content: [{ type: "text", text: "2025: Next.js" }] }] }),
    ).toBe('<blockquote dir="ltr"><p>2025: Next.js</p></blockquote>');
    expect(render({ type: "orderedList", attrs: { start: 1, dir: "auto" }, content: [item("2025")] })).toBe(
      '<ol><li><p dir="auto">2025</p></li></ol>',
    );
    expect(render({ type: "articleImage", attrs: { id: imageId, alt: "", caption: "", dir: "ltr" } })).toMatch(
      /^<figure class="article-figure" dir="ltr">/,
    );
    expect(render({ type: "callToAction", attrs: { kind: "contact", label: "x", dir: "auto" } })).toMatch(/^<p class="article-cta" dir="auto">/);
  });

  it("writes only its own elements, whatever a hand-made body holds", () => {
    const html = renderArticleBody(
      {
        type: "doc",
        content: [
          { type: "iframe", attrs: { src: "https://evil.com" } } as unknown as BodyBlock,
          { type: "paragraph", attrs: { dir: `rtl" onclick="x` as "rtl", style: "color:red" } as never, content: [{ type: "text", text: "a" }] },
          { type: "heading", attrs: { level: 1 as 2 }, content: [{ type: "text", text: "b" }] },
          { type: "orderedList", attrs: { start: 1 }, content: [{ type: "listItem", content: [{ type: "paragraph" }] }] },
          p({ type: "text", text: "c", marks: [{ type: "underline" } as never] }),
        ],
      },
      ctx,
    );
    expect(html).toBe("<p>a</p><h2>b</h2><ol><li><p></p></li></ol><p>c</p>");
    expect(html).not.toMatch(/iframe|script|svg|style|onclick/);
  });
});
