import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authClient, startAuthServer, type AuthServer } from "./auth-helpers";
import { serverBackends, stableHtml } from "../support/test-databases";
import type { ContentDocument } from "#core/content/content-document";
import type { StudioContent } from "#core/content/studio-wire";

const backends = serverBackends;
const stable = stableHtml;

describe.each(backends)("studio content API on $name", (backend) => {
  let server: AuthServer;
  let owner: Record<string, string>;
  let drop: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const setup = await backend.env();
    drop = setup.drop;
    server = await startAuthServer(setup.env);
    const { data, error } = await authClient(server).signUp({ email: "owner@studio.example", password: "a long enough password" });
    if (error || !data.session) throw error ?? new Error("no session");
    owner = { apikey: server.anonKey, Authorization: `Bearer ${data.session.access_token}` };
  });
  afterAll(async () => {
    await server?.stop();
    await drop();
  });

  const api = (path: string, init: RequestInit = {}, headers: Record<string, string> = owner) =>
    fetch(`${server.url}${path}`, { ...init, headers: { ...headers, "content-type": "application/json", ...(init.headers as object) } });
  const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;
  const page = async (path: string, headers: Record<string, string> = {}) => (await fetch(`${server.url}${path}`, { headers })).text();
  const studio = () => json<StudioContent>(api("/api/admin/content"));
  const saveDraft = async (change: (doc: ContentDocument) => void) => {
    const current = await studio();
    const document = structuredClone(current.document);
    change(document);
    return api("/api/admin/content/draft", { method: "PUT", body: JSON.stringify({ document, version: current.draft?.version ?? null }) });
  };
  const publish = () => api("/api/admin/content/publish", { method: "POST", body: "{}" });

  it("answers strangers 401 on every studio route, and refuses a large import before reading it", async () => {
    const routes: [string, string][] = [
      ["GET", "/api/admin/content"],
      ["PUT", "/api/admin/content/draft"],
      ["DELETE", "/api/admin/content/draft"],
      ["POST", "/api/admin/content/publish"],
      ["GET", "/api/admin/content/revisions"],
      ["POST", "/api/admin/content/revisions/1/restore"],
      ["POST", "/api/admin/content/preview"],
      ["DELETE", "/api/admin/content/preview"],
      ["GET", "/api/admin/content/export"],
      ["POST", "/api/admin/content/import"],
    ];
    for (const [method, path] of routes) {
      const strangers: Record<string, string>[] = [{}, { apikey: server.anonKey, Authorization: `Bearer ${server.anonKey}` }];
      for (const headers of strangers) {
        const response = await api(path, { method, ...(method === "GET" ? {} : { body: "{}" }) }, headers);
        expect([401, 403], `${method} ${path}`).toContain(response.status);
        expect(response.headers.get("cache-control")).toBe("no-store");
      }
    }
    const big = await api("/api/admin/content/import", { method: "POST", body: JSON.stringify({ pad: "x".repeat(3_000_000) }) }, {});
    expect(big.status).toBe(401);
  });

  it("refuses malformed requests and documents, naming the problem", async () => {
    expect((await api("/api/admin/content/draft", { method: "PUT", body: JSON.stringify({ document: {} }) })).status).toBe(400);
    const bad = await saveDraft((doc) => (doc.lists.stats[0]!.number = -1));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "invalid_document", problems: [{ path: "lists.stats.0.number" }] });
    const empty = await saveDraft((doc) => (doc.texts.en["home:meta.title"] = ""));
    expect(await empty.json()).toMatchObject({ problems: [{ path: "texts.en.home:meta.title", code: "required" }] });
    expect((await studio()).draft).toBeNull();
    expect((await api("/api/admin/content/revisions/abc/restore", { method: "POST", body: "{}" })).status).toBe(404);
  });

  it("shows a draft to the owner's preview only, and every visitor after publishing", async () => {
    const saved = await saveDraft((doc) => {
      doc.lists.faq[0]!.q.en = "Do you <b>really</b> answer on Fridays?";
      doc.texts.ar["home:meta.title"] = "عنوان المالك الجديد";
    });
    expect(saved.status).toBe(200);
    expect((await json<StudioContent>(saved)).changes.map((c) => c.area)).toEqual(["faq", "texts"]);
    expect(await page("/en/faq")).not.toContain("answer on Fridays");

    const pass = await api("/api/admin/content/preview", { method: "POST", body: "{}" });
    const cookie = pass.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^studio_preview=[^;]+; Max-Age=7200; Path=\/; HttpOnly; SameSite=Lax$/);
    const previewed = await fetch(`${server.url}/en/faq`, { headers: { cookie: cookie.split(";")[0]! } });
    expect(previewed.headers.get("cache-control")).toBe("private, no-store");
    expect(previewed.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const html = await previewed.text();
    // The owner's text is shown as text: the tags he typed are escaped, never markup.
    expect(html).toContain("Do you &lt;b&gt;really&lt;/b&gt; answer on Fridays?");
    expect(html).toContain('data-testid="preview-banner"');
    expect(await page("/", { cookie: cookie.split(";")[0]! })).toContain("<title>عنوان المالك الجديد");
    // A forged or expired pass is nobody's.
    expect(await page("/en/faq", { cookie: cookie.split(";")[0]!.slice(0, -2) + "xx" })).not.toContain("answer on Fridays");
    const leave = await fetch(`${server.url}/preview/leave?to=/en/faq`, { redirect: "manual" });
    expect(leave.status).toBe(303);
    expect(leave.headers.get("location")).toBe("/en/faq");
    expect(leave.headers.get("set-cookie")).toMatch(/^studio_preview=; Max-Age=0/);
    expect((await fetch(`${server.url}/preview/leave?to=//evil.example`, { redirect: "manual" })).headers.get("location")).toBe("/");

    const revision = await json<{ id: number; action: string; author: string }>(publish());
    expect(revision).toMatchObject({ id: 2, action: "publish", author: "owner@studio.example" });
    expect(await page("/en/faq")).toContain("Do you &lt;b&gt;really&lt;/b&gt; answer on Fridays?");
    expect(await page("/")).toContain("<title>عنوان المالك الجديد");
    expect(await page("/en/faq")).not.toContain('data-testid="preview-banner"');
  });

  it("refuses to publish a published item with an empty translation", async () => {
    await saveDraft((doc) => (doc.lists.testimonials[0]!.author.en = ""));
    const refused = await publish();
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: "missing_translations", problems: [{ list: "testimonials", field: "author", lang: "en" }] });
    expect((await api("/api/admin/content/draft", { method: "DELETE" })).status).toBe(200);
    expect((await studio()).draft).toBeNull();
  });

  it("moves a page whose slug changed: the old address answers 301 for good, and sitemap, hreflang and the toggle follow", async () => {
    const id = "web";
    const oldSlug = (await json<{ items: Record<string, { meta: { slug: string } }> }>(fetch(`${server.url}/api/i18n/en/services`))).items[id]!.meta
      .slug;
    expect((await saveDraft((doc) => (doc.lists.services.find((service) => service.id === id)!.slug.en = "websites-that-sell"))).status).toBe(200);
    expect((await publish()).status).toBe(200);

    const moved = await fetch(`${server.url}/en/services/${oldSlug}?utm_source=old`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/en/services/websites-that-sell?utm_source=old");
    const html = await page("/en/services/websites-that-sell");
    expect(html).toContain(`<link rel="canonical" href="${server.siteUrl}/en/services/websites-that-sell"`);
    const arabicSlug = (await json<{ items: Record<string, { meta: { slug: string } }> }>(fetch(`${server.url}/api/i18n/ar/services`))).items[id]!
      .meta.slug;
    const arabic = await page(`/ar/services/${arabicSlug}`);
    expect(arabic).toContain(`hrefLang="en" href="${server.siteUrl}/en/services/websites-that-sell"`);
    expect(arabic).toMatch(/data-testid="language-toggle" href="\/en\/services\/websites-that-sell"/);
    const sitemap = await page("/sitemap.xml");
    expect(sitemap).toContain("/en/services/websites-that-sell");
    expect(sitemap).not.toContain(`/en/services/${oldSlug}<`);
  });

  it("lists revisions and restores an earlier one as a new revision", async () => {
    const revisions = await json<{ id: number; action: string }[]>(api("/api/admin/content/revisions"));
    expect(revisions.map((r) => r.action)).toEqual(["publish", "publish", "seed"]);
    const restored = await json<{ id: number; restoredFrom: number }>(api(`/api/admin/content/revisions/1/restore`, { method: "POST", body: "{}" }));
    expect(restored).toMatchObject({ id: 4, restoredFrom: 1 });
    expect(await page("/en/faq")).not.toContain("answer on Fridays");
    // The slug came back, and the address it had in between now redirects to it.
    expect((await fetch(`${server.url}/en/services/websites-that-sell`, { redirect: "manual" })).status).toBe(301);
  });

  it("exports everything and imports it back: the site is as it was", async () => {
    const exported = await api("/api/admin/content/export");
    expect(exported.headers.get("content-disposition")).toMatch(/^attachment; filename="site-content-\d{4}-\d{2}-\d{2}\.json"$/);
    const file = (await exported.json()) as {
      format: string;
      version: number;
      settings: Record<string, string>;
      content: ContentDocument;
      images: unknown[];
    };
    expect(file).toMatchObject({ format: "baghdad-studio-content", version: 1, settings: { ownerNameEn: "Ali Hassan" } });
    const pages = ["/", "/en", "/en/faq", "/portfolio", "/en/about", "/en/services"];
    const before = await Promise.all(pages.map((p) => page(p).then(stable)));

    await saveDraft((doc) => {
      doc.lists.faq.splice(0, 3);
      doc.texts.en["home:meta.title"] = "Changed after the export";
    });
    await publish();
    await api("/api/admin/settings", {
      method: "PUT",
      body: JSON.stringify({ ...file.settings, ownerNameEn: "Someone Else", version: (await studio()).draft?.version ?? null }),
    });
    await publish();
    expect(await page("/en")).toContain("Changed after the export");

    // A bad file is refused with its first problem, and nothing changes.
    const count = (await json<unknown[]>(api("/api/admin/content/revisions"))).length;
    const broken = structuredClone(file);
    broken.content.lists.faq[1]!.q.ar = 42 as never;
    const refused = await api("/api/admin/content/import", { method: "POST", body: JSON.stringify(broken) });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ error: "invalid_import", problem: { path: "content.lists.faq.1.q.ar", code: "invalid_type" } });
    const wrongFormat = await api("/api/admin/content/import", { method: "POST", body: JSON.stringify({ ...file, format: "other" }) });
    expect(await wrongFormat.json()).toMatchObject({ problem: { path: "format" } });
    expect((await json<unknown[]>(api("/api/admin/content/revisions"))).length).toBe(count);
    expect(await page("/en")).toContain("Changed after the export");

    const imported = await api("/api/admin/content/import", { method: "POST", body: JSON.stringify(file) });
    expect(imported.status).toBe(200);
    expect(await imported.json()).toMatchObject({ revision: { action: "import" }, settingsChanged: ["ownerNameEn"] });
    const after = await Promise.all(pages.map((p) => page(p).then(stable)));
    expect(after).toEqual(before);
  });
  it("an export's list entries are whole pages: removing one from the file and importing removes the page, a copy with a new address adds one", async () => {
    const file = (await (await api("/api/admin/content/export")).json()) as { content: ContentDocument } & Record<string, unknown>;
    const services = file.content.lists.services;
    const events = services.find((service) => service.id === "events")!;
    const copy = structuredClone(services.find((service) => service.id === "video")!);
    copy.id = "drone";
    copy.slug = { ar: "تصوير-جوي", en: "drone-filming" };
    copy.title = { ar: "التصوير الجوي", en: "Drone filming" };
    copy.metaTitle = { ar: "التصوير الجوي في بغداد", en: "Drone filming in Baghdad" };
    file.content.lists.services = [...services.filter((service) => service !== events), copy];
    const landing = file.content.lists.landing;
    file.content.lists.landing = landing.filter((item) => item.id !== "advertising");

    const imported = await api("/api/admin/content/import", { method: "POST", body: JSON.stringify(file) });
    expect(imported.status).toBe(200);
    const added = await page("/en/services/drone-filming");
    expect(added).toContain("Drone filming");
    expect(await page(`/ar/services/${encodeURIComponent("تصوير-جوي")}`)).toContain("التصوير الجوي");
    const removed = await fetch(`${server.url}/en/services/${events.slug.en}`, { redirect: "manual" });
    expect(removed.status).toBe(301);
    expect(removed.headers.get("location")).toBe("/en/services");
    const sitemap = await page("/sitemap.xml");
    expect(sitemap).toContain("/en/services/drone-filming");
    expect(sitemap).not.toContain(`/en/services/${events.slug.en}<`);
    expect(sitemap).not.toContain("/advertising/");
  });
});
