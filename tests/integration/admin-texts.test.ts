import { describe, expect, it } from "vitest";
import { ownerSite } from "./auth-helpers";
import type { ShippedText, ShippedTexts } from "#core/content/shipped-texts";
import { editableNamespaces } from "#core/content/text-overrides";

const site = ownerSite();

const texts = (headers: Record<string, string> = site.owner) => fetch(`${site.server.url}/api/admin/content/texts`, { headers });
const api = (path: string, init: RequestInit = {}) =>
  fetch(`${site.server.url}${path}`, { ...init, headers: { ...site.owner, "content-type": "application/json", ...(init.headers as object) } });

describe("shipped texts API", () => {
  it("is closed to visitors and to the public key", async () => {
    expect((await texts({})).status).toBe(401);
    expect([401, 403]).toContain((await texts({ apikey: site.server.anonKey, Authorization: `Bearer ${site.server.anonKey}` })).status);
  });

  it("lists every editable namespace's texts in both languages, uncached", async () => {
    const response = await texts();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as ShippedTexts;
    expect(body.namespaces.map(({ ns }) => ns)).toEqual([...editableNamespaces]);
    const all = new Map<string, ShippedText>(body.namespaces.flatMap(({ entries }) => entries.map((entry) => [entry.key, entry])));
    expect(all.size).toBeGreaterThan(1000);
    expect(all.get("tools:items.utm.title")).toEqual({
      key: "tools:items.utm.title",
      ar: "منشئ روابط UTM",
      en: "UTM link builder",
    });
    expect(all.get("tools:items.utm.meta.title")).toMatchObject({ en: "Free UTM link builder for your campaigns", meta: 60 });
    expect(all.get("home:meta.description")?.meta).toBe(160);
    expect(all.get("tools:items.utm.meta.slug")).toMatchObject({ key: "tools:items.utm.meta.slug", slug: true });
    expect(all.get("tools:items.speed.meta.slug")?.slug).toBe(true);
    // Services, sectors and landing pages are studio lists, not page texts.
    expect([...all.keys()].some((key) => /^(services|sectors|landing):items\./.test(key))).toBe(false);
    expect(all.get("home:hero.title")?.slug).toBeUndefined();
    expect([...all.keys()].some((key) => key.startsWith("admin:"))).toBe(false);
  });

  it("keeps answering the shipped texts after the owner publishes an override", async () => {
    const { document, draft } = (await (await api("/api/admin/content")).json()) as {
      document: { texts: Record<"ar" | "en", Record<string, string>> };
      draft: { version: number } | null;
    };
    document.texts.en["tools:items.utm.title"] = "Links that tell you what sells";
    expect(
      (await api("/api/admin/content/draft", { method: "PUT", body: JSON.stringify({ document, version: draft?.version ?? null }) })).status,
    ).toBe(200);
    expect((await api("/api/admin/content/publish", { method: "POST", body: "{}" })).status).toBe(200);
    const published = (await (await fetch(`${site.server.url}/api/i18n/en/tools`)).json()) as { items: Record<string, { title: string }> };
    expect(published.items.utm!.title).toBe("Links that tell you what sells");
    // The services texts carry the owner's list of services.
    const services = (await (await fetch(`${site.server.url}/api/i18n/en/services`)).json()) as {
      items: Record<string, { title: string }>;
      order: string[];
    };
    expect(services.order[0]).toBe("marketing");
    expect(services.items.web!.title).toBe("Web Design and Development");

    const body = (await (await texts()).json()) as ShippedTexts;
    const title = body.namespaces.find(({ ns }) => ns === "tools")!.entries.find((entry) => entry.key === "tools:items.utm.title");
    expect(title?.en).toBe("UTM link builder");
  });

  it("refuses an empty override on the server too", async () => {
    const { document, draft } = (await (await api("/api/admin/content")).json()) as {
      document: { texts: Record<"ar" | "en", Record<string, string>> };
      draft: { version: number } | null;
    };
    document.texts.ar["tools:items.utm.title"] = "  ";
    const response = await api("/api/admin/content/draft", { method: "PUT", body: JSON.stringify({ document, version: draft?.version ?? null }) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: "invalid_document",
      problems: [{ path: "texts.ar.tools:items.utm.title", code: "required" }],
    });
  });
});
