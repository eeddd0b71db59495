import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { migratingDatabase, testBackends } from "../../tests/support/test-databases";
import { searchTerms } from "#core/search/arabic-fold";
import type { ArticleDocument } from "#core/articles/article-document";
import type { BodyDoc } from "#core/articles/article-body";
import type { DatabaseHandle } from "../db/database";
import { sampleArticles } from "#core/articles/sample-articles";
import { ArticleError, createArticleService, type ArticleService } from "./article-service";

const migrationsDir = path.resolve(import.meta.dirname, "../../drizzle");
const author = "owner@studio.example";

const body = (...paragraphs: string[]) =>
  ({
    type: "doc",
    content: paragraphs.map((text) => ({ type: "paragraph", content: [{ type: "text", text }] })),
  }) as BodyDoc;

async function refused(action: Promise<unknown>, status: number, code: string) {
  const error = await action.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ArticleError);
  expect(error).toMatchObject({ status, code });
}

describe.each(testBackends(migrationsDir))("articles on $name", migratingDatabase, (backend) => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanup?.();
    cleanup = undefined;
  });
  let clock = new Date("2026-11-28T09:00:00Z");
  async function open(): Promise<{ handle: DatabaseHandle; articles: ArticleService; shown: string[] }> {
    const opened = await backend.open();
    cleanup = async () => {
      await opened.handle.close();
      await opened.cleanup();
    };
    clock = new Date("2026-11-28T09:00:00Z");
    const shown: string[] = [];
    return {
      handle: opened.handle,
      shown,
      articles: createArticleService(opened.handle.db, { now: () => clock, onVisibleChange: async (id) => void shown.push(id) }),
    };
  }

  /** A new article in Arabic, saved as `fill` says. */
  async function write(articles: ArticleService, fill: Partial<NonNullable<ArticleDocument["ar"]>> & { slug: string }) {
    const created = await articles.create(author, "ar");
    const draft = structuredClone(created.draft);
    Object.assign(draft.ar!, { title: "عنوان", summary: "ملخص", body: body("نص المقال."), ...fill });
    return articles.save(created.id, draft, created.version, author);
  }

  it("saves one article at a time, refusing a stale version and an address another article has", async () => {
    const { articles } = await open();
    const first = await write(articles, { slug: "خطة-تسويق", title: "خطة تسويق" });
    expect(first).toMatchObject({ state: "draft", version: 2, published: null });
    // Another tab saved meanwhile: nothing written.
    await refused(articles.save(first.id, first.draft, 1, author), 409, "stale_version");
    await refused(write(articles, { slug: "خطة-تسويق" }), 409, "slug_taken");
    // The same address in the other language is another address.
    const english = await articles.create(author, "en");
    const draft = structuredClone(english.draft);
    Object.assign(draft.en!, { title: "Plan", slug: "خطة-تسويق", summary: "S", body: body("x") });
    expect((await articles.save(english.id, draft, english.version, author)).version).toBe(english.version + 1);
    await refused(
      articles.save(first.id, { ...first.draft, ar: { ...first.draft.ar, body: { type: "doc", content: [{ type: "script" }] } } }, 2, author),
      400,
      "invalid_article",
    );
  });

  it("publishes, renames with a 301 from the old address, and unpublishes to the articles page", async () => {
    const { articles, shown } = await open();
    const saved = await write(articles, { slug: "أول-مقال", title: "أول مقال" });
    await refused(articles.publish((await articles.create(author, "en")).id, author), 409, "not_ready");
    const published = await articles.publish(saved.id, author);
    expect(published).toMatchObject({ state: "published", publishedAt: clock.toISOString(), revisedAt: null });
    expect(shown).toEqual([saved.id]);
    expect(await articles.bySlug("ar", "أول-مقال")).toMatchObject({ article: { id: saved.id } });
    expect(await articles.bySlug("en", "أول-مقال")).toBeUndefined();

    const renamed = structuredClone(published.draft);
    renamed.ar!.slug = "المقال-الأول";
    renamed.ar!.body = body("نص المقال بعد التعديل.") as never;
    const edited = await articles.save(saved.id, renamed, published.version, author);
    expect(edited.state).toBe("changed");
    // The site still shows the published copy until he publishes again.
    expect(await articles.bySlug("ar", "أول-مقال")).toMatchObject({ article: { id: saved.id } });
    clock = new Date("2026-11-29T09:00:00Z");
    expect(await articles.publish(saved.id, author)).toMatchObject({ revisedAt: clock.toISOString(), publishedAt: "2026-11-28T09:00:00.000Z" });
    expect(await articles.bySlug("ar", "أول-مقال")).toEqual({ redirect: "المقال-الأول" });

    await articles.unpublish(saved.id, author);
    expect(await articles.bySlug("ar", "المقال-الأول")).toEqual({ redirect: null });
    expect(await articles.bySlug("ar", "أول-مقال")).toEqual({ redirect: null });
    expect((await articles.revisions(saved.id)).map((revision) => revision.action)).toEqual(["unpublish", "publish", "publish"]);
  });

  it("deletes with Undo, and restores an earlier version as a new revision", async () => {
    const { articles } = await open();
    const saved = await write(articles, { slug: "مقال", title: "الأول" });
    const first = await articles.publish(saved.id, author);
    const changed = structuredClone(first.draft);
    changed.ar!.title = "الثاني";
    await articles.save(saved.id, changed, first.version, author);
    await articles.publish(saved.id, author);
    const [newest, oldest] = await articles.revisions(saved.id);
    const restored = await articles.restore(saved.id, oldest!.id, author);
    expect(restored.published!.ar!.title).toBe("الأول");
    expect((await articles.revisions(saved.id))[0]).toMatchObject({ action: "restore", restoredFrom: oldest!.id });
    expect(newest!.action).toBe("publish");

    await articles.remove(saved.id);
    // Its address leads to the articles page.
    expect(await articles.bySlug("ar", "مقال")).toEqual({ redirect: null });
    expect((await articles.list()).map((row) => row.id)).toEqual([]);
    expect((await articles.list({ state: "deleted" })).map((row) => row.id)).toEqual([saved.id]);
    await articles.undoRemove(saved.id);
    expect(await articles.bySlug("ar", "مقال")).toMatchObject({ article: { id: saved.id } });
  });

  it("publishes a scheduled article once when it is due, on whichever of two instances looks first", async () => {
    const { handle, articles, shown } = await open();
    // The other instance tells the same page cache (as every instance's own tells its own).
    const other = createArticleService(handle.db, { now: () => clock, onVisibleChange: async (id) => void shown.push(id) });
    const saved = await write(articles, { slug: "لاحقا" });
    const at = new Date("2026-11-28T10:00:00Z");
    expect(await articles.publish(saved.id, author, at)).toMatchObject({ state: "scheduled", scheduledAt: at.toISOString(), published: null });
    expect((await articles.list()).map((row) => [row.state, row.scheduledAt])).toEqual([["scheduled", at.toISOString()]]);
    expect(await Promise.all([articles.publishDue(), other.publishDue()])).toEqual([[], []]);
    clock = new Date("2026-11-28T10:00:30Z");
    const runs = await Promise.all([articles.publishDue(), other.publishDue(), articles.publishDue()]);
    expect(runs.flat()).toEqual([saved.id]);
    expect(await articles.get(saved.id)).toMatchObject({ state: "published", publishedAt: clock.toISOString(), scheduledAt: null });
    expect((await articles.revisions(saved.id)).map((revision) => revision.action)).toEqual(["publish", "schedule"]);
    // A time already past publishes at once.
    const late = await write(articles, { slug: "فات-وقته" });
    expect((await articles.publish(late.id, author, new Date("2026-01-01T00:00:00Z"))).state).toBe("published");
    expect(shown).toEqual([saved.id, late.id]);
  });

  it("ships its samples published in both languages, listed as sample until he keeps, publishes them changed, or deletes them in one step; a deleted one goes for good after 30 days", async () => {
    const { articles } = await open();
    const ids = await articles.seedSamples(sampleArticles());
    expect(ids).toHaveLength(2);
    for (const lang of ["ar", "en"] as const) {
      const listed = await articles.published(lang);
      expect(listed.total).toBe(2);
      // Newest first, in the order they are given.
      expect(listed.items.map((item) => item.document[lang]!.title)).toEqual(sampleArticles().map((article) => article[lang]!.title));
    }
    let rows = await articles.list();
    expect(rows.map((row) => [row.sample, row.state, row.outOfDate])).toEqual([
      [true, "published", []],
      [true, "published", []],
    ]);
    // A save keeps the mark (visitors still see the sample) until the changed copy is published.
    const first = await articles.get(ids[0]!);
    const edited = structuredClone(first.draft);
    edited.ar!.title = "كم يستغرق موقع شركتك في بغداد؟";
    await articles.save(first.id, edited, first.version, author);
    expect((await articles.get(first.id)).sample).toBe(true);
    await articles.publish(first.id, author);
    expect((await articles.get(first.id)).sample).toBe(false);
    // Deleted in one step, and back with Undo.
    expect(await articles.removeSamples(author)).toEqual([ids[1]]);
    expect((await articles.published("en")).total).toBe(1);
    await articles.undoRemove(ids[1]!);
    expect(await articles.keepSamples()).toBe(1);
    // Deleted articles go for good after 30 days, with their history; not a day sooner.
    await articles.remove(ids[0]!, author);
    clock = new Date(clock.getTime() + 29 * 86_400_000);
    expect(await articles.purgeDeleted()).toBe(0);
    expect((await articles.list({ state: "deleted" })).map((row) => row.id)).toEqual([ids[0]]);
    clock = new Date(clock.getTime() + 2 * 86_400_000);
    expect(await articles.purgeDeleted()).toBe(1);
    expect(await articles.list({ state: "deleted" })).toEqual([]);
    await refused(articles.revisions(ids[0]!), 404, "no_such_article");
    rows = await articles.list();
    expect(rows.every((row) => !row.sample)).toBe(true);
    expect(await articles.removeSamples(author)).toEqual([]);
  });

  it("finds Arabic words whatever their hamza, ta marbuta or diacritics, title matches first", async () => {
    const { articles } = await open();
    const inBody = await write(articles, { slug: "في-النص", title: "دليل النمو", body: body("الإستراتيجيّة الرقمية قبل الإعلان.") });
    const inTitle = await write(articles, { slug: "في-العنوان", title: "إستراتيجية المحتوى", body: body("خطوات عملية.") });
    const unpublished = await write(articles, { slug: "مسودة", title: "استراتيجية لم تنشر" });
    await articles.publish(inBody.id, author);
    await articles.publish(inTitle.id, author);
    const found = await articles.search("ar", searchTerms("استراتيجيه"));
    expect(found.map((row) => row.id)).toEqual([inTitle.id, inBody.id]);
    expect(found.map((row) => row.id)).not.toContain(unpublished.id);
    expect(await articles.search("ar", searchTerms("استراتيجيه غير-موجود"))).toEqual([]);
    expect(await articles.search("en", searchTerms("استراتيجيه"))).toEqual([]);
    const page = await articles.published("ar", { limit: 1 });
    expect(page.total).toBe(2);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]!.document.ar).not.toHaveProperty("body");
  });
});
