import { XMLParser, XMLValidator } from "fast-xml-parser";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { StudioArticle } from "#core/articles/article-wire";
import type { ArticleDocument } from "#core/articles/article-document";
import { sampleArticles } from "#core/articles/sample-articles";
import { ownerSite } from "./auth-helpers";

// His articles as visitors meet them (issue 43): the pages at both addresses with BlogPosting JSON-LD,
// the feeds (parsed as XML), the sitemap, the related service page, the search that folds Arabic,
// and the 301s of a renamed or removed article. The store's own rules are server/articles tests.

const site = ownerSite();

const text = (value: string, marks?: { type: string; attrs?: Record<string, unknown> }[]) => ({ type: "text", text: value, ...(marks && { marks }) });
const paragraph = (...content: unknown[]) => ({ type: "paragraph", content });

/** An Arabic article with an English quote, a bold word and a link, a list, a video and a call to action; and its English. */
function bilingual(): Partial<ArticleDocument> {
  return sent({
    ar: {
      title: "إستراتيجية المحتوى لمطعم في بغداد & <نجاح>",
      slug: "استراتيجية-المحتوى",
      summary: "كيف تبني خطة محتوى 😀 تجلب الزبائن.",
      body: {
        type: "doc",
        content: [
          paragraph(
            text("ابدأ بـ"),
            text("جمهورك", [{ type: "bold" }]),
            text(" ثم اقرأ "),
            text("دليل الخدمات", [{ type: "link", attrs: { href: "/ar/services" } }]),
          ),
          { type: "blockquote", attrs: { dir: "ltr" }, content: [paragraph(text("Content is king."))] },
          { type: "bulletList", content: [{ type: "listItem", content: [paragraph(text("خطة أسبوعية"))] }] },
          { type: "videoEmbed", attrs: { provider: "youtube", videoId: "dQw4w9WgXcQ", title: "مثال" } },
          { type: "callToAction", attrs: { kind: "contact", label: "اطلب استشارة" } },
        ],
      },
      coverAlt: "",
      focusPhrase: "استراتيجية المحتوى",
      textVersion: 1,
      inStepWith: 0,
      inStepText: "",
    },
    en: {
      title: "Content strategy for a Baghdad restaurant",
      slug: "content-strategy",
      summary: "How to plan content that brings customers in.",
      body: { type: "doc", content: [paragraph(text("Start with your audience."))] },
      coverAlt: "",
      focusPhrase: "",
      textVersion: 1,
      inStepWith: 0,
      inStepText: "",
    },
    categories: ["digital-marketing"],
    services: ["marketing"],
    sectors: [],
  });
}

/** As the studio sends it: JSON, which the server validates (the body's types are the server's to check). */
const sent = (document: Record<string, unknown>) => document as Partial<ArticleDocument>;

async function publishArticle(document: Partial<ArticleDocument>): Promise<StudioArticle> {
  const { api } = site.content;
  const created = (await (await api("/api/admin/articles", { method: "POST", body: JSON.stringify({ lang: "ar" }) })).json()) as StudioArticle;
  const saved = await api(`/api/admin/articles/${created.id}`, {
    method: "PUT",
    body: JSON.stringify({ document: { ...created.draft, ...document }, version: created.version }),
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  const published = await api(`/api/admin/articles/${created.id}/publish`, { method: "POST", body: "{}" });
  expect(published.status).toBe(200);
  return (await published.json()) as StudioArticle;
}

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);

describe("his articles on the public site", () => {
  it("answers strangers 401 on the studio's article routes", async () => {
    for (const [method, path] of [
      ["GET", "/api/admin/articles"],
      ["POST", "/api/admin/articles"],
      ["PUT", "/api/admin/articles/x"],
      ["POST", "/api/admin/articles/x/publish"],
    ] as const) {
      const response = await fetch(`${site.server.url}${path}`, {
        method,
        headers: { "content-type": "application/json" },
        ...(method !== "GET" && { body: "{}" }),
      });
      expect([401, 403], path).toContain(response.status);
    }
  });

  it("a new site shows its two sample articles per language on the articles page and in the home page's section he can hide", async () => {
    const samples = sampleArticles();
    for (const lang of ["ar", "en"] as const) {
      const list = await site.page(`/${lang}/articles`);
      const home = await site.page(lang === "ar" ? "/" : "/en");
      for (const sample of samples) {
        const href = `/${lang}/articles/${encodeURIComponent(sample[lang]!.slug)}`;
        expect(list).toContain(`href="${href}"`);
        expect(home).toContain(`href="${href}"`);
      }
      expect(home).toContain('data-testid="home-articles"');
    }
    const listed = (await (await site.content.api("/api/admin/articles")).json()) as { sample: boolean }[];
    expect(listed.filter((row) => row.sample)).toHaveLength(2);
    // His choice: no section (through draft and publish, as every change).
    expect((await site.content.saveAndPublish((document) => void (document.brand = { logo: null, homeArticles: 0 }))).status).toBe(200);
    const hidden = await site.page("/en");
    expect(hidden).not.toContain('data-testid="home-articles"');
    expect(hidden).not.toContain(`/en/articles/${samples[0]!.en!.slug}`);
    expect((await site.content.saveAndPublish((document) => void delete document.brand)).status).toBe(200);
    expect(await site.page("/en")).toContain('data-testid="home-articles"');
  });

  it("shows a published article at both addresses with BlogPosting data, in both feeds, the sitemap and its service's page", async () => {
    const article = await publishArticle(bilingual());
    const arPath = `/ar/articles/${encodeURIComponent("استراتيجية-المحتوى")}`;
    const ar = await fetch(`${site.server.url}${arPath}`);
    expect(ar.status).toBe(200);
    const html = await ar.text();
    // Every text escaped: the title's & and < arrive as text.
    expect(html).toContain("إستراتيجية المحتوى لمطعم في بغداد &amp; &lt;نجاح&gt;");
    expect(html).toContain("<strong>جمهورك</strong>");
    expect(html).toContain('<blockquote dir="ltr">');
    expect(html).toContain('href="/ar/services"');
    // The video loads nothing from YouTube until asked: a link, no frame.
    expect(html).not.toMatch(/<iframe/);
    expect(html).toContain('data-video-id="dQw4w9WgXcQ"');
    expect(html).toContain('<meta property="og:type" content="article"');
    expect(html).toMatch(/<meta property="article:published_time" content="\d{4}-\d\d-\d\dT/);
    expect(html).toContain(`<link rel="canonical" href="${site.server.siteUrl}${arPath}"`);
    expect(html).toContain('hrefLang="en" href="' + `${site.server.siteUrl}/en/articles/content-strategy"`);
    expect(html).toContain('type="application/rss+xml"');
    const posting = jsonLd(html).find((data) => data["@type"] === "BlogPosting")!;
    expect(posting).toMatchObject({
      headline: "إستراتيجية المحتوى لمطعم في بغداد & <نجاح>",
      inLanguage: "ar",
      author: { "@type": "Person" },
      publisher: { "@type": "ProfessionalService" },
    });
    expect(posting.datePublished).toBe(article.publishedAt);
    expect(jsonLd(html).some((data) => data["@type"] === "BreadcrumbList")).toBe(true);
    // Its share card: drawn with the title's & and < as text.
    const card = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!;
    expect(card).toMatch(/\/og\/ar\/article-[a-f0-9]+-[a-f0-9]{20}\.png$/);
    const image = await fetch(card.replace(site.server.siteUrl, site.server.url));
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(5_000);

    const en = await site.page("/en/articles/content-strategy");
    expect(en).toContain("Content strategy for a Baghdad restaurant");
    expect(jsonLd(en).find((data) => data["@type"] === "BlogPosting")).toMatchObject({ inLanguage: "en" });

    for (const [lang, title] of [
      ["ar", "إستراتيجية المحتوى لمطعم في بغداد & <نجاح>"],
      ["en", "Content strategy for a Baghdad restaurant"],
    ] as const) {
      for (const feedPath of [
        `/${lang}/articles/feed.xml`,
        `/${lang}/articles/category/${encodeURIComponent(lang === "ar" ? "التسويق-الرقمي" : "digital-marketing")}/feed.xml`,
      ]) {
        const feed = await fetch(`${site.server.url}${feedPath}`);
        expect(feed.headers.get("content-type"), feedPath).toBe("application/rss+xml; charset=utf-8");
        const xml = await feed.text();
        expect(XMLValidator.validate(xml), feedPath).toBe(true);
        const item = (new XMLParser().parse(xml) as { rss: { channel: { item: { title: string; link: string } | { title: string }[] } } }).rss.channel
          .item;
        expect(Array.isArray(item) ? item.map((entry) => entry.title) : [item.title], feedPath).toContain(title);
      }
    }

    const sitemap = await site.page("/sitemap.xml");
    expect(XMLValidator.validate(sitemap)).toBe(true);
    expect(sitemap).toContain(`<loc>${site.server.siteUrl}${arPath}</loc>`);
    expect(sitemap).toContain(`<loc>${site.server.siteUrl}/en/articles/content-strategy</loc>`);
    expect(sitemap).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);

    const service = await site.page("/ar/services/digital-marketing-in-baghdad");
    expect(service).toContain('id="related-articles"');
    expect(service).toContain(arPath);
    const list = await site.page("/en/articles");
    expect(list).toContain("/en/articles/content-strategy");
  });

  it("keeps an article in one language out of the other's lists, hreflang and feed, and the toggle says so", async () => {
    const arabicOnly = bilingual();
    arabicOnly.ar = { ...arabicOnly.ar!, title: "مقال بالعربية فقط", slug: "بالعربية-فقط" };
    arabicOnly.en = null;
    await publishArticle(arabicOnly);
    const html = await site.page(`/ar/articles/${encodeURIComponent("بالعربية-فقط")}`);
    expect(html).not.toMatch(/rel="alternate" hrefLang="en"/);
    // The language toggle goes to the English articles page, where a note says why.
    expect(html).toContain('href="/en/articles#not-translated"');
    expect(await site.page("/en/articles")).toContain('id="not-translated"');
    expect(await site.page("/en/articles/feed.xml")).not.toContain("مقال بالعربية فقط");
  });

  it("finds «إستراتيجية» when «استراتيجيه» is typed, with the match marked, without JavaScript", async () => {
    const html = await site.page(`/ar/articles?q=${encodeURIComponent("استراتيجيه")}`);
    expect(html).toContain("<mark");
    expect(html).toMatch(/<mark[^>]*>إستراتيجية<\/mark>/);
    expect(html).toContain(`/ar/articles/${encodeURIComponent("استراتيجية-المحتوى")}`);
    const none = await site.page(`/ar/articles?q=${encodeURIComponent("لايوجدشيءكهذا")}`);
    expect(none).not.toContain(`/ar/articles/${encodeURIComponent("استراتيجية-المحتوى")}`);
  });

  it("answers a renamed article's old address and a removed one's with 301s", async () => {
    const document = bilingual();
    document.ar = { ...document.ar!, title: "مقال سيُنقل", slug: "عنوان-قديم" };
    document.en = { ...document.en!, slug: "old-address", title: "To be moved" };
    const article = await publishArticle(document);
    const { api } = site.content;
    const current = (await (await api(`/api/admin/articles/${article.id}`)).json()) as StudioArticle;
    const renamed = structuredClone(current.draft);
    renamed.en!.slug = "new-address";
    expect(
      (await api(`/api/admin/articles/${article.id}`, { method: "PUT", body: JSON.stringify({ document: renamed, version: current.version }) }))
        .status,
    ).toBe(200);
    expect((await api(`/api/admin/articles/${article.id}/publish`, { method: "POST", body: "{}" })).status).toBe(200);
    const moved = await fetch(`${site.server.url}/en/articles/old-address`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/en/articles/new-address");
    expect((await fetch(`${site.server.url}/en/articles/new-address`)).status).toBe(200);

    expect((await api(`/api/admin/articles/${article.id}`, { method: "DELETE" })).status).toBe(200);
    const removed = await fetch(`${site.server.url}/en/articles/new-address`, { redirect: "manual" });
    expect(removed.status).toBe(301);
    expect(removed.headers.get("location")).toBe("/en/articles");
    // Never an address at all: the home page with 404, as every unknown address.
    expect((await fetch(`${site.server.url}/en/articles/never-was`)).status).toBe(404);
  });

  it("travels in the content export, one self-contained entry each: a copied entry imports as a new article, a bad one changes nothing", async () => {
    const { api } = site.content;
    const file = (await (await api("/api/admin/content/export")).json()) as { articles: Record<string, unknown>[] };
    const entry = file.articles.find((one) => (one.article as ArticleDocument).en?.slug === "content-strategy")!;
    expect(entry).toMatchObject({ sample: false, scheduledAt: null });
    expect(typeof entry.publishedAt).toBe("string");
    // An owner copies an entry, drops its id and changes its texts and addresses.
    const copy = structuredClone(entry);
    delete copy.id;
    const article = copy.article as ArticleDocument;
    article.ar = { ...article.ar!, title: "مقال منسوخ", slug: "مقال-منسوخ" };
    article.en = { ...article.en!, title: "A copied article", slug: "a-copied-article" };
    const imported = await api("/api/admin/content/import", {
      method: "POST",
      body: JSON.stringify({ ...file, articles: [...file.articles, copy] }),
    });
    expect(imported.status, await imported.clone().text()).toBe(200);
    expect(await site.page("/en/articles/a-copied-article")).toContain("A copied article");
    expect(await site.page("/en/articles/content-strategy")).toContain("Content strategy for a Baghdad restaurant");

    // An unknown node in one entry: refused with its path, and nothing changed (the other entry's new title is not written).
    const again = (await (await api("/api/admin/content/export")).json()) as { articles: Record<string, unknown>[] };
    const changed = structuredClone(again.articles);
    const first = changed.find((one) => (one.article as ArticleDocument).en?.slug === "a-copied-article")!;
    (first.article as ArticleDocument).en!.title = "Not written";
    const bad = changed.find((one) => (one.article as ArticleDocument).en?.slug === "content-strategy")!;
    ((bad.article as ArticleDocument).en!.body.content as unknown[]).push({ type: "iframe", attrs: { src: "https://evil.example" } });
    const refused = await api("/api/admin/content/import", { method: "POST", body: JSON.stringify({ ...again, articles: changed }) });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(await refused.json())).toMatch(/articles\.\d+\.article\.en\.body/);
    expect(await site.page("/en/articles/a-copied-article")).toContain("A copied article");
    expect(await site.page("/en/articles/a-copied-article")).not.toContain("Not written");

    // Two entries claiming one address: refused, nothing changed.
    const twice = structuredClone(again.articles);
    const clash = structuredClone(twice.find((one) => (one.article as ArticleDocument).en?.slug === "a-copied-article")!);
    delete clash.id;
    const clashing = await api("/api/admin/content/import", { method: "POST", body: JSON.stringify({ ...again, articles: [...twice, clash] }) });
    expect(clashing.status).toBe(422);
    expect(((await (await api("/api/admin/content/export")).json()) as { articles: unknown[] }).articles).toHaveLength(again.articles.length);
  });

  it("cleans the pictures an import brings as an upload is cleaned: no metadata, nothing appended (issue 47, item 4)", async () => {
    const { api } = site.content;
    const file = (await (await api("/api/admin/content/export")).json()) as { articles: Record<string, unknown>[]; images: unknown[] };
    const id = "ab".repeat(16);
    const dirty = Buffer.concat([
      await sharp({ create: { width: 480, height: 270, channels: 3, background: "#0f766e" } })
        .webp({ quality: 80 })
        .withExif({ IFD0: { Make: "Secret Camera" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "33/1 18/1 50/1" } })
        .toBuffer(),
      Buffer.from("<script>alert(1)</script>"),
    ]);
    expect(dirty.includes("Secret Camera")).toBe(true);
    const entry = structuredClone(file.articles.find((one) => (one.article as ArticleDocument).en?.slug === "a-copied-article")!);
    (entry.article as ArticleDocument).cover = { id, width: 480, height: 270 };
    const image = {
      id,
      width: 480,
      height: 270,
      sourceFormat: "webp",
      sourceBytes: dirty.length,
      files: [{ width: 480, format: "webp", data: dirty.toString("base64") }],
    };
    const imported = await api("/api/admin/content/import", {
      method: "POST",
      body: JSON.stringify({ ...file, images: [...file.images, image], articles: [...file.articles.filter((one) => one.id !== entry.id), entry] }),
    });
    expect(imported.status, await imported.clone().text()).toBe(200);
    const served = Buffer.from(await (await fetch(`${site.server.url}/media/${id}-480.webp`)).arrayBuffer());
    expect((await sharp(served).metadata()).format).toBe("webp");
    expect(served.includes("Secret Camera")).toBe(false);
    expect(served.includes("<script>")).toBe(false);
    expect((await sharp(served).metadata()).exif).toBeUndefined();
  });
});
