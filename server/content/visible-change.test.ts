import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc } from "drizzle-orm";
import type { DatabaseHandle } from "../db/database";
import { openTestPglite } from "../../tests/support/pglite-template";
import { contentRevisions } from "../db/schema";
import seedData from "./seed-data.json";
import { createContentService, seedContent, type ContentService } from "./content-service";
import { createSettingsService, seedSettings, type SettingsService } from "../settings/site-settings";
import { parseSettings, publicPart } from "#core/settings/settings-schema";

/**
 * What visitors see changes only through a method that says so: every method
 * of the content and settings services is run here, and one that changes the
 * published content or the public settings must have announced it (the page
 * cache re-renders on that), one that changes nothing must not have. The
 * tables below are typed over every method name, so a new method does not
 * type-check until it is listed here.
 */

let handle: DatabaseHandle;
let announced = 0;
let content: ContentService;
let settings: SettingsService;

beforeAll(async () => {
  handle = await openTestPglite();
  await seedContent(handle.db, seedData);
  await seedSettings(handle.db);
  const onVisibleChange = async () => void announced++;
  content = createContentService(handle.db, { onVisibleChange });
  settings = createSettingsService(handle.db, { onVisibleChange });
});
afterAll(() => handle.close());

const newestRevision = async () => (await handle.db.select().from(contentRevisions).orderBy(desc(contentRevisions.id)).limit(1))[0]!.id;
/** A small change to the draft: one FAQ answer. */
const draftChange = async (suffix: string) => {
  const studio = await content.studio();
  const document = structuredClone(studio.document);
  document.lists.faq[0]!.a.en += suffix;
  return content.saveDraft(document, studio.draft?.version ?? null, "owner@example.com");
};

const contentCalls = {
  published: () => content.published(),
  preview: () => content.preview(),
  redirect: () => content.redirect("service", "en", "no-such-slug"),
  studio: () => content.studio(),
  saveDraft: () => draftChange(" (draft)"),
  discardDraft: () => content.discardDraft(),
  publish: async () => {
    await draftChange(" (to publish)");
    announced = 0;
    return content.publish("owner@example.com");
  },
  revisions: () => content.revisions(),
  revision: async () => content.revision(await newestRevision()),
  restore: async () => content.restore((await content.revisions()).at(-1)!.id, "owner@example.com"),
  importDocument: async () => content.importDocument((await content.revision(await newestRevision()))!.document, "owner@example.com"),
  invalidate: async () => content.invalidate(),
} satisfies Record<keyof ContentService, () => Promise<unknown>>;

describe("every content method that changes the published site announces it", () => {
  for (const [name, call] of Object.entries(contentCalls)) {
    it(name, async () => {
      const before = await newestRevision();
      announced = 0;
      await call();
      const changed = (await newestRevision()) !== before;
      expect({ changed, announced }).toEqual({ changed, announced: changed ? 1 : 0 });
    });
  }

  it("publishing is among the methods that change it (the check above is not vacuous)", async () => {
    const before = await newestRevision();
    await contentCalls.publish();
    expect(await newestRevision()).toBeGreaterThan(before);
    expect(announced).toBe(1);
  });
});

const settingsCalls = {
  get: () => settings.get(),
  version: () => settings.version(),
  notifyAddress: () => settings.notifyAddress(),
  names: () => settings.names(),
  studio: () => settings.studio(),
  save: async () => {
    const { values } = await settings.studio();
    return settings.save({ ...values, email: values.email === "me@example.com" ? "you@example.com" : "me@example.com" });
  },
  preview: async () => settings.preview(publicPart((await settings.studio()).values)),
  shownWith: async () => settings.shownWith({ preview: true, document: { settings: publicPart((await settings.studio()).values) } }),
  saveNotifyEmail: async () => settings.saveNotifyEmail(`notify-${Date.now()}@example.com`),
  invalidate: async () => settings.invalidate(),
} satisfies Record<keyof SettingsService, () => Promise<unknown>>;

describe("every settings method that changes the public details announces it", () => {
  for (const [name, call] of Object.entries(settingsCalls)) {
    it(name, async () => {
      const before = JSON.stringify(await settings.get());
      announced = 0;
      await call();
      const changed = JSON.stringify(await settings.get()) !== before;
      // A new notification address changes no page but the settings' version, which the page cache follows.
      const expected = changed || name === "saveNotifyEmail" ? 1 : 0;
      expect({ changed, announced }).toEqual({ changed, announced: expected });
    });
  }

  it("a save that changes nothing announces nothing and keeps every sample field, the sample phone normalised included", async () => {
    const { values, sampleFields } = await settings.studio();
    expect(values.phone).toBe("+964 770 000 0000");
    // What the settings API saves: the form's values as the schema normalises them.
    const parsed = parseSettings(values);
    if (!parsed.ok) throw new Error("the sample settings do not parse");
    expect(parsed.values.phone).toBe("+9647700000000");
    announced = 0;
    const result = await settings.save(parsed.values);
    expect(result.changed).toEqual([]);
    expect(announced).toBe(0);
    expect((await settings.studio()).sampleFields).toEqual(sampleFields);
    expect((await settings.get()).phone).toBe("+964 770 000 0000");
  });
});
