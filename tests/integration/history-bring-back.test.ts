import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerContent, signUpOwner, startAuthServer, type AuthServer } from "./auth-helpers";
import { bringBack, type RemovedItem } from "#core/content/bring-back";
import type { ContentDocument } from "#core/content/content-document";
import type { RevisionInfo, StudioContent } from "#core/content/studio-wire";

describe("bringing one deleted item back from History", () => {
  let server: AuthServer;
  let content: ReturnType<typeof ownerContent>;

  beforeAll(async () => {
    server = await startAuthServer();
    content = ownerContent(server, await signUpOwner(server));
  });
  afterAll(async () => {
    await server?.stop();
  });

  const removed = async () => {
    const response = await content.api("/api/admin/content/revisions/removed");
    expect(response.status).toBe(200);
    return ((await response.json()) as { items: RemovedItem[] }).items;
  };
  const faqIds = (document: ContentDocument) => (document.lists.faq as { id: string }[]).map((item) => item.id);

  it("is for the owner only", async () => {
    const strangers: Record<string, string>[] = [{}, { apikey: server.anonKey, Authorization: `Bearer ${server.anonKey}` }];
    for (const headers of strangers) {
      const response = await fetch(`${server.url}/api/admin/content/revisions/removed`, { headers });
      expect([401, 403]).toContain(response.status);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("offers a published item the draft no longer has, and puts it back at its old place without touching anything else", async () => {
    const shipped = (await content.studio()).document;
    const order = faqIds(shipped);
    const gone = shipped.lists.faq[1]!;
    expect(await removed()).toEqual([]);

    // Deleted and published; then another change published on top.
    expect((await content.saveAndPublish((doc) => doc.lists.faq.splice(1, 1))).status).toBe(200);
    const [deletedIn] = (await (await content.api("/api/admin/content/revisions")).json()) as RevisionInfo[];
    expect((await content.saveAndPublish((doc) => (doc.lists.faq[0]!.q.en = "Do you answer on Fridays?"))).status).toBe(200);
    expect(await (await fetch(`${server.url}/en/faq`)).text()).not.toContain(gone.q.en);

    const offers = await removed();
    expect(offers).toHaveLength(1);
    // From the newest revision that had it: the one before the deletion.
    expect(offers[0]).toMatchObject({ list: "faq", revision: deletedIn!.id - 1, order, item: { id: gone.id } });
    expect(offers[0]!.item).toEqual(gone);

    // What the History screen saves: the draft as it is, with the item back where it stood.
    const saved = await content.saveDraft((doc) => Object.assign(doc, bringBack(doc, offers[0]!)));
    expect(saved.status).toBe(200);
    const studio = (await saved.json()) as StudioContent;
    expect(faqIds(studio.document)).toEqual(order);
    expect(studio.changes).toEqual([{ area: "faq", added: 1, removed: 0, changed: 0, reordered: false }]);
    // The later change stays.
    expect(studio.document.lists.faq[0]!.q.en).toBe("Do you answer on Fridays?");
    expect(await removed()).toEqual([]);

    expect((await content.publish()).status).toBe(200);
    const page = await (await fetch(`${server.url}/en/faq`)).text();
    const escaped = (text: string) => text.replace(/'/g, "&#x27;").replace(/"/g, "&quot;");
    expect(page).toContain(escaped(gone.q.en));
    expect(page.indexOf("Do you answer on Fridays?")).toBeLessThan(page.indexOf(escaped(gone.q.en)));
  });

  it("offers an item deleted in the draft only, from the current revision", async () => {
    const published = (await content.studio()).document;
    const last = published.lists.faq.at(-1)!;
    expect((await content.saveDraft((doc) => doc.lists.faq.pop())).status).toBe(200);
    const [current] = (await (await content.api("/api/admin/content/revisions")).json()) as RevisionInfo[];
    const offers = await removed();
    expect(offers.map((entry) => [entry.item.id, entry.revision])).toEqual([[last.id, current!.id]]);
    expect((await content.saveDraft((doc) => Object.assign(doc, bringBack(doc, offers[0]!)))).status).toBe(200);
    // Back as it was: the draft equals the published site again, so there is no draft.
    expect((await content.studio()).draft).toBeNull();
  });
});
