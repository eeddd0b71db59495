import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentDocument } from "#core/content/content-document";
import type { StudioContent } from "#core/content/studio-wire";
import { freePort } from "../support/free-port";
import { startDeployNginx } from "../support/nginx-deploy";
import { signUpOwner, startAuthServer, type AuthServer } from "./auth-helpers";

// The shipped nginx configuration keeps public pages for one second in front of the instances
// (deploy/nginx/site.conf, ADR 021): what it keeps, what it never keeps, and how soon a publish shows.

let server: AuthServer;
let nginx: Awaited<ReturnType<typeof startDeployNginx>>;
let site: string;
let owner: Record<string, string>;

beforeAll(async () => {
  server = await startAuthServer();
  const listen = await freePort();
  site = `http://127.0.0.1:${listen}`;
  // One instance: both upstream lines point at it.
  nginx = await startDeployNginx(listen, [server.port, server.port]);
  owner = { ...(await signUpOwner(server)), "content-type": "application/json" };
}, 60_000);

afterAll(async () => {
  nginx?.stop();
  await server?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${site}${path}`, { headers: { "accept-encoding": "br", ...headers }, redirect: "manual" });
/** Answered from nginx's cache: as kept, or as kept and confirmed by the app's 304 (the second turned meanwhile). */
const fromCache = (state: string | null) => state === "HIT" || state === "REVALIDATED";
/** nginx's cache state for a second request to the same address, right after a first. */
async function secondAsk(path: string, headers: Record<string, string> = {}) {
  await (await get(path, headers)).arrayBuffer();
  const again = await get(path, headers);
  return { response: again, cache: again.headers.get("x-cache"), body: await again.text() };
}

describe("nginx in front keeps public pages for a second", () => {
  it("answers a public page again from its cache, the same bytes and headers the app sent", async () => {
    const direct = await fetch(`${server.url}/en/faq`, { headers: { "accept-encoding": "br" } });
    const { response, cache, body } = await secondAsk("/en/faq");
    expect(fromCache(cache), String(cache)).toBe(true);
    expect(response.status).toBe(200);
    expect(body).toBe(await direct.text());
    expect(response.headers.get("etag")).toBe(direct.headers.get("etag"));
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-security-policy")).toBe(direct.headers.get("content-security-policy"));
    // A browser's own copy is confirmed by nginx alone.
    const revalidated = await get("/en/faq", { "if-none-match": response.headers.get("etag")! });
    expect(revalidated.status).toBe(304);
    // Each encoding is kept on its own (Vary: Accept-Encoding).
    const gzip = await secondAsk("/en/faq", { "accept-encoding": "gzip" });
    expect(fromCache(gzip.cache), String(gzip.cache)).toBe(true);
    expect(gzip.response.headers.get("content-encoding")).toBe("gzip");
  });

  it("never keeps the studio, the API, a page with a query string, the owner's preview or a 404", async () => {
    for (const path of ["/api/health", "/api/public-config", "/en/faq?utm_source=x", "/en/no-such-page"]) {
      const { cache } = await secondAsk(path);
      expect(fromCache(cache), `${path}: ${cache}`).toBe(false);
    }
    const studio = await secondAsk("/api/admin/content", owner);
    expect(studio.response.status).toBe(200);
    expect(fromCache(studio.cache), String(studio.cache)).toBe(false);
    // Anyone with the preview cookie goes to the app (which shows the draft to its owner alone).
    const preview = await secondAsk("/en/faq", { cookie: "studio_preview=anything" });
    expect(preview.cache).toBe("BYPASS");
  });

  it("passes a restore file larger than 16 MB on to the app, which answers it (issue 47)", async () => {
    const response = await fetch(`${site}/api/admin/backup/restore/check`, {
      method: "POST",
      headers: { ...owner, "content-type": "application/octet-stream" },
      body: new Uint8Array(Buffer.alloc(20 * 1024 * 1024, "x")),
    });
    // The app's own refusal of a file that is no backup, not nginx's 413 page.
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: "wrong_kind" });
  });

  it("shows a publish on the page within about a second", async () => {
    expect(fromCache((await secondAsk("/en/faq")).cache)).toBe(true);
    const current = (await (await fetch(`${server.url}/api/admin/content`, { headers: owner })).json()) as StudioContent;
    const document = structuredClone(current.document) as ContentDocument;
    document.lists.faq[0]!.a.en = "Answered through nginx within a second.";
    const saved = await fetch(`${server.url}/api/admin/content/draft`, {
      method: "PUT",
      headers: owner,
      body: JSON.stringify({ document, version: current.draft?.version ?? null }),
    });
    expect(saved.status).toBe(200);
    expect((await fetch(`${server.url}/api/admin/content/publish`, { method: "POST", headers: owner, body: "{}" })).status).toBe(200);
    const published = Date.now();
    await expect
      .poll(async () => (await (await get("/en/faq")).text()).includes("Answered through nginx"), { timeout: 2_500, interval: 50 })
      .toBe(true);
    // Kept one second, not the minute the page offers CDNs (s-maxage=60): the poll would time out.
    console.log(`publish visible through nginx after ${Date.now() - published} ms`);
  });
});
