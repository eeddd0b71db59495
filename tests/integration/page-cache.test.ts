import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startServer, type RunningServer } from "../setup/server";
import { signUpOwner, startAuthServer, type AuthServer } from "./auth-helpers";
import { createTestPostgresDatabase } from "../support/test-databases";
import type { StudioArticle } from "#core/articles/article-wire";
import type { StudioContent } from "#core/content/studio-wire";
import type { ContentDocument } from "#core/content/content-document";

// The page cache (ADR 021): what visitors get from it, and when it changes.

const siteUrl = "http://site.test";
const pages = [
  "/",
  "/en",
  "/ar/faq",
  "/en/services",
  "/en/free-tools",
  "/ar/contact",
  // 404 homes of several shapes (the routes the router lists for the address differ).
  "/en/no-such-page",
  "/no-such-page",
  "/ar/no-such-page",
  "/en/services/no-such-service",
  "/en/services/a/b/c",
];

const raw = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, { headers: { "accept-encoding": "identity", ...headers }, redirect: "manual" });
const cacheState = (response: Response) => response.headers.get("x-page-cache");
/** The bytes as sent (fetch would decode them). */
function bytesOf(url: string, headers: Record<string, string>): Promise<{ encoding: string | undefined; etag: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ encoding: response.headers["content-encoding"], etag: response.headers.etag, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}
const health = async (server: RunningServer) =>
  ((await (await fetch(`${server.url}/api/health`)).json()) as { pageCache: { pages: number; bytes: number } }).pageCache;

describe("a cached page is the page", () => {
  let cached: RunningServer;
  let uncached: RunningServer;
  beforeAll(async () => {
    // Two fresh installs with the same content: one keeps its pages, the other renders every request.
    [cached, uncached] = await Promise.all([startServer({ SITE_URL: siteUrl }), startServer({ SITE_URL: siteUrl, PAGE_CACHE_MB: "0" })]);
  });
  afterAll(async () => {
    await Promise.all([cached?.stop(), uncached?.stop()]);
  });

  it("is byte-identical to a fresh render of the same content, with the same status and policy", async () => {
    for (const path of pages) {
      const [fromCache, fresh] = await Promise.all([raw(`${cached.url}${path}`), raw(`${uncached.url}${path}`)]);
      expect(cacheState(fromCache), path).toBe("fresh");
      expect(cacheState(fresh), path).toBeNull();
      expect(fromCache.status, path).toBe(fresh.status);
      expect(fromCache.headers.get("content-security-policy"), path).toBe(fresh.headers.get("content-security-policy"));
      expect(await fromCache.text(), path).toBe(await fresh.text());
    }
  });

  it("is sent as Brotli, gzip or as it is, each the same bytes, with a strong ETag and 304 for a matching one", async () => {
    const identity = await bytesOf(`${cached.url}/en`, { "accept-encoding": "identity" });
    expect(identity.encoding).toBeUndefined();
    const br = await bytesOf(`${cached.url}/en`, { "accept-encoding": "gzip, deflate, br" });
    expect(br.encoding).toBe("br");
    expect(brotliDecompressSync(br.body).equals(identity.body)).toBe(true);
    expect(br.body.length).toBeLessThan(identity.body.length / 3);
    const gz = await bytesOf(`${cached.url}/en`, { "accept-encoding": "gzip" });
    expect(gz.encoding).toBe("gzip");
    expect(gunzipSync(gz.body).equals(identity.body)).toBe(true);
    const headers = (await raw(`${cached.url}/en`)).headers;
    expect(headers.get("vary")).toBe("Accept-Encoding");
    expect(headers.get("cache-control")).toBe("public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=86400");

    const etag = br.etag!;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(gz.etag).toBe(etag);
    expect(identity.etag).toBe(etag);
    const again = await raw(`${cached.url}/en`, { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    // nginx in front keeps a page, and a copy this 304 confirms, to the end of the current second.
    const second = Math.floor(Date.now() / 1000);
    for (const answer of [headers, again.headers]) expect(Number(answer.get("x-accel-expires")?.slice(1))).toBeGreaterThanOrEqual(second - 1);
    expect((await raw(`${cached.url}/en/no-such-page`)).headers.get("x-accel-expires")).toBeNull();
    expect((await raw(`${cached.url}/en`, { "if-none-match": '"something-else"' })).status).toBe(200);
    // HEAD: the headers without the body.
    const head = await fetch(`${cached.url}/en`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(cacheState(head)).toBe("fresh");
  });

  it("serves campaign and made-up query strings the cached page; a query the page reads is rendered for its visitor", async () => {
    expect(cacheState(await raw(`${cached.url}/en/faq?utm_source=newsletter&fbclid=abc`))).toBe("fresh");
    expect(cacheState(await raw(`${cached.url}/en/faq?anything=else`))).toBe("fresh");
    // A value the page knows is its own cached page; one it does not know goes to the page.
    await raw(`${cached.url}/en/free-tools/website-speed-test?tab=internet`);
    const tab = await raw(`${cached.url}/en/free-tools/website-speed-test?tab=internet&utm_source=x`);
    expect(tab.status).toBe(200);
    expect(cacheState(tab)).toBe("fresh");
    const [cachedTab, renderedTab] = await Promise.all([tab.text(), raw(`${uncached.url}/en/free-tools/website-speed-test?tab=internet`)]);
    expect(cachedTab).toBe(await renderedTab.text());
    const unknownTab = await raw(`${cached.url}/en/free-tools/website-speed-test?tab=nope`);
    expect([unknownTab.status, unknownTab.headers.get("location")]).toEqual([301, "/en/free-tools/website-speed-test"]);
    const portfolio = await raw(`${cached.url}/en/portfolio?category=<script>`);
    expect([portfolio.status, portfolio.headers.get("location")]).toEqual([301, "/en/portfolio"]);
    const hooks = await raw(`${cached.url}/en/free-tools/video-hook-generator?topic=coffee`);
    expect(cacheState(hooks)).toBeNull();
    expect(await hooks.text()).toContain("coffee");
  });

  it("cannot be filled by unknown addresses or query strings", async () => {
    await raw(`${cached.url}/en/warm-up-404`);
    await raw(`${cached.url}/?junk=warm-up`);
    const before = (await health(cached)).pages;
    for (let index = 0; index < 60; index += 1) {
      const unknown = await raw(`${cached.url}/en/made-up-${index}?q=${index}`);
      expect(unknown.status).toBe(404);
      await raw(`${cached.url}/?junk=${index}`);
    }
    expect((await health(cached)).pages).toBe(before);
  });

  it("never serves the studio, the router's own requests or anything but GET and HEAD from the cache", async () => {
    expect(cacheState(await raw(`${cached.url}/wp-admin/1986`))).toBeNull();
    expect(cacheState(await raw(`${cached.url}/admin/dashboard`))).toBeNull();
    expect(cacheState(await raw(`${cached.url}/en/faq.data`))).toBeNull();
    const health = await raw(`${cached.url}/api/health`);
    expect(health.headers.get("content-type")).toContain("application/json");
    const favicon = await raw(`${cached.url}/favicon.svg`);
    expect(favicon.headers.get("content-type")).toContain("image/svg+xml");
  });
});

describe("a change the owner makes", () => {
  let server: AuthServer;
  let owner: Record<string, string>;
  beforeAll(async () => {
    server = await startAuthServer();
    owner = { ...(await signUpOwner(server)), "content-type": "application/json" };
  });
  afterAll(async () => {
    await server?.stop();
  });
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, { ...init, headers: { ...owner, ...(init.headers as object) } });

  async function changeFaq(answer: string) {
    const current = (await (await api("/api/admin/content")).json()) as StudioContent;
    const document = structuredClone(current.document) as ContentDocument;
    document.lists.faq[0]!.a.en = answer;
    const saved = await api("/api/admin/content/draft", {
      method: "PUT",
      body: JSON.stringify({ document, version: current.draft?.version ?? null }),
    });
    expect(saved.status).toBe(200);
  }

  it("is on every kept page as soon as the studio says it is published; the draft only in the owner's preview", async () => {
    const before = await raw(`${server.url}/en/faq`);
    expect(cacheState(before)).toBe("fresh");
    const home = await (await raw(`${server.url}/en`)).text();

    await changeFaq("Yes, and I answer on Fridays too.");
    // A draft changes nothing visitors see.
    expect(await (await raw(`${server.url}/en/faq`)).text()).not.toContain("answer on Fridays");
    const pass = await api("/api/admin/content/preview", { method: "POST", body: "{}" });
    const cookie = pass.headers.get("set-cookie")!.split(";")[0]!;
    const previewed = await raw(`${server.url}/en/faq`, { cookie });
    expect(cacheState(previewed)).toBeNull();
    expect(previewed.headers.get("cache-control")).toBe("private, no-store");
    expect(await previewed.text()).toContain("answer on Fridays");
    // The preview did not leak into the cache.
    expect(await (await raw(`${server.url}/en/faq`)).text()).not.toContain("answer on Fridays");

    expect((await api("/api/admin/content/publish", { method: "POST", body: "{}" })).status).toBe(200);
    for (const path of ["/en/faq", "/en"]) {
      const after = await raw(`${server.url}${path}`);
      expect(cacheState(after), path).toBe("fresh");
      expect(await after.text(), path).toContain("answer on Fridays");
    }
    expect(home).not.toContain("answer on Fridays");
    expect((await raw(`${server.url}/en/faq`)).headers.get("etag")).not.toBe(before.headers.get("etag"));
  });

  it("published settings are on the kept pages at once", async () => {
    const settings = (await (await api("/api/admin/settings")).json()) as { values: Record<string, string> };
    const saved = await api("/api/admin/settings", {
      method: "PUT",
      body: JSON.stringify({ ...settings.values, email: "owner@real-studio.example" }),
    });
    expect(saved.status).toBe(200);
    // In the draft: the kept page still has the published address.
    expect(await (await raw(`${server.url}/en/contact`)).text()).not.toContain("owner@real-studio.example");
    expect((await api("/api/admin/content/publish", { method: "POST", body: "{}" })).status).toBe(200);
    const page = await raw(`${server.url}/en/contact`);
    expect(cacheState(page)).toBe("fresh");
    expect(await page.text()).toContain("owner@real-studio.example");
  });
});

describe("several instances on one PostgreSQL database", () => {
  let first: AuthServer;
  let second: AuthServer;
  let drop: () => Promise<void> = async () => {};
  let owner: Record<string, string>;
  beforeAll(async () => {
    const adminUrl = inject("postgresUrl");
    if (!adminUrl) throw new Error(inject("postgresError"));
    const database = await createTestPostgresDatabase(adminUrl);
    drop = database.drop;
    // Both look for due scheduled articles four times a second (30 s in production).
    const shared = { DATABASE_URL: database.url, APP_SECRET: "s".repeat(40), JWT_SECRET: "j".repeat(40), ARTICLE_SCHEDULE_CHECK_MS: "250" };
    first = await startAuthServer(shared);
    second = await startAuthServer(shared);
    owner = { ...(await signUpOwner(first)), "content-type": "application/json" };
  });
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await drop();
  });

  it("a publish on one instance shows on the other within seconds, without anyone waiting for a render there", async () => {
    expect(await (await raw(`${second.url}/en/faq`)).text()).not.toContain("published elsewhere");
    const headers = owner;
    const current = (await (await fetch(`${first.url}/api/admin/content`, { headers })).json()) as StudioContent;
    const document = structuredClone(current.document) as ContentDocument;
    document.lists.faq[0]!.a.en = "An answer published elsewhere.";
    await fetch(`${first.url}/api/admin/content/draft`, { method: "PUT", headers, body: JSON.stringify({ document, version: null }) });
    const published = Date.now();
    expect((await fetch(`${first.url}/api/admin/content/publish`, { method: "POST", headers, body: "{}" })).status).toBe(200);
    await expect
      .poll(async () => (await (await raw(`${second.url}/en/faq`)).text()).includes("published elsewhere"), { timeout: 10_000, interval: 100 })
      .toBe(true);
    console.log(`publish on one instance visible on the other after ${Date.now() - published} ms`);
    expect(cacheState(await raw(`${second.url}/en/faq`))).toBe("fresh");
  });

  it("a scheduled article goes live once, on whichever instance looks first, and both show it (issue 43, item 4)", async () => {
    // Scheduled on the second instance (its own public key, the owner's session from the first).
    const api = (path: string, init: RequestInit = {}) => fetch(`${second.url}${path}`, { ...init, headers: { ...owner, apikey: second.anonKey } });
    const response = await api("/api/admin/articles", { method: "POST", body: JSON.stringify({ lang: "en" }) });
    expect(response.status, await response.clone().text()).toBe(201);
    const created = (await response.json()) as StudioArticle;
    const document = structuredClone(created.draft);
    Object.assign(document.en!, {
      title: "Goes live on its own",
      slug: "goes-live-on-its-own",
      summary: "Scheduled on one instance.",
      body: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Published by the schedule." }] }] },
    });
    expect(
      (await api(`/api/admin/articles/${created.id}`, { method: "PUT", body: JSON.stringify({ document, version: created.version }) })).status,
    ).toBe(200);
    const at = new Date(Date.now() + 3_000).toISOString();
    const scheduled = (await (
      await api(`/api/admin/articles/${created.id}/publish`, { method: "POST", body: JSON.stringify({ at }) })
    ).json()) as StudioArticle;
    expect(scheduled.state).toBe("scheduled");
    expect((await raw(`${first.url}/en/articles/goes-live-on-its-own`)).status).toBe(404);
    for (const server of [first, second])
      await expect
        .poll(async () => (await raw(`${server.url}/en/articles/goes-live-on-its-own`)).status, { timeout: 20_000, interval: 100 })
        .toBe(200);
    // Published once: one revision by the schedule, whichever instance took it.
    const revisions = (await (await api(`/api/admin/articles/${created.id}/revisions`)).json()) as { action: string; author: string }[];
    expect(revisions.filter((revision) => revision.action === "publish")).toEqual([expect.objectContaining({ author: "schedule" })]);
  });
});

describe("no slow path for one request (issue 31)", () => {
  let server: RunningServer;
  beforeAll(async () => {
    // Not warmed (NODE_ENV=test): keys are made as addresses are first asked for.
    server = await startServer({ SITE_URL: siteUrl });
  });
  afterAll(async () => {
    await server?.stop();
  });
  /** As sent, without the URL parser's normalising (fetch would turn `/a/..` into `/`). */
  const exact = (path: string) =>
    new Promise<{ status: number; state: string | undefined; location: string | undefined }>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port: server.port, path, headers: { "accept-encoding": "identity" } }, (response) => {
          response.resume();
          response.on("end", () =>
            resolve({
              status: response.statusCode!,
              state: response.headers["x-page-cache"] as string | undefined,
              location: response.headers.location,
            }),
          );
        })
        .on("error", reject);
    });

  it("an unknown address asked first cannot make its shape's 404 home render twice, or render a page", async () => {
    // The first address of the services shape is one that is /en once a URL is made of it.
    expect((await exact("/en/services/..")).status).toBe(404);
    for (let index = 0; index < 20; index += 1) {
      const unknown = await exact(`/en/services/made-up-${index}`);
      expect([unknown.status, unknown.state]).toEqual([404, "fresh"]);
    }
    expect(server.output()).not.toMatch(/not kept/);
  });

  it("a page's address in other letter case answers 301 to the page's own address", async () => {
    expect(await exact("/EN/faq")).toMatchObject({ status: 301, location: "/en/faq" });
    expect(await exact("/en/FAQ?utm_source=x")).toMatchObject({ status: 301, location: "/en/faq?utm_source=x" });
    expect(await exact("/en/faq")).toMatchObject({ status: 200 });
  });
});
