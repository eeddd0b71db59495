import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerContent, signUpOwner, startAuthServer, type AuthServer } from "./auth-helpers";
import type { ContentDocument } from "#core/content/content-document";
import { counted, formFor } from "#core/content/facts";

/** Every token the shipped copy uses: none may reach a visitor unwritten. */
const anyToken = /\{(years|campaigns|websites|city|country)(\.(number|count|oblique))?\}/;

describe("facts written once", () => {
  let server: AuthServer;
  let content: ReturnType<typeof ownerContent>;

  beforeAll(async () => {
    server = await startAuthServer({});
    content = ownerContent(server, await signUpOwner(server));
  });
  afterAll(async () => {
    await server?.stop();
  });

  const page = async (path: string) => (await fetch(`${server.url}${path}`)).text();
  /** Publishes one change; gives the document as published. */
  const saveAndPublish = async (change: (doc: ContentDocument) => void) => {
    let changed: ContentDocument | undefined;
    const published = await content.saveAndPublish((doc) => {
      change(doc);
      changed = doc;
    });
    expect(published.status).toBe(200);
    return changed!;
  };
  const fact = (doc: ContentDocument, id: string) => doc.lists.facts.find((item) => item.id === id)!;
  /** A page's visible text and head, with the markup's entities read. */
  const text = (html: string) =>
    html
      .replace(/<[^>]+>/g, " ")
      .replace(/&amp;/g, "&")
      .replace(/&#x27;/g, "'");

  it("shows no token to visitors on any page of the sitemap, in either language", async () => {
    const sitemap = await page("/sitemap.xml");
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(paths.length).toBeGreaterThan(60);
    for (const path of paths) expect(await page(path), path).not.toMatch(anyToken);
    const about = text(await page("/en/about"));
    expect(about).toContain("900 creative campaigns");
    expect(about).toContain(`${new Date().getFullYear() - 2012} years`);
  });

  it.each([1, 2, 3, 11, 100])("a count of %i reaches every text that refers to it, in the right form in both languages", async (count) => {
    const document = await saveAndPublish((doc) => (fact(doc, "campaigns").number = count));
    const forms = fact(document, "campaigns").forms;
    const arabic = counted(count, forms.ar, "ar");
    const english = counted(count, forms.en, "en");
    // The about story and the CV's profile name them after a verb: a dual in the oblique case («نفّذت حملتين إبداعيتين»).
    const afterVerb = counted(count, forms.ar, "ar", "oblique");
    if (count === 2) expect(afterVerb).not.toBe(arabic);
    for (const path of ["/ar/about", "/ar/cv"]) expect(text(await page(path)), path).toContain(afterVerb);
    for (const path of ["/en/about", "/en/cv"]) expect(text(await page(path)), path).toContain(english);
    // The home page names it in its description (a page of islands carries no router data repeating its texts, ADR 055).
    for (const path of ["/ar", "/"]) expect(await page(path), path).toMatch(new RegExp(`<meta name="description" content="[^"]*${arabic}`));
    // The home page's figure counts the fact too.
    for (const [path, value] of [
      ["/en", `${count}+`],
      ["/", `+${count}`],
    ]) {
      expect(await page(path!), path).toMatch(
        new RegExp(`data-stat="campaigns"[^>]*>.*?data-testid="stat-value"[^>]*>${value!.replace("+", "\\+")}<`),
      );
    }
    // Its label follows the figure: «حملتان إبداعيتان» under 2, «حملةً إبداعية» under 11, "creative campaign" under 1.
    const label = document.lists.stats.find((stat) => stat.id === "campaigns")!.label;
    for (const [path, lang] of [
      ["/", "ar"],
      ["/en", "en"],
    ] as const) {
      const expected = formFor(count, label[lang], lang);
      expect(expected).not.toContain("|");
      expect(await page(path), path).toMatch(new RegExp(`data-stat="campaigns"[^>]*><dt[^>]*>${expected}</dt>`));
    }
    // The home page's description, as search engines and share cards read it.
    const home = await page("/en");
    expect(home).toMatch(new RegExp(`<meta name="description" content="[^"]*${english}`));
    expect(home).toMatch(new RegExp(`<meta property="og:description" content="[^"]*${english}`));
  });

  it("the home page's years figure counts from the year he started; a figure that counts no fact keeps its number; a fact a figure counts cannot be deleted", async () => {
    const started = new Date().getFullYear() - 7;
    await saveAndPublish((doc) => {
      fact(doc, "years").number = started;
      const websites = doc.lists.stats.find((item) => item.id === "websites")!;
      websites.fact = "";
      websites.number = 64;
    });
    const home = await page("/en");
    expect(home).toMatch(/data-stat="years"[^>]*>.*?data-testid="stat-value"[^>]*>7\+</);
    expect(home).toMatch(/data-stat="websites"[^>]*>.*?data-testid="stat-value"[^>]*>64\+</);
    const current = await content.studio();
    const document = structuredClone(current.document);
    // No text names this fact; the figure still counts it.
    document.lists.facts.push({ ...structuredClone(fact(document, "campaigns")), id: "clients", sample: false });
    document.lists.stats[0]!.fact = "clients";
    let saved = await content.api("/api/admin/content/draft", {
      method: "PUT",
      body: JSON.stringify({ document, version: current.draft?.version ?? null }),
    });
    expect(saved.status).toBe(200);
    const next = (await saved.json()) as { draft: { version: number } };
    document.lists.facts = document.lists.facts.filter((item) => item.id !== "clients");
    saved = await content.api("/api/admin/content/draft", { method: "PUT", body: JSON.stringify({ document, version: next.draft.version }) });
    expect(saved.status).toBe(400);
    expect(await saved.json()).toMatchObject({ problems: [{ path: "lists.facts", code: "in_use" }] });
    await content.api("/api/admin/content/draft", { method: "DELETE" });
  });

  it("a city changed once changes every title and text that names it", async () => {
    await saveAndPublish((doc) => {
      fact(doc, "city").forms = { ar: "البصرة", en: "Basra" };
    });
    const home = await page("/en");
    expect(home).toMatch(/<title>[^<]*in Basra/);
    expect(home).not.toContain("Baghdad</title>");
    // The JSON-LD's description of the business (the site's tagline) names it too.
    expect(home).toContain('"description":"Web design and digital marketing from Basra"');
    expect(text(await page("/ar/about"))).toContain("البصرة");
    expect(text(await page("/en/services/digital-marketing-in-baghdad"))).toContain("Basra");
  });

  it("a text written by hand keeps its figure", async () => {
    await saveAndPublish((doc) => {
      doc.texts.en["pages:about.subtitle"] = "A web designer with 20 years of experience.";
    });
    expect(text(await page("/en/about"))).toContain("20 years of experience");
  });

  it("a fact that texts still use cannot be hidden or deleted, so no visitor sees a token", async () => {
    const current = await content.studio();
    for (const change of [
      (doc: ContentDocument) => (fact(doc, "websites").published = false),
      (doc: ContentDocument) => (doc.lists.facts = doc.lists.facts.filter((item) => item.id !== "websites")),
    ]) {
      const document = structuredClone(current.document);
      change(document);
      const saved = await content.api("/api/admin/content/draft", {
        method: "PUT",
        body: JSON.stringify({ document, version: current.draft?.version ?? null }),
      });
      expect(saved.status).toBe(400);
      expect(await saved.json()).toMatchObject({ problems: [{ path: "lists.facts", code: "fact_in_use" }] });
    }
  });
});
