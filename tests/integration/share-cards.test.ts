import { createHash } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authClient, startAuthServer, type AuthServer } from "./auth-helpers";
import { ownerSettings } from "../fixtures/studio/owner-settings";
import { allPages } from "#core/i18n/page-paths";
import { sampleArticles } from "#core/articles/sample-articles";
import { shippedSlugs } from "../support/shipped-slugs";

let server: AuthServer;
let owner: Record<string, string>;

beforeAll(async () => {
  server = await startAuthServer();
  const { data, error } = await authClient(server).signUp({ email: "owner@studio.example", password: "a long enough password" });
  if (error || !data.session) throw error ?? new Error("no session");
  owner = { apikey: server.anonKey, Authorization: `Bearer ${data.session.access_token}` };
});
afterAll(async () => {
  await server?.stop();
});

const unescape = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
type Head = Record<string, string>;
/** The page's share tags, by property or name. */
async function headOf(url: string): Promise<Head> {
  const html = await (await fetch(url)).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const tags: Head = {};
  for (const [tag] of head.matchAll(/<meta [^>]*>/g)) {
    const key = /(?:property|name)="([^"]+)"/.exec(tag)?.[1];
    const content = /content="([^"]*)"/.exec(tag)?.[1];
    if (key && content !== undefined) tags[key] = unescape(content);
  }
  tags.title = unescape(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? "");
  return tags;
}
const local = (url: string) => url.replace(server.siteUrl, server.url);

/** Every page of the shipped site, in two languages: one card each. */
/** The studio's list of cards: every page in both languages (an article's card is shown with the article). */
const pageCardCount = allPages(shippedSlugs()).length * 2;
/** Every page in the sitemap: the pages, and a fresh site's two sample articles in both languages. */
const cardCount = pageCardCount + sampleArticles().length * 2;

type Card = { page: string; lang: string; image: string; bytes: Buffer; head: Head };
let cards: Card[] = [];

describe("share cards", () => {
  it("every sitemap page names its own card, and each answers a 1200×630 PNG kept for good", async () => {
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => unescape(m[1]!));
    expect(urls).toHaveLength(cardCount);
    const heads = [];
    for (const url of urls) heads.push({ url, head: await headOf(local(url)) });
    cards = [];
    const started = performance.now();
    for (const { url, head } of heads) {
      expect(head["og:image"], url).toMatch(new RegExp(`^${server.siteUrl}/og/(ar|en)/[a-z0-9-]+-[0-9a-f]{20}\\.png$`));
      expect(head["og:image:width"], url).toBe("1200");
      expect(head["og:image:height"], url).toBe("630");
      expect(head["og:image:type"], url).toBe("image/png");
      expect(head["twitter:card"], url).toBe("summary_large_image");
      expect(head["twitter:image"], url).toBe(head["og:image"]);
      const lang = head["og:locale"] === "ar_IQ" ? "ar" : "en";
      expect(head["og:image"], url).toContain(`/og/${lang}/`);
      // The alt text is in the page's language and names the page's own title.
      const ownTitle = (head.title ?? "").split(" | ")[0]!;
      expect(head["og:image:alt"], url).toContain(ownTitle);
      expect(head["og:image:alt"], url).toMatch(lang === "ar" ? /^بطاقة/ : /^The page's share card/);
      // The very address the page names answers, not a redirect to another.
      const response = await fetch(local(head["og:image"]!), { redirect: "manual" });
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-type"), url).toBe("image/png");
      expect(response.headers.get("cache-control"), url).toBe("public, max-age=31536000, immutable");
      cards.push({ page: url, lang, image: head["og:image"]!, bytes: Buffer.from(await response.arrayBuffer()), head });
    }
    const drawAll = performance.now() - started;
    for (const card of cards) {
      const meta = await sharp(card.bytes).metadata();
      expect([meta.format, meta.width, meta.height], card.page).toEqual(["png", 1200, 630]);
    }
    const again = performance.now();
    for (const card of cards) await (await fetch(local(card.image))).arrayBuffer();
    const kept = performance.now() - again;
    const bytes = cards.reduce((sum, card) => sum + card.bytes.length, 0);
    console.info(
      `${cards.length} cards drawn one after another over HTTP: ${Math.round(drawAll)} ms (${Math.round(drawAll / cards.length)} ms each), ${Math.round(bytes / 1024)} KB; served again from memory: ${Math.round(kept)} ms`,
    );
  });

  it("cards differ per page and per language", () => {
    // Never passes on none: the first test must have collected every page's card.
    expect(cards).toHaveLength(cardCount);
    expect(new Set(cards.map((card) => card.image)).size).toBe(cards.length);
    const digests = new Set(cards.map((card) => createHash("sha256").update(card.bytes).digest("hex")));
    expect(digests.size).toBe(cards.length);
    const home = (lang: string) => cards.find((card) => card.lang === lang && /\/og\/\w+\/home-/.test(card.image))!;
    expect(home("ar").bytes.equals(home("en").bytes)).toBe(false);
  });

  it("a drawn card is served again from memory, not drawn again", async () => {
    const card = cards[0]!;
    const started = performance.now();
    const again = Buffer.from(await (await fetch(local(card.image))).arrayBuffer());
    expect(again.equals(card.bytes)).toBe(true);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("an unknown address answers 404; a page's older card answers 301 with its current one", async () => {
    const card = cards.find((c) => c.lang === "en" && /\/home-/.test(c.image))!;
    const current = new URL(card.image).pathname;
    const stale = current.replace(/-[0-9a-f]{20}\.png$/, `-${"0".repeat(20)}.png`);
    const moved = await fetch(`${server.url}${stale}`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(current);
    for (const path of [
      `/og/en/no-such-page-${"0".repeat(20)}.png`,
      `/og/fr/home-${"0".repeat(20)}.png`,
      "/og/en/home.png",
      `/og/en/home-${"0".repeat(20)}.png.exe`,
      `/og/en/%3Cscript%3E-${"0".repeat(20)}.png`,
    ]) {
      const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
      expect(response.status, path).toBe(404);
    }
  });

  it("the studio's list of cards is for the owner only", async () => {
    expect((await fetch(`${server.url}/api/admin/share-cards`)).status).toBe(401);
    expect((await fetch(`${server.url}/api/admin/share-cards`, { headers: { apikey: server.anonKey } })).status).toBe(401);
    const response = await fetch(`${server.url}/api/admin/share-cards`, { headers: owner });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const list = (await response.json()) as { key: string; lang: string; image: string; title: string; description: string; host: string }[];
    expect(list).toHaveLength(pageCardCount);
    const home = list.find((card) => card.key === "home" && card.lang === "ar")!;
    const page = cards.find((card) => card.lang === "ar" && /\/home-/.test(card.image))!;
    expect(home.image).toBe(new URL(page.image).pathname);
    expect(home.title).toBe(page.head["og:title"]);
    expect(home.description).toBe(page.head["og:description"]);
    expect(home.host).toBe(new URL(server.siteUrl).host);
  });

  it("after the owner changes his name, each page names a new card and the new card is served", async () => {
    const before = cards.find((c) => c.lang === "ar" && /\/home-/.test(c.image))!;
    const beforeEn = cards.find((c) => c.lang === "en" && /\/about-/.test(c.image))!;
    const saved = await fetch(`${server.url}/api/admin/settings`, {
      method: "PUT",
      headers: { ...owner, "content-type": "application/json" },
      body: JSON.stringify({ ...ownerSettings, ownerNameAr: "استوديو نور", ownerNameEn: "Noor Studio" }),
    });
    expect(saved.status).toBe(200);
    const published = await fetch(`${server.url}/api/admin/content/publish`, {
      method: "POST",
      headers: { ...owner, "content-type": "application/json" },
      body: "{}",
    });
    expect(published.status).toBe(200);
    const head = await headOf(local(before.page));
    expect(head["og:image"]).not.toBe(before.image);
    expect(head["og:image:alt"]).toContain("استوديو نور");
    const freshResponse = await fetch(local(head["og:image"]!), { redirect: "manual" });
    expect(freshResponse.status).toBe(200);
    const fresh = Buffer.from(await freshResponse.arrayBuffer());
    expect((await sharp(fresh).metadata()).width).toBe(1200);
    expect(fresh.equals(before.bytes)).toBe(false);
    const old = await fetch(local(before.image), { redirect: "manual" });
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe(new URL(head["og:image"]!).pathname);
    const headEn = await headOf(local(beforeEn.page));
    expect(headEn["og:image"]).not.toBe(beforeEn.image);
    expect(headEn["og:image:alt"]).toContain("Noor Studio");
  });

  it("a name in the draft shows in the studio as the card after the next publish, drawn for the owner alone; visitors keep the live card", async () => {
    type Preview = { key: string; lang: string; image: string; title: string; draft?: { image: string; title: string; description: string } };
    const previews = async () => (await (await fetch(`${server.url}/api/admin/share-cards`, { headers: owner })).json()) as Preview[];
    const live = await headOf(`${server.url}/ar`);
    // Nothing drafted: no card has an "after publishing" side.
    expect((await previews()).filter((card) => card.draft)).toEqual([]);

    const saved = await fetch(`${server.url}/api/admin/settings`, {
      method: "PUT",
      headers: { ...owner, "content-type": "application/json" },
      body: JSON.stringify({ ...ownerSettings, ownerNameAr: "مكتب سلمى", ownerNameEn: "Salma's Desk" }),
    });
    expect(saved.status).toBe(200);
    const list = await previews();
    expect(list).toHaveLength(pageCardCount);
    const home = list.find((card) => card.key === "home" && card.lang === "ar")!;
    // The live side is what visitors get; the draft side names him as he will be.
    expect(home.image).toBe(new URL(live["og:image"]!).pathname);
    expect(home.title).toContain("استوديو نور");
    expect(home.draft?.title).toContain("مكتب سلمى");
    expect(home.draft?.image).toMatch(/^\/api\/admin\/share-cards\/draft\/ar\/home\?v=[0-9a-f]{20}$/);
    // The old name leaves every title it was in (a title too long for " | Salma's Desk" goes without a name).
    const about = list.find((card) => card.key === "about" && card.lang === "en")!;
    expect(about.title).toContain("Noor Studio");
    expect(about.draft?.title).not.toContain("Noor Studio");
    expect(about.draft?.image).toMatch(/^\/api\/admin\/share-cards\/draft\/en\/about\?v=/);
    // A name is on every card: every page in both languages has a draft side.
    expect(list.filter((card) => card.draft)).toHaveLength(pageCardCount);

    expect((await fetch(`${server.url}${home.draft!.image}`)).status).toBe(401);
    const drawn = await fetch(`${server.url}${home.draft!.image}`, { headers: owner });
    expect(drawn.status).toBe(200);
    expect(drawn.headers.get("content-type")).toBe("image/png");
    expect(drawn.headers.get("cache-control")).toBe("no-store");
    const bytes = Buffer.from(await drawn.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 1200, height: 630 });
    const liveBytes = Buffer.from(await (await fetch(local(live["og:image"]!))).arrayBuffer());
    expect(bytes.equals(liveBytes)).toBe(false);
    expect((await fetch(`${server.url}/api/admin/share-cards/draft/ar/no-such-page`, { headers: owner })).status).toBe(404);
    // Visitors still get the live card until he publishes.
    expect((await headOf(`${server.url}/ar`))["og:image"]).toBe(live["og:image"]);

    const discarded = await fetch(`${server.url}/api/admin/content/draft`, { method: "DELETE", headers: owner });
    expect(discarded.status).toBe(200);
    expect((await previews()).filter((card) => card.draft)).toEqual([]);
  });

  it("the owner's own picture replaces a page's card, or every page's, through draft and publish, and travels in the export", async () => {
    const json = { ...owner, "content-type": "application/json" };
    const upload = async (colour: { r: number; g: number; b: number }) => {
      const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: colour } })
        .png()
        .toBuffer();
      const response = await fetch(`${server.url}/api/admin/images`, {
        method: "POST",
        headers: { ...owner, "content-type": "image/png" },
        body: png,
      });
      expect(response.status).toBe(201);
      return (await response.json()) as { id: string; width: number; height: number };
    };
    const green = await upload({ r: 20, g: 200, b: 90 });
    const blue = await upload({ r: 30, g: 60, b: 220 });
    const publishWith = async (shareImages: Record<string, unknown>, drafted: string) => {
      const studio = (await (await fetch(`${server.url}/api/admin/content`, { headers: owner })).json()) as {
        document: Record<string, unknown>;
        draft: { version: number } | null;
      };
      const saved = await fetch(`${server.url}/api/admin/content/draft`, {
        method: "PUT",
        headers: json,
        body: JSON.stringify({ document: { ...studio.document, shareImages }, version: studio.draft?.version ?? null }),
      });
      expect(saved.status).toBe(200);
      // A draft is no card: visitors still get the drawn one until he publishes.
      expect((await headOf(`${server.url}${drafted}`))["og:image"]).toMatch(/\.png$/);
      expect((await fetch(`${server.url}/api/admin/content/publish`, { method: "POST", headers: json, body: "{}" })).status).toBe(200);
    };
    const centre = async (url: string) => {
      const response = await fetch(local(url), { redirect: "manual" });
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-type"), url).toBe("image/jpeg");
      const bytes = Buffer.from(await response.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height], url).toEqual(["jpeg", 1200, 630]);
      const { data } = await sharp(bytes).extract({ left: 600, top: 315, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
      return [...data.subarray(0, 3)];
    };
    const near = (pixel: number[], colour: number[]) => pixel.every((value, i) => Math.abs(value - colour[i]!) < 12);

    const alt = { ar: "علي في مكتبه في بغداد", en: "Ali at his desk in Baghdad" };
    await publishWith({ about: { ...green, alt } }, "/en/about");
    const about = await headOf(`${server.url}/en/about`);
    expect(about["og:image"]).toMatch(new RegExp(`^${server.siteUrl}/og/en/about-[0-9a-f]{20}\\.jpg$`));
    expect(about["og:image:type"]).toBe("image/jpeg");
    expect(about["og:image:alt"]).toBe(alt.en);
    expect((await headOf(`${server.url}/ar/about`))["og:image:alt"]).toBe(alt.ar);
    expect(near(await centre(about["og:image"]!), [20, 200, 90])).toBe(true);
    // Other pages keep their drawn card.
    expect((await headOf(`${server.url}/en/faq`))["og:image"]).toMatch(/\.png$/);
    // The drawn card's address now leads to the picture.
    const drawn = cards.find((c) => c.lang === "en" && /\/about-/.test(c.image))!;
    const moved = await fetch(local(drawn.image), { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(new URL(about["og:image"]!).pathname);

    // One picture for every page without its own.
    await publishWith({ about: { ...green, alt }, default: { ...blue, alt: { ar: "", en: "" } } }, "/en/faq");
    const faq = await headOf(`${server.url}/en/faq`);
    expect(faq["og:image"]).toMatch(/\/og\/en\/faq-[0-9a-f]{20}\.jpg$/);
    // An empty description falls back to the page's own words.
    expect(faq["og:image:alt"]).toContain(faq.title!.split(" | ")[0]);
    expect(near(await centre(faq["og:image"]!), [30, 60, 220])).toBe(true);
    expect(near(await centre((await headOf(`${server.url}/en/about`))["og:image"]!), [20, 200, 90])).toBe(true);

    const exported = (await (await fetch(`${server.url}/api/admin/content/export`, { headers: owner })).json()) as {
      content: { shareImages?: Record<string, { id: string }> };
      images: { id: string }[];
    };
    expect(exported.content.shareImages?.about?.id).toBe(green.id);
    expect(exported.content.shareImages?.default?.id).toBe(blue.id);
    expect(exported.images.map((image) => image.id)).toEqual(expect.arrayContaining([green.id, blue.id]));

    // A key that is no page's name is refused with a reason.
    const studio = (await (await fetch(`${server.url}/api/admin/content`, { headers: owner })).json()) as {
      document: Record<string, unknown>;
      draft: { version: number } | null;
    };
    const refused = await fetch(`${server.url}/api/admin/content/draft`, {
      method: "PUT",
      headers: json,
      body: JSON.stringify({
        document: { ...studio.document, shareImages: { "../etc": { ...green, alt } } },
        version: studio.draft?.version ?? null,
      }),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { problems: { path: string }[] }).problems[0]!.path).toMatch(/^shareImages/);
  });
});
