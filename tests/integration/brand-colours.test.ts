import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authClient, startAuthServer, type AuthServer } from "./auth-helpers";
import { serverBackends } from "../support/test-databases";
import type { ContentDocument } from "#core/content/content-document";
import type { StudioContent } from "#core/content/studio-wire";
import { deriveTheme } from "#core/brand/derive-theme";

const teal = "#14b8a6";
const tealBg = deriveTheme({ primary: teal }).dark.tokens.bg;
/** His theme's block in a page's head, if any. */
const brandStyle = (html: string) => /<style id="brand-theme">([^<]*)<\/style>/.exec(html)?.[1] ?? null;
const themeColour = (html: string) => /<meta name="theme-color" content="([^"]+)"/.exec(html)?.[1];
const cardOf = (html: string) => /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];

describe.each(serverBackends)("his brand colours on $name", (backend) => {
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

  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, { ...init, headers: { ...owner, "content-type": "application/json", ...(init.headers as object) } });
  const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;
  const page = async (path: string, headers: Record<string, string> = {}) => (await fetch(`${server.url}${path}`, { headers })).text();
  const studio = () => json<StudioContent>(api("/api/admin/content"));
  const put = (document: unknown, version: number | null) =>
    api("/api/admin/content/draft", { method: "PUT", body: JSON.stringify({ document, version }) });
  const saveTheme = async (theme: unknown) => {
    const current = await studio();
    return put({ ...current.document, theme }, current.draft?.version ?? null);
  };
  const publish = () => api("/api/admin/content/publish", { method: "POST", body: "{}" });

  it("without his colours, pages keep the shipped red theme and no extra style", async () => {
    for (const path of ["/", "/en"]) {
      const html = await page(path);
      expect(brandStyle(html), path).toBeNull();
      expect(themeColour(html)).toBe("#09090D");
    }
  });

  it("refuses an invalid colour and unknown keys, naming the field; nothing is saved", async () => {
    for (const [theme, path] of [
      [{ primary: "teal" }, "theme.primary"],
      [{ primary: "#14b8a6", secondary: "#12" }, "theme.secondary"],
      [{ primary: "#14b8a6;}</style><script>" }, "theme.primary"],
      [{ primary: "#14b8a6", css: "body{}" }, "theme"],
    ] as const) {
      const refused = await saveTheme(theme);
      expect(refused.status, JSON.stringify(theme)).toBe(400);
      expect(((await refused.json()) as { problems: { path: string }[] }).problems[0]!.path).toBe(path);
    }
    expect((await studio()).draft).toBeNull();
  });

  it("a save into the draft shows visitors nothing until he publishes; then / and /en carry it inline as the default", async () => {
    const saved = await saveTheme({ primary: "#14B8A6" });
    expect(saved.status).toBe(200);
    const draft = await json<StudioContent>(saved);
    expect(draft.document.theme).toEqual({ primary: teal });
    expect(draft.changes.map((change) => change.area)).toEqual(["theme"]);
    const cardBefore = cardOf(await page("/en"));

    // Visitors: not yet. The owner's preview: yes.
    expect(brandStyle(await page("/"))).toBeNull();
    const pass = await api("/api/admin/content/preview", { method: "POST", body: "{}" });
    const cookie = pass.headers.get("set-cookie")!.split(";")[0]!;
    expect(brandStyle(await page("/en", { cookie }))).toContain(`--accent:${teal}`);

    expect((await publish()).status).toBe(200);
    for (const path of ["/", "/en", "/en/faq"]) {
      const html = await page(path);
      const css = brandStyle(html);
      expect(css, path).toContain(`--accent:${teal}`);
      // The default: <html> without another theme's class; a stored preset keeps its own class.
      expect(css).toMatch(/^html:not\(\.theme-dark,\.theme-dark-blue,\.theme-dark-green,\.theme-brand-light\)\{/);
      // Inline, before any stylesheet or script of the page: no extra request, nothing to wait for.
      expect(html.indexOf('<style id="brand-theme">')).toBeLessThan(html.indexOf('rel="stylesheet"'));
      expect(css!.length).toBeLessThan(1200);
      expect(themeColour(html)).toBe(tealBg);
    }
    // His share cards are drawn in his colours: a new drawing, a new address.
    const cardAfter = cardOf(await page("/en"));
    expect(cardAfter).not.toBe(cardBefore);
    const card = await fetch(cardAfter!.replace(/^https?:\/\/[^/]+/, server.url));
    expect(card.status).toBe(200);
    expect(card.headers.get("content-type")).toBe("image/png");
  });

  it("a light version is offered only when he adds it", async () => {
    expect(brandStyle(await page("/en"))).not.toContain("theme-brand-light{");
    await saveTheme({ primary: teal, secondary: "#facc15", light: true });
    await publish();
    const css = brandStyle(await page("/en"))!;
    expect(css).toContain("html.theme-brand-light{");
    expect(css).toContain("color-scheme:light");
    expect(css).toContain("--accent-text:#facc15");
  });

  it("a stale save is refused and never overwrites the newer one", async () => {
    const current = await studio();
    const version = current.draft?.version ?? null;
    expect((await put({ ...current.document, theme: { primary: "#2563eb" } }, version)).status).toBe(200);
    const stale = await put({ ...current.document, theme: { primary: "#16a34a" } }, version);
    expect(stale.status).toBe(409);
    expect((await studio()).document.theme).toEqual({ primary: "#2563eb" });
    expect((await api("/api/admin/content/draft", { method: "DELETE" })).status).toBe(200);
  });

  it("export carries it, import brings it back; History restores the theme a revision had", async () => {
    const file = await json<{ content: ContentDocument } & Record<string, unknown>>(api("/api/admin/content/export"));
    expect(file.content.theme).toEqual({ primary: teal, secondary: "#facc15", light: true });

    // Back to the shipped theme, published.
    const current = await studio();
    const { theme: _removed, ...shipped } = current.document;
    expect((await put(shipped, current.draft?.version ?? null)).status).toBe(200);
    await publish();
    expect(brandStyle(await page("/"))).toBeNull();

    expect((await api("/api/admin/content/import", { method: "POST", body: JSON.stringify(file) })).status).toBe(200);
    expect(brandStyle(await page("/"))).toContain("--accent-text:#facc15");

    // History: the first published theme (teal alone) comes back as a new revision.
    const revisions = await json<{ id: number; action: string }[]>(api("/api/admin/content/revisions"));
    const firstThemed = revisions.filter((r) => r.action === "publish").at(-1)!;
    expect((await api(`/api/admin/content/revisions/${firstThemed.id}/restore`, { method: "POST", body: "{}" })).status).toBe(200);
    const css = brandStyle(await page("/en"))!;
    expect(css).toContain(`--accent:${teal}`);
    expect(css).not.toContain("html.theme-brand-light{");
    // And the seed (before any theme) brings back the shipped red.
    const seed = revisions.find((r) => r.action === "seed")!;
    await api(`/api/admin/content/revisions/${seed.id}/restore`, { method: "POST", body: "{}" });
    expect(brandStyle(await page("/en"))).toBeNull();
  });

  it("an export from before his colours existed still imports, with the shipped theme", async () => {
    const file = await json<{ content: ContentDocument } & Record<string, unknown>>(api("/api/admin/content/export"));
    expect("theme" in file.content).toBe(false);
    expect((await api("/api/admin/content/import", { method: "POST", body: JSON.stringify(file) })).status).toBe(200);
    expect(brandStyle(await page("/"))).toBeNull();
  });
});
