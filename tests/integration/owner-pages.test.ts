import { describe, expect, it } from "vitest";
import { ownerSite } from "./auth-helpers";
import type { ContentDocument } from "#core/content/content-document";

type Service = ContentDocument["lists"]["services"][number];
const both = (en: string, ar: string) => ({ en, ar });

/** A service of the owner's own, complete in both languages, with a title that must be escaped. */
const weddings = (): Service => ({
  id: "weddings",
  published: true,
  sample: false,
  icon: "camera",
  slug: both("wedding-films", "افلام-الاعراس"),
  title: both("Wedding <films> & more", "أفلام الأعراس"),
  description: both("Your day, filmed in Baghdad.", "يومك مصوَّرًا في بغداد."),
  metaTitle: both("Wedding films in Baghdad", "أفلام الأعراس في بغداد"),
  metaDescription: both("Wedding films shot in Baghdad, ready in two weeks.", "أفلام أعراس تُصوَّر في بغداد وتُسلَّم خلال أسبوعين."),
  intro: both("I film weddings.", "أصوّر الأعراس."),
  problemTitle: both("Moments pass", "اللحظات تمضي"),
  problemText: both("The day is over fast.", "ينتهي اليوم سريعًا."),
  solutionTitle: both("A film keeps them", "الفيلم يحفظها"),
  solutionText: both("A short film you watch for years.", "فيلم قصير تشاهده سنوات."),
  processTitle: both("How it goes", "كيف تسير"),
  steps: both("Meet\nWe talk about the day.\n\nFilm\nI film it.", "نلتقي\nنتحدث عن اليوم.\n\nالتصوير\nأصوّره."),
  faq: both("Do you travel?\nYes, anywhere in Iraq.", "هل تسافر؟\nنعم، إلى أي مكان في العراق."),
  related: ["video"],
});

describe("services the owner adds, hides and deletes", () => {
  const site = ownerSite();

  const saveAndPublish = (change: (doc: ContentDocument) => void) => site.content.saveAndPublish(change);
  const arabicPath = `/ar/services/${encodeURIComponent("افلام-الاعراس")}`;

  it("a new service gets its page in both languages, its card, sitemap, hreflang and JSON-LD, escaped", async () => {
    expect((await saveAndPublish((doc) => doc.lists.services.splice(1, 0, weddings()))).status).toBe(200);

    const english = await site.page("/en/services/wedding-films");
    expect(english).toContain("<h1");
    expect(english).toContain("Wedding &lt;films&gt; &amp; more");
    expect(english).not.toContain("Wedding <films>");
    expect(english).toContain(`<link rel="canonical" href="${site.server.siteUrl}/en/services/wedding-films"`);
    expect(english).toContain(`hrefLang="ar" href="${site.server.siteUrl}${arabicPath}"`);
    expect(english).toContain("Do you travel?");
    // JSON-LD: the service and its question, with "<" escaped inside the script.
    const jsonLd = [...english.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join("\n");
    expect(jsonLd).toContain("Wedding \\u003cfilms\\u003e \\u0026 more");
    expect(jsonLd).toContain('"FAQPage"');
    expect(jsonLd).not.toContain("<films>");

    const arabic = await site.page(arabicPath);
    expect(arabic).toContain("أفلام الأعراس");
    expect(arabic).toContain('dir="rtl"');

    const services = await site.page("/en/services");
    expect(services.indexOf("/en/services/wedding-films")).toBeGreaterThan(services.indexOf("/en/services/digital-marketing-in-baghdad"));
    expect(services.indexOf("/en/services/wedding-films")).toBeLessThan(services.indexOf("/en/services/video-production-in-baghdad"));
    const sitemap = await site.page("/sitemap.xml");
    expect(sitemap).toContain(`${site.server.siteUrl}/en/services/wedding-films`);
    expect(sitemap).toContain(`${site.server.siteUrl}${arabicPath}`);
    // Its related page, and the breadcrumb back to the services page.
    expect(english).toContain('href="/en/services/video-production-in-baghdad"');
    expect(english).toMatch(/"BreadcrumbList"/);
  });

  it("hidden, its addresses answer 301 to the services page and it leaves the sitemap and the cards", async () => {
    expect((await saveAndPublish((doc) => (doc.lists.services.find((s) => s.id === "weddings")!.published = false))).status).toBe(200);
    for (const [path, target] of [
      ["/en/services/wedding-films?utm_source=x", "/en/services?utm_source=x"],
      [arabicPath, "/ar/services"],
    ]) {
      const moved = await fetch(`${site.server.url}${path}`, { redirect: "manual" });
      expect(moved.status, path).toBe(301);
      expect(moved.headers.get("location")).toBe(target);
    }
    expect(await site.page("/sitemap.xml")).not.toContain("wedding-films");
    expect(await site.page("/en/services")).not.toContain("wedding-films");
    expect(await site.page("/en")).not.toContain("Wedding &lt;films&gt;");
  });

  it("deleted, a shipped service's addresses answer 301 too, and the last service cannot go", async () => {
    expect((await saveAndPublish((doc) => (doc.lists.services = doc.lists.services.filter((s) => s.id !== "events")))).status).toBe(200);
    const moved = await fetch(`${site.server.url}/en/services/event-management-in-baghdad`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/en/services");
    expect(await site.page("/sitemap.xml")).not.toContain("event-management-in-baghdad");

    const refused = await saveAndPublish((doc) => doc.lists.services.forEach((service) => (service.published = false)));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ problems: [{ path: "lists.services", code: "too_few" }] });
  });

  it("a new address collides with no other page's", async () => {
    const refused = await saveAndPublish((doc) => {
      const copy = { ...weddings(), id: "weddings-2", slug: both("digital-marketing-in-baghdad", "اعراس") };
      doc.lists.services.push(copy);
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ problems: [{ code: "slug_taken" }] });
  });
});

type Landing = ContentDocument["lists"]["landing"][number];

/** A landing page of the owner's own, under the advertising area, without questions. */
const ramadan = (): Landing => ({
  id: "ramadan",
  published: true,
  sample: false,
  family: "advertising",
  title: both("Ramadan <campaigns>", "حملات رمضان"),
  description: both("Campaigns for the month that sells most.", "حملات للشهر الأكثر مبيعًا."),
  slug: both("ramadan-campaigns", "حملات-رمضان"),
  metaTitle: both("Ramadan ad campaigns", "حملات إعلانية لرمضان"),
  metaDescription: both("Paid campaigns planned for Ramadan.", "حملات ممولة مخطّطة لرمضان."),
  heroEyebrow: both("Ramadan", "رمضان"),
  heroTitle: both("Be seen when people shop", "كن حاضرًا حين يتسوّق الناس"),
  heroLead: both("Plan your Ramadan ads a month ahead.", "خطّط إعلانات رمضان قبل شهر."),
  primaryCta: both("Plan my campaign", "خطّط حملتي"),
  secondaryCta: both("See the offer", "اطّلع على العرض"),
  painsTitle: both("Sound familiar?", "هل يبدو هذا مألوفًا؟"),
  pains: both("Late ads\nThey start when the month is half over.", "إعلانات متأخرة\nتبدأ حين ينتصف الشهر."),
  offerTitle: both("What you get", "ما تحصل عليه"),
  offerLead: both("A plan and the ads.", "خطة وإعلانات."),
  offer: both("A calendar\nWhat runs each week.", "تقويم\nما يُنشر كل أسبوع."),
  processTitle: both("The steps", "الخطوات"),
  steps: both("Plan\nWe agree the goal.\n\nRun\nI run the ads.", "التخطيط\nنتفق على الهدف.\n\nالتشغيل\nأدير الإعلانات."),
  proofTitle: both("Results", "النتائج"),
  proofText: both("Last Ramadan's clients sold more.", "باع عملاء رمضان الماضي أكثر."),
  faq: both("", ""),
  ctaTitle: both("Ready?", "جاهز؟"),
  ctaText: both("Tell me about your shop.", "حدّثني عن متجرك."),
  ctaButton: both("Get in touch", "تواصل معي"),
});

describe("landing pages the owner adds, hides and deletes", () => {
  const site = ownerSite();

  const arabicPath = `/ar/advertising/${encodeURIComponent("حملات-رمضان")}`;

  it("a new landing page gets its page under its area in both languages, sitemap, hreflang and JSON-LD, escaped, without a questions section", async () => {
    expect((await site.content.saveAndPublish((doc) => doc.lists.landing.push(ramadan()))).status).toBe(200);
    const english = await site.page("/en/advertising/ramadan-campaigns");
    expect(english).toContain("Be seen when people shop");
    expect(english).toContain("Ramadan &lt;campaigns&gt;");
    expect(english).not.toContain("Ramadan <campaigns>");
    expect(english).toContain(`<link rel="canonical" href="${site.server.siteUrl}/en/advertising/ramadan-campaigns"`);
    expect(english).toContain(`hrefLang="ar" href="${site.server.siteUrl}${arabicPath}"`);
    expect(english).not.toContain('id="landing-faq"');
    const jsonLd = [...english.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join("\n");
    expect(jsonLd).toContain("Ramadan \\u003ccampaigns\\u003e");
    expect(jsonLd).not.toContain('"FAQPage"');
    const arabic = await site.page(arabicPath);
    expect(arabic).toContain("كن حاضرًا حين يتسوّق الناس");
    expect(arabic).toContain('dir="rtl"');
    const sitemap = await site.page("/sitemap.xml");
    expect(sitemap).toContain(`${site.server.siteUrl}/en/advertising/ramadan-campaigns`);
    expect(sitemap).toContain(`${site.server.siteUrl}${arabicPath}`);
    // Its address is its area's: under another area it is no page.
    expect((await fetch(`${site.server.url}/en/web-design/ramadan-campaigns`, { redirect: "manual" })).status).toBe(404);
  });

  it("hidden or deleted, its addresses answer 301 to the home page and it leaves the sitemap", async () => {
    expect((await site.content.saveAndPublish((doc) => (doc.lists.landing.find((item) => item.id === "ramadan")!.published = false))).status).toBe(
      200,
    );
    for (const [path, target] of [
      ["/en/advertising/ramadan-campaigns", "/en"],
      [arabicPath, "/"],
    ]) {
      const moved = await fetch(`${site.server.url}${path}`, { redirect: "manual" });
      expect(moved.status, path).toBe(301);
      expect(moved.headers.get("location")).toBe(target);
    }
    expect(await site.page("/sitemap.xml")).not.toContain("ramadan-campaigns");

    expect(
      (await site.content.saveAndPublish((doc) => (doc.lists.landing = doc.lists.landing.filter((item) => item.id !== "web-design")))).status,
    ).toBe(200);
    const moved = await fetch(`${site.server.url}/ar/web-design/professional-web-design-baghdad`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/");
    expect(await site.page("/sitemap.xml")).not.toContain("professional-web-design-baghdad");
  });

  it("every landing page may go: the site needs none", async () => {
    expect((await site.content.saveAndPublish((doc) => doc.lists.landing.forEach((item) => (item.published = false)))).status).toBe(200);
    expect(await site.page("/sitemap.xml")).not.toContain("/advertising/");
  });
});

describe("the portfolio's categories are the owner's", () => {
  const site = ownerSite();

  it("a category he adds and gives his work is a filter in both languages, with its own address", async () => {
    const published = await site.content.saveAndPublish((doc) => {
      doc.lists["portfolio-categories"].push({ id: "branding", published: true, sample: false, name: both("Brand <identity>", "الهوية البصرية") });
      doc.lists.portfolio[0]!.category = "branding";
    });
    expect(published.status).toBe(200);
    const english = await site.page("/en/portfolio");
    expect(english).toContain('data-filter="branding"');
    expect(english).toContain("Brand &lt;identity&gt;");
    expect(await site.page("/ar/portfolio")).toContain("الهوية البصرية");
    const filtered = await site.page("/en/portfolio?category=branding");
    // Every piece is in the page, those of other categories hidden (the filter works in place, ADR 055).
    expect([...filtered.matchAll(/<li\b[^>]*data-category="([^"]*)"[^>]*>/g)].filter((match) => !/\shidden\b/.test(match[0]))).toHaveLength(1);
    const unknown = await fetch(`${site.server.url}/en/portfolio?category=weddings`, { redirect: "manual" });
    expect(unknown.status).toBe(301);
    expect(unknown.headers.get("location")).toBe("/en/portfolio");
  });

  it("a category his work still names cannot be deleted; an unused one can, and its filter goes", async () => {
    const refused = await site.content.saveAndPublish((doc) => {
      doc.lists["portfolio-categories"] = doc.lists["portfolio-categories"].filter((item) => item.id !== "branding");
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ problems: [{ path: "lists.portfolio-categories", code: "in_use" }] });

    const deleted = await site.content.saveAndPublish((doc) => {
      doc.lists.portfolio[0]!.category = "video";
      doc.lists["portfolio-categories"] = doc.lists["portfolio-categories"].filter((item) => item.id !== "branding");
    });
    expect(deleted.status).toBe(200);
    expect(await site.page("/en/portfolio")).not.toContain('data-filter="branding"');
    expect((await fetch(`${site.server.url}/en/portfolio?category=branding`, { redirect: "manual" })).status).toBe(301);
  });
});

describe("the testimonials' sectors are the owner's", () => {
  const site = ownerSite();

  it("a sector he adds labels a testimonial in both languages; one a testimonial names cannot be deleted", async () => {
    const published = await site.content.saveAndPublish((doc) => {
      doc.lists["testimonial-sectors"].push({
        id: "schools",
        published: true,
        sample: false,
        name: both("Schools & <academies>", "المدارس والأكاديميات"),
      });
      doc.lists.testimonials[0]!.sector = "schools";
    });
    expect(published.status).toBe(200);
    expect(await (await fetch(`${site.server.url}/en`)).text()).toContain("Schools &amp; &lt;academies&gt;");
    expect(await (await fetch(`${site.server.url}/`)).text()).toContain("المدارس والأكاديميات");

    const refused = await site.content.saveAndPublish((doc) => {
      doc.lists["testimonial-sectors"] = doc.lists["testimonial-sectors"].filter((item) => item.id !== "schools");
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ problems: [{ path: "lists.testimonial-sectors", code: "in_use" }] });
  });
});
