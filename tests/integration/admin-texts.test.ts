import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpOwner, startAuthServer, type AuthServer } from "./auth-helpers";
import type { ShippedText, ShippedTexts } from "#core/content/shipped-texts";
import { editableNamespaces } from "#core/content/text-overrides";

let server: AuthServer;
let owner: Record<string, string>;

beforeAll(async () => {
  server = await startAuthServer();
  owner = await signUpOwner(server);
});
afterAll(async () => {
  await server?.stop();
});

const texts = (headers: Record<string, string> = owner) => fetch(`${server.url}/api/admin/content/texts`, { headers });
const api = (path: string, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, { ...init, headers: { ...owner, "content-type": "application/json", ...(init.headers as object) } });

describe("shipped texts API", () => {
  it("is closed to visitors and to the public key", async () => {
    expect((await texts({})).status).toBe(401);
    expect([401, 403]).toContain((await texts({ apikey: server.anonKey, Authorization: `Bearer ${server.anonKey}` })).status);
  });

  it("lists every editable namespace's texts in both languages, uncached", async () => {
    const response = await texts();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as ShippedTexts;
    expect(body.namespaces.map(({ ns }) => ns)).toEqual([...editableNamespaces]);
    const all = new Map<string, ShippedText>(body.namespaces.flatMap(({ entries }) => entries.map((entry) => [entry.key, entry])));
    expect(all.size).toBeGreaterThan(1000);
    expect(all.get("services:items.web.title")).toEqual({
      key: "services:items.web.title",
      ar: "تصميم وتطوير المواقع",
      en: "Web Design and Development",
    });
    expect(all.get("services:items.web.meta.title")).toMatchObject({ en: "Web Design and Development in Baghdad", meta: 60 });
    expect(all.get("home:meta.description")?.meta).toBe(160);
    expect(all.get("services:items.web.meta.slug")).toEqual({
      key: "services:items.web.meta.slug",
      ar: "web-design-development-in-baghdad",
      en: "web-design-development-in-baghdad",
      slug: true,
    });
    expect(all.get("sectors:items.health.meta.slug")?.slug).toBe(true);
    expect(all.get("home:hero.title")?.slug).toBeUndefined();
    expect([...all.keys()].some((key) => key.startsWith("admin:"))).toBe(false);
    expect(all.has("services:items.web.related.0")).toBe(false);
  });

  it("keeps answering the shipped texts after the owner publishes an override", async () => {
    const { document, draft } = (await (await api("/api/admin/content")).json()) as {
      document: { texts: Record<"ar" | "en", Record<string, string>> };
      draft: { version: number } | null;
    };
    document.texts.en["services:items.web.title"] = "Websites that sell";
    expect(
      (await api("/api/admin/content/draft", { method: "PUT", body: JSON.stringify({ document, version: draft?.version ?? null }) })).status,
    ).toBe(200);
    expect((await api("/api/admin/content/publish", { method: "POST", body: "{}" })).status).toBe(200);
    const published = (await (await fetch(`${server.url}/api/i18n/en/services`)).json()) as { items: { web: { title: string } } };
    expect(published.items.web.title).toBe("Websites that sell");

    const body = (await (await texts()).json()) as ShippedTexts;
    const title = body.namespaces.find(({ ns }) => ns === "services")!.entries.find((entry) => entry.key === "services:items.web.title");
    expect(title?.en).toBe("Web Design and Development");
  });

  it("refuses an empty override on the server too", async () => {
    const { document, draft } = (await (await api("/api/admin/content")).json()) as {
      document: { texts: Record<"ar" | "en", Record<string, string>> };
      draft: { version: number } | null;
    };
    document.texts.ar["services:items.web.title"] = "  ";
    const response = await api("/api/admin/content/draft", { method: "PUT", body: JSON.stringify({ document, version: draft?.version ?? null }) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: "invalid_document",
      problems: [{ path: "texts.ar.services:items.web.title", code: "required" }],
    });
  });
});
