import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "../db/database";
import { migratingDatabase, testBackends } from "../../tests/support/test-databases";
import seedData from "./seed-data.json";
import { formFor } from "#core/content/facts";
import { ContentError, createContentService, seedContent, type ContentService } from "./content-service";
import { seedSettings, shippedPublicSettings } from "../settings/site-settings";
import type { ContentDocument } from "#core/content/content-document";
import { contentRevisions } from "../db/schema";
import { diffDocuments } from "#core/content/revision-diff";
import { getResource } from "#core/i18n/resources";
import { readPath } from "#core/content/text-overrides";

const migrationsDir = path.resolve(import.meta.dirname, "../../drizzle");

const backends = testBackends(migrationsDir);

/** Runs a change against the document and expects the service to refuse it with a status and first problem. */
async function refused(action: Promise<unknown>, status: number, first?: Record<string, string>) {
  const error = await action.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContentError);
  const content = error as ContentError;
  expect(content.status).toBe(status);
  if (first) expect(content.problems[0] ?? { code: content.code }).toMatchObject(first);
}

describe.each(backends)("content on $name", (backend) => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanup?.();
    cleanup = undefined;
  });

  async function open(): Promise<{ handle: DatabaseHandle; content: ContentService }> {
    const opened = await backend.open();
    cleanup = async () => {
      await opened.handle.close();
      await opened.cleanup();
    };
    await seedContent(opened.handle.db, seedData);
    await seedSettings(opened.handle.db);
    return { handle: opened.handle, content: createContentService(opened.handle.db) };
  }

  const edit = async (content: ContentService, change: (doc: ContentDocument) => void) => {
    const studio = await content.studio();
    const document = structuredClone(studio.document);
    change(document);
    return content.saveDraft(document, studio.draft?.version ?? null, "owner@studio.example");
  };

  it("seeds the sample content once, every item published and marked as sample", async () => {
    const { handle, content } = await open();
    expect(await seedContent(handle.db, seedData)).toBe(false);
    const revisions = await content.revisions();
    expect(revisions.map((r) => [r.id, r.action, r.author])).toEqual([[1, "seed", "seed"]]);
    const view = await content.published();
    expect(view.lists("en").faq.length).toBe(seedData.faq.length);
    // The label in the form its figure takes (900: «حملة إبداعية»).
    expect(view.lists("ar").stats[0]!.label).toBe(formFor(seedData.stats[0]!.number, seedData.stats[0]!.label.ar, "ar"));
    expect(view.lists("ar").stats[0]!.label).toBe("حملة إبداعية");
    expect(view.document.lists.portfolio.every((item) => item.sample && item.published)).toBe(true);
    expect(view.preview).toBe(false);
  });

  it("keeps changes as a draft, shown only in the preview until published", async () => {
    const { content } = await open();
    const studio = await edit(content, (doc) => {
      doc.lists.faq[0]!.q.en = "Is this the owner's own question?";
      doc.lists.services.find((service) => service.id === "web")!.title.en = "Websites that bring clients";
    });
    expect(studio.draft?.version).toBe(1);
    expect(studio.changes.map((c) => c.area)).toEqual(["services", "faq"]);
    expect((await content.published()).lists("en").faq[0]!.q).not.toBe("Is this the owner's own question?");
    const preview = await content.preview();
    expect(preview.preview).toBe(true);
    expect(preview.lists("en").faq[0]!.q).toBe("Is this the owner's own question?");
    expect(preview.text("en", "services:items.web.title")).toBe("Websites that bring clients");

    const revision = await content.publish("owner@studio.example");
    expect(revision).toMatchObject({ id: 2, action: "publish", author: "owner@studio.example" });
    expect(revision.summary.map((c) => c.area)).toEqual(["services", "faq"]);
    const published = await content.published();
    expect(published.lists("en").faq[0]!.q).toBe("Is this the owner's own question?");
    expect(published.text("en", "services:items.web.title")).toBe("Websites that bring clients");
    expect(published.text("ar", "services:items.web.title")).not.toBe("Websites that bring clients");
    expect((await content.studio()).draft).toBeNull();
    await refused(content.publish("owner@studio.example"), 409, { code: "nothing_to_publish" });
  });

  it("refuses a save based on an older draft version (another tab saved first)", async () => {
    const { content } = await open();
    const first = await content.studio();
    await edit(content, (doc) => (doc.lists.stats[0]!.number = 1000));
    const document = structuredClone(first.document);
    document.lists.stats[0]!.number = 5;
    await refused(content.saveDraft(document, null, "owner"), 409, { code: "stale_draft" });
    expect((await content.studio()).document.lists.stats[0]!.number).toBe(1000);
  });

  it("drops the draft when a save brings it back to the published content", async () => {
    const { content } = await open();
    const original = (await content.studio()).document.lists.stats[0]!.number;
    await edit(content, (doc) => (doc.lists.stats[0]!.number = original + 1));
    const back = await edit(content, (doc) => (doc.lists.stats[0]!.number = original));
    expect(back.draft).toBeNull();
  });

  it("refuses texts the site does not have, empty texts and lost placeholders", async () => {
    const { content } = await open();
    await refused(
      edit(content, (doc) => (doc.texts.en["tools:items.nothing.title"] = "x")),
      400,
      { path: "texts.en.tools:items.nothing.title", code: "unknown_key" },
    );
    await refused(
      edit(content, (doc) => (doc.texts.ar["home:meta.title"] = "  ")),
      400,
      { code: "required" },
    );
    await refused(
      edit(content, (doc) => (doc.lists.faq[0]!.q.en = "x".repeat(500))),
      400,
      { path: "lists.faq.0.q.en", code: "too_long" },
    );
    expect((await content.studio()).draft).toBeNull();
  });

  it("stores no override equal to the shipped text", async () => {
    const { content } = await open();
    // As shipped, with its fact tokens: the page shows "Baghdad" where the text says {city}.
    const shipped = readPath(getResource("en", "home"), "meta.title")!;
    expect(shipped).toContain("{city}");
    const studio = await edit(content, (doc) => (doc.texts.en["home:meta.title"] = shipped));
    expect(studio.document.texts.en).toEqual({});
    expect(studio.draft).toBeNull();
  });

  it("will not publish a published item with a missing translation", async () => {
    const { content } = await open();
    const studio = await edit(content, (doc) => (doc.lists.testimonials[0]!.quote.ar = ""));
    expect(studio.missing).toEqual([{ list: "testimonials", id: studio.document.lists.testimonials[0]!.id, field: "quote", lang: "ar" }]);
    await refused(content.publish("owner"), 409, { list: "testimonials", lang: "ar" });
    // Hidden, it may be published: visitors never see the empty text.
    await edit(content, (doc) => (doc.lists.testimonials[0]!.published = false));
    await content.publish("owner");
    expect((await content.published()).lists("ar").testimonials.length).toBe(seedData.testimonials.length - 1);
  });

  it("remembers every earlier slug of a page and refuses a slug another page has", async () => {
    const { content } = await open();
    const web = (doc: ContentDocument) => doc.lists.services.find((service) => service.id === "web")!;
    const shipped = (await content.published()).slugs.service.web!.en;
    await refused(
      edit(content, (doc) => (web(doc).slug.en = "Web Design")),
      400,
      { path: `lists.services.5.slug.en`, code: "slug" },
    );
    for (const [slug, code] of [
      ["admin", "slug_reserved"],
      ["web/../admin", "slug"],
      ["web\u202edesign", "slug"],
      ["wеb-design", "slug_lookalike"],
    ]) {
      await refused(
        edit(content, (doc) => (web(doc).slug.en = slug!)),
        400,
        { code: code! },
      );
    }
    const other = (await content.published()).slugs.service.video!.en;
    await refused(
      edit(content, (doc) => (web(doc).slug.en = other)),
      400,
      { path: "lists.services.5.slug.en", code: "slug_taken" },
    );
    await edit(content, (doc) => (web(doc).slug.en = "websites-baghdad"));
    await content.publish("owner");
    expect((await content.published()).slugs.service.web).toMatchObject({ en: "websites-baghdad" });
    expect(await content.redirect("service", "en", shipped)).toBe("web");
    expect(await content.redirect("service", "ar", shipped)).toBeUndefined();

    await edit(content, (doc) => (web(doc).slug.en = "web-design-iraq"));
    await content.publish("owner");
    expect(await content.redirect("service", "en", shipped)).toBe("web");
    expect(await content.redirect("service", "en", "websites-baghdad")).toBe("web");

    // Back to the shipped slug: it is the page's address again, not a redirect.
    await edit(content, (doc) => (web(doc).slug.en = shipped));
    await content.publish("owner");
    expect(await content.redirect("service", "en", shipped)).toBeUndefined();
    expect(await content.redirect("service", "en", "web-design-iraq")).toBe("web");
  });

  it("redirects the addresses of a hidden or deleted page, and keeps at least one service", async () => {
    const { content } = await open();
    const events = (await content.published()).slugs.service.events!;
    await edit(content, (doc) => (doc.lists.services.find((service) => service.id === "events")!.published = false));
    await content.publish("owner");
    const view = await content.published();
    expect(view.slugs.service.events).toBeUndefined();
    expect(view.value("en", "services", "order")).not.toContain("events");
    expect(await content.redirect("service", "en", events.en)).toBe("events");
    expect(await content.redirect("service", "ar", events.ar)).toBe("events");
    // Shown again: its addresses are its own again.
    await edit(content, (doc) => (doc.lists.services.find((service) => service.id === "events")!.published = true));
    await content.publish("owner");
    expect(await content.redirect("service", "en", events.en)).toBeUndefined();
    expect((await content.published()).slugs.service.events).toEqual(events);

    await refused(
      edit(content, (doc) => doc.lists.services.forEach((service) => (service.published = false))),
      400,
      { path: "lists.services", code: "too_few" },
    );
    await refused(
      edit(content, (doc) => (doc.lists.sectors = [])),
      400,
      { path: "lists.sectors", code: "too_few" },
    );
  });

  it("restores an earlier revision as a new one, dropping the draft", async () => {
    const { content } = await open();
    const before = (await content.published()).document;
    await edit(content, (doc) => doc.lists.faq.splice(0, 2));
    await content.publish("owner");
    await edit(content, (doc) => (doc.lists.stats[0]!.number = 7));
    const restored = await content.restore(1, "owner@studio.example");
    expect(restored).toMatchObject({ id: 3, action: "restore", restoredFrom: 1 });
    expect(restored.summary).toEqual([{ area: "faq", added: 2, removed: 0, changed: 0, reordered: false }]);
    expect((await content.published()).document).toEqual(before);
    expect(diffDocuments(before, (await content.published()).document)).toEqual([]);
    expect((await content.studio()).draft).toBeNull();
    await refused(content.restore(99, "owner"), 404, { code: "no_such_revision" });
    expect((await content.revisions()).map((r) => r.id)).toEqual([3, 2, 1]);
  });

  it("restores and imports documents stored before a setting or a list field existed (ADR 053)", async () => {
    const { handle, content } = await open();
    await edit(content, (doc) => (doc.settings!.ownerNameEn = "Zainab Adel"));
    await content.publish("owner");
    const current = (await content.published()).document;
    // The revision as an older version wrote it: without the opening hours, the retention period and
    // the FAQ's answers field (the owner's own question, and a sample one).
    const older = structuredClone(current) as unknown as { settings: Record<string, unknown>; lists: { faq: Record<string, unknown>[] } };
    delete older.settings.hours;
    delete older.settings.enquiryRetentionMonths;
    older.lists.faq[0]!.sample = false;
    delete older.lists.faq[0]!.a;
    delete older.lists.faq[1]!.a;
    const [row] = await handle.db
      .insert(contentRevisions)
      .values({ author: "owner", action: "publish", document: older as unknown as ContentDocument })
      .returning();
    // A later revision (the older one is the newest row now, as the history is read upgraded).
    await edit(content, (doc) => {
      doc.settings!.ownerNameEn = "Someone Else";
      doc.lists.faq[0]!.a = current.lists.faq[0]!.a;
    });
    await content.publish("owner");

    const restored = await content.restore(row!.id, "owner@studio.example");
    expect(restored.action).toBe("restore");
    const document = (await content.published()).document;
    expect(document.settings!.ownerNameEn).toBe("Zainab Adel");
    // A setting he never had takes the shipped value; a sample item the shipped item's; his own item an empty one.
    expect(document.settings!.hours).toEqual(shippedPublicSettings().hours);
    expect(document.settings!.enquiryRetentionMonths).toBe(shippedPublicSettings().enquiryRetentionMonths);
    expect(document.lists.faq[1]!.a).toEqual(current.lists.faq[1]!.a);
    expect(document.lists.faq[0]!.a).toEqual({ ar: "", en: "" });

    // The same document as an export's content imports as well, once his own question has an answer again.
    older.lists.faq[0]!.a = { ar: "نعم", en: "Yes" };
    expect(await content.importDocument(older, "owner")).toMatchObject({ action: "import" });
    expect((await content.published()).document.settings!.hours).toEqual(shippedPublicSettings().hours);
  });

  it("refuses an empty, blank or look-alike address with the slug's code on a draft save and an import (issue 47)", async () => {
    const { content } = await open();
    for (const slug of ["", "   ", "ｗｅｂ-design", "𝐰𝐞𝐛-design"]) {
      await refused(
        edit(content, (doc) => (doc.lists.services[0]!.slug.en = slug)),
        400,
        { code: slug.trim() === "" ? "slug" : "slug_lookalike" },
      );
      const document = structuredClone((await content.published()).document);
      document.lists.services[0]!.slug.en = slug;
      await refused(content.importDocument(document, "owner"), 400, { code: slug.trim() === "" ? "slug" : "slug_lookalike" });
    }
  });

  it("imports a whole document as a new revision, or changes nothing", async () => {
    const { handle, content } = await open();
    const document = structuredClone((await content.published()).document);
    document.lists.faq = document.lists.faq.slice(0, 1);
    await refused(content.importDocument({ ...document, version: 2 }, "owner"), 400, { path: "version" });
    const missing = structuredClone(document);
    missing.lists.faq[0]!.a.ar = "";
    await refused(content.importDocument(missing, "owner"), 400, { list: "faq", lang: "ar" });
    const withImage = structuredClone(document);
    withImage.photo = { id: "c".repeat(32), width: 10, height: 10, alt: { ar: "ص", en: "p" } };
    await refused(content.importDocument(withImage, "owner"), 400, { code: "image_missing" });
    expect(await handle.db.$count(contentRevisions)).toBe(1);

    expect(await content.importDocument(document, "owner")).toMatchObject({ id: 2, action: "import" });
    expect((await content.published()).lists("en").faq.length).toBe(1);
  });
});

describe("an install from before the studio", migratingDatabase, () => {
  it("keeps its lists: the migration makes them the first revision", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "content-migration-"));
    const older = path.join(dir, "migrations");
    cpSync(migrationsDir, older, { recursive: true });
    const journalFile = path.join(older, "meta", "_journal.json");
    const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
    journal.entries = journal.entries.filter((entry) => entry.tag < "0007");
    writeFileSync(journalFile, JSON.stringify(journal));
    const pgliteDir = path.join(dir, "pglite");
    try {
      const old = await openDatabase({ migrationsDir: older, pgliteDir });
      await old.db.execute(sql`INSERT INTO seed_runs (name) VALUES ('faq'), ('stats')`);
      await old.db.execute(sql`INSERT INTO stats (id, number, label_ar, label_en, sort) VALUES ('years', 15, 'عاماً', 'years', 0)`);
      await old.db.execute(
        sql`INSERT INTO faq_items (question_ar, question_en, answer_ar, answer_en, sort, published) VALUES ('س؟', 'Q?', 'ج', 'A', 1, true), ('مخفي؟', 'Hidden?', 'ج', 'A', 0, false)`,
      );
      await old.close();

      const current = await openDatabase({ migrationsDir, pgliteDir });
      expect(await seedContent(current.db, seedData)).toBe(false);
      await seedSettings(current.db);
      const content = createContentService(current.db);
      const [revision] = await content.revisions();
      expect(revision).toMatchObject({ id: 1, action: "migrate", author: "migration" });
      const view = await content.published();
      expect(view.document.lists.stats).toEqual([
        { id: "years", published: true, sample: true, number: 15, label: { ar: "عاماً", en: "years" }, fact: "years" },
      ]);
      expect(view.document.lists.faq.map((f) => [f.q.en, f.published])).toEqual([
        ["Hidden?", false],
        ["Q?", true],
      ]);
      expect(view.lists("en").faq.map((f) => f.q)).toEqual(["Q?"]);
      expect(view.document.lists.portfolio).toEqual([]);
      await current.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
