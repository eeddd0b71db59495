import { desc, eq, inArray, max, sql } from "drizzle-orm";
import { z } from "zod";
import { languages, type Lang } from "#core/i18n/languages";
import { getResource } from "#core/i18n/resources";
import { isListName, listDescriptor, listNames, type ListName } from "#core/content/lists/catalogue";
import {
  emptyDocument,
  imagesOf,
  missingTranslations,
  parseDocument,
  sampleLists,
  tooFew,
  type ContentDocument,
  type DocumentProblem,
  type MissingTranslation,
} from "#core/content/content-document";
import { overrideProblem, readPath, splitKey } from "#core/content/text-overrides";
import { trackTextSteps } from "#core/content/text-steps";
import { trackListSteps } from "#core/content/list-steps";
import { staleMentions } from "#core/content/list-mentions";
import { diffDocuments, type RevisionAction } from "#core/content/revision-diff";
import type { RevisionInfo, StudioContent } from "#core/content/studio-wire";
import type { Database, DbOrTx, Transaction } from "../db/database";
import { contentDraft, contentImages, contentRevisions, slugRedirects } from "../db/schema";
import { buildContentView, unwrittenFacts, type ContentView } from "./content-view";
import seedData from "./seed-data.json";
import { emptyValues } from "#core/content/field-kinds";
import { upgradeDocument } from "#core/content/document-upgrade";
import { baghdadYear } from "#core/content/facts";
import { sampleTexts } from "#core/content/sample-texts";
import { readPublicSettings, shippedPublicSettings, writeSettings } from "../settings/site-settings";
import { changedSlugs, slugProblems, slugsInUse, type RedirectKind } from "./page-slugs";

/**
 * The shipped sample content (server/content/seed-data.json: each list's items
 * by list name, ids optional) as a document: every item published and marked
 * as sample, checked by the lists' own schemas, and complete in both languages.
 */
export function seedDocument(raw: unknown): ContentDocument {
  const data = z.record(z.string(), z.array(z.record(z.string(), z.unknown()))).parse(raw);
  const unknownList = Object.keys(data).find((name) => !isListName(name));
  if (unknownList) throw new Error(`The seed names a list the catalogue does not describe: ${unknownList}`);
  const document = emptyDocument();
  for (const name of listNames) {
    const prefix = listDescriptor(name).seedIdPrefix;
    // A field the seed does not name (one added since) takes its kind's empty value: an optional text stays empty.
    const empty = emptyValues(listDescriptor(name));
    (document.lists as Record<string, unknown[]>)[name] = (data[name] ?? []).map((item, index) => ({
      ...structuredClone(empty),
      id: `${prefix}${index + 1}`,
      ...item,
      published: true,
      sample: true,
    }));
  }
  const parsed = parseDocument(document);
  if (!parsed.ok) throw new Error(`The seed content is not valid: ${JSON.stringify(parsed.problems)}`);
  const missing = missingTranslations(parsed.document);
  if (missing.length > 0) throw new Error(`The seed content lacks texts: ${JSON.stringify(missing.slice(0, 5))}`);
  return parsed.document;
}

let shipped: ContentDocument | undefined;
/** The shipped sample content as a document (built once). */
export const shippedDocument = (): ContentDocument => (shipped ??= seedDocument(seedData));

let shippedWithSettings: ContentDocument | undefined;
/**
 * A stored or imported document made current (see upgradeDocument): lists, list fields and settings
 * added since it was written get the shipped ones.
 */
export const currentDocument = (raw: unknown): unknown =>
  upgradeDocument(raw, (shippedWithSettings ??= { ...shippedDocument(), settings: shippedPublicSettings() }));
const stored = (raw: unknown) => currentDocument(raw) as ContentDocument;

/**
 * A document with settings: one written before they were in it (ADR 040) gets
 * the settings published now, so its history, restore and export change none.
 */
async function withSettings(document: ContentDocument, tx: DbOrTx): Promise<ContentDocument> {
  return document.settings ? document : { ...document, settings: await readPublicSettings(tx) };
}

/**
 * What a document still holds of the sample: list items, the missing photo and logo, story texts, the shipped theme,
 * and shipped texts that name items he removed (issue 44, item 3).
 */
const samplesOf = (document: ContentDocument): StudioContent["publishedSamples"] => ({
  lists: sampleLists(document),
  photo: document.photo !== null,
  logo: Boolean(document.brand?.logo),
  texts: sampleTexts(document, getResource),
  theme: document.theme !== undefined,
  stale: staleMentions(document).map(({ key, list, gone }) => ({
    key,
    list,
    langs: languages.filter((lang) => gone[lang]),
    // The shipped items' names (an item removed is no longer in the document).
    names: [...new Set(languages.flatMap((lang) => gone[lang] ?? []))].map((id) => shippedItemName(list, id)),
  })),
});

/** A shipped item's name in both languages, by its list's name field. */
function shippedItemName(list: ListName, id: string): Record<Lang, string> {
  const field = listDescriptor(list).nameField;
  const item = (shippedDocument().lists[list] as unknown as Record<string, unknown>[]).find((entry) => entry.id === id);
  const name = item?.[field] as Record<Lang, string> | undefined;
  return { ar: name?.ar ?? id, en: name?.en ?? id };
}

/** Writes the sample content as the first revision of a fresh install; later starts change nothing. */
export async function seedContent(db: Database, raw: unknown): Promise<boolean> {
  const document = seedDocument(raw);
  return db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE ${contentRevisions} IN EXCLUSIVE MODE`);
    const [existing] = await tx.select({ id: contentRevisions.id }).from(contentRevisions).limit(1);
    if (existing) return false;
    await tx.insert(contentRevisions).values({ author: "seed", action: "seed", document });
    return true;
  });
}

/** A refused change: 400 for a bad document, 409 for a stale version or an unpublishable draft. */
export class ContentError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    readonly code: string,
    readonly problems: (DocumentProblem | MissingTranslation)[] = [],
  ) {
    super(code);
  }
}

export type ContentService = {
  /** The published site (cached until the next publish). */
  published: () => Promise<ContentView>;
  /** The draft applied over the published site, for the owner's preview; the published site when there is no draft. */
  preview: () => Promise<ContentView>;
  /** The page id an old slug belonged to, when a page was renamed. */
  redirect: (kind: RedirectKind, lang: Lang, slug: string) => Promise<string | undefined>;
  studio: () => Promise<StudioContent>;
  saveDraft: (document: unknown, version: number | null, author: string) => Promise<StudioContent>;
  discardDraft: () => Promise<void>;
  publish: (author: string) => Promise<RevisionInfo>;
  revisions: (limit?: number) => Promise<RevisionInfo[]>;
  revision: (id: number) => Promise<(RevisionInfo & { document: ContentDocument }) | undefined>;
  restore: (id: number, author: string) => Promise<RevisionInfo>;
  /** Validates a whole document and publishes it as a new revision (the draft is dropped). */
  importDocument: (document: unknown, author: string, prepare?: (tx: Transaction) => Promise<void>) => Promise<RevisionInfo>;
  /** Drops this process's cache (after a publish elsewhere). */
  invalidate: () => void;
};

/** A text as shipped ("namespace:dotted.path"), for the translation steps. */
const shippedText = (lang: Lang, key: string): string | undefined => {
  const at = key.indexOf(":");
  return readPath(getResource(lang, key.slice(0, at) as Parameters<typeof getResource>[1]), key.slice(at + 1));
};

type RevisionRow = typeof contentRevisions.$inferSelect;
const info = (row: RevisionRow): RevisionInfo => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  author: row.author,
  action: row.action,
  restoredFrom: row.restoredFrom,
  summary: row.summary,
});

/**
 * An item may pick only an item its other list has (a project's category):
 * the problem names the list picked from, where the owner deleted it.
 */
function unknownPicks(document: ContentDocument): DocumentProblem[] {
  const problems: DocumentProblem[] = [];
  for (const name of listNames) {
    for (const [field, spec] of Object.entries(listDescriptor(name).fields)) {
      if (spec.kind !== "pick" || !isListName(spec.list)) continue;
      const known = new Set((document.lists[spec.list] as { id: string }[]).map((item) => item.id));
      const items = document.lists[name] as Record<string, unknown>[];
      const picked = (item: Record<string, unknown>) => item[field] as string;
      // An optional pick may name nothing ("").
      if (items.some((item) => !known.has(picked(item)) && !(spec.optional && picked(item) === ""))) {
        problems.push({ path: `lists.${spec.list}`, code: "in_use" });
      }
    }
  }
  return problems;
}

export type ContentServiceOptions = {
  /** How often a cached published view asks the database whether a newer revision exists (published by another instance or the command line). */
  recheckMs?: number;
  /**
   * Awaited after every change visitors see (a publish, a restore, an import),
   * before the method returns: the page cache re-renders its pages there, so
   * "Published" means the site shows it. Every method that adds a revision
   * calls it; `content-service.test.ts` checks each method of the service.
   */
  onVisibleChange?: () => Promise<void>;
  /** Called after a revision wrote the settings visitors see (the settings service drops its copy). */
  onSettingsPublished?: () => void;
};

export function createContentService(db: Database, options: ContentServiceOptions = {}): ContentService {
  const recheckMs = options.recheckMs ?? 1000;
  const announce = options.onVisibleChange ?? (async () => undefined);
  const settingsPublished = options.onSettingsPublished ?? (() => undefined);
  let checkedAt = 0;
  let cache: Promise<ContentView> | undefined;
  let redirects: Promise<Map<string, string>> | undefined;

  const latest = async (tx: DbOrTx = db) => {
    const [row] = await tx.select().from(contentRevisions).orderBy(desc(contentRevisions.id)).limit(1);
    if (!row) throw new Error("No content revision: the content seed has not run");
    return { ...row, document: await withSettings(stored(row.document), tx) };
  };
  const readDraft = async (tx: DbOrTx = db) => {
    const [draft] = await tx.select().from(contentDraft).limit(1);
    return draft ? { ...draft, document: await withSettings(stored(draft.document), tx) } : undefined;
  };
  const load = async () => {
    const row = await latest();
    return buildContentView(row.document, row.id, false);
  };

  /** Everything a stored document must satisfy beyond its schema: known texts, free slugs, uploaded images. */
  const validate = async (raw: unknown, tx: DbOrTx = db): Promise<ContentDocument> => {
    const parsed = parseDocument(currentDocument(raw));
    if (!parsed.ok) throw new ContentError(400, "invalid_document", parsed.problems);
    const document = parsed.document;
    const problems: DocumentProblem[] = [];
    for (const lang of languages) {
      for (const [key, value] of Object.entries(document.texts[lang])) {
        const problem = overrideProblem(key, value, getResource, lang);
        if (problem) problems.push({ path: `texts.${lang}.${key}`, code: problem });
      }
    }
    problems.push(...tooFew(document), ...unknownPicks(document));
    if (problems.length === 0) {
      const view = buildContentView(document, 0, true);
      problems.push(...slugProblems(view));
      const known = new Set([...shippedDocument().lists.facts, ...document.lists.facts].map((fact) => fact.id));
      if (unwrittenFacts(view, known).length > 0) problems.push({ path: "lists.facts", code: "fact_in_use" });
    }
    const images = imagesOf(document);
    if (images.length > 0) {
      const found = new Set(
        (await tx.select({ id: contentImages.id }).from(contentImages).where(inArray(contentImages.id, images))).map((r) => r.id),
      );
      for (const id of images) if (!found.has(id)) problems.push({ path: `images.${id}`, code: "image_missing" });
    }
    if (problems.length > 0) throw new ContentError(400, "invalid_document", problems.slice(0, 20));
    // Overrides equal to the shipped text are not changes: store none.
    for (const lang of languages) {
      for (const [key, value] of Object.entries(document.texts[lang])) {
        const [ns, path] = splitKey(key);
        if (ns && path && readPath(getResource(lang, ns), path) === value) delete document.texts[lang][key];
      }
    }
    return document;
  };

  /** Adds a revision and the redirects of every slug it changes, in the caller's transaction. */
  const addRevision = async (
    tx: Transaction,
    incoming: ContentDocument,
    author: string,
    action: RevisionAction,
    restoredFrom: number | null = null,
  ) => {
    const current = await latest(tx);
    // Every new revision records the settings it publishes; the row visitors' pages read follows it in this transaction.
    const document = incoming.settings ? incoming : { ...incoming, settings: current.document.settings };
    await writeSettings(tx, document.settings!);
    const before = buildContentView(current.document, current.id, false);
    const after = buildContentView(document, 0, false);
    const summary = diffDocuments(current.document, document);
    const [row] = await tx.insert(contentRevisions).values({ author, action, document, summary, restoredFrom }).returning();
    for (const change of changedSlugs(before, after)) {
      await tx
        .insert(slugRedirects)
        .values({ kind: change.kind, lang: change.lang, slug: change.from, pageId: change.id })
        .onConflictDoUpdate({ target: [slugRedirects.kind, slugRedirects.lang, slugRedirects.slug], set: { pageId: change.id } });
    }
    // A slug in use (again) is a page's address, not a redirect: a page shown again, a new page on an old address.
    const inUse = slugsInUse(after).map(([kind, lang, slug]) => sql`(${kind}, ${lang}, ${slug})`);
    if (inUse.length > 0) {
      await tx
        .delete(slugRedirects)
        .where(sql`(${slugRedirects.kind}, ${slugRedirects.lang}, ${slugRedirects.slug}) IN (${sql.join(inUse, sql`, `)})`);
    }
    await tx.delete(contentDraft);
    return info(row!);
  };

  const dropCache = () => {
    cache = undefined;
    redirects = undefined;
  };
  /** After a revision is added: this process reads it afresh, and the pages visitors get show it. */
  const afterPublish = async () => {
    dropCache();
    settingsPublished();
    await announce();
  };

  const service: ContentService = {
    async published() {
      // Another instance (or the command line) may have published: a cheap check, at most once per interval.
      if (cache && Date.now() - checkedAt >= recheckMs) {
        checkedAt = Date.now();
        const [newest] = await db.select({ id: max(contentRevisions.id) }).from(contentRevisions);
        const shown = await cache.catch(() => undefined);
        if (newest?.id !== shown?.revision) dropCache();
        else if (shown && shown.year !== baghdadYear()) {
          // A new year in Baghdad: years counted by the facts ("14 years") are one more on every page.
          dropCache();
          void announce().catch(() => undefined);
        }
      }
      if (!cache) {
        checkedAt = Date.now();
        cache = load().catch((error: unknown) => {
          cache = undefined;
          throw error;
        });
      }
      return cache;
    },
    async preview() {
      const draft = await readDraft();
      if (!draft) return service.published();
      return buildContentView(draft.document, draft.baseRevision, true);
    },
    async redirect(kind, lang, slug) {
      redirects ??= db
        .select()
        .from(slugRedirects)
        .then((rows) => new Map(rows.map((r) => [`${r.kind}/${r.lang}/${r.slug}`, r.pageId])));
      return (await redirects).get(`${kind}/${lang}/${slug}`);
    },
    async studio() {
      const [published, draft] = await Promise.all([latest(), readDraft()]);
      const draftDocument = draft?.document;
      const document = draftDocument ?? published.document;
      return {
        document,
        draft: draft
          ? { version: draft.version, baseRevision: draft.baseRevision, updatedAt: draft.updatedAt.toISOString(), updatedBy: draft.updatedBy }
          : null,
        published: info(published),
        changes: draftDocument ? diffDocuments(published.document, draftDocument) : [],
        missing: missingTranslations(document),
        publishedSamples: samplesOf(published.document),
        draftSamples: samplesOf(document),
      };
    },
    async saveDraft(raw, version, author) {
      const document = await validate(raw);
      await db.transaction(async (tx) => {
        const [draft] = await tx.select().from(contentDraft).for("update");
        if ((draft?.version ?? null) !== version) throw new ContentError(409, "stale_draft");
        const published = await latest(tx);
        // A client that sends no settings leaves them as published.
        document.settings ??= published.document.settings;
        // Which languages of the texts he changed are now behind the other (issue 43, item 7): counted here, for every client.
        const before = draft ? (currentDocument(draft.document) as ContentDocument) : published.document;
        document.textSteps = trackListSteps(before, document, trackTextSteps(before, document, shippedText));
        if (document.textSteps === undefined) delete document.textSteps;
        if (diffDocuments(published.document, document).length === 0) {
          await tx.delete(contentDraft);
          return;
        }
        await tx
          .insert(contentDraft)
          .values({ id: 1, baseRevision: published.id, version: 1, document, updatedBy: author })
          .onConflictDoUpdate({
            target: contentDraft.id,
            set: { document, version: sql`${contentDraft.version} + 1`, updatedAt: sql`now()`, updatedBy: author, baseRevision: published.id },
          });
      });
      return service.studio();
    },
    async discardDraft() {
      await db.delete(contentDraft);
    },
    async publish(author) {
      const revision = await db.transaction(async (tx) => {
        const [draft] = await tx.select().from(contentDraft).for("update");
        if (!draft) throw new ContentError(409, "nothing_to_publish");
        const document = await withSettings(stored(draft.document), tx);
        const missing = missingTranslations(document);
        if (missing.length > 0) throw new ContentError(409, "missing_translations", missing);
        return addRevision(tx, document, author, "publish");
      });
      await afterPublish();
      return revision;
    },
    async revisions(limit = 100) {
      const rows = await db
        .select({
          id: contentRevisions.id,
          createdAt: contentRevisions.createdAt,
          author: contentRevisions.author,
          action: contentRevisions.action,
          restoredFrom: contentRevisions.restoredFrom,
          summary: contentRevisions.summary,
        })
        .from(contentRevisions)
        .orderBy(desc(contentRevisions.id))
        .limit(limit);
      return rows.map((row) => info({ ...row, document: undefined as never }));
    },
    async revision(id) {
      const [row] = await db.select().from(contentRevisions).where(eq(contentRevisions.id, id));
      return row ? { ...info(row), document: await withSettings(stored(row.document), db) } : undefined;
    },
    async restore(id, author) {
      const revision = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(contentRevisions).where(eq(contentRevisions.id, id));
        if (!row) throw new ContentError(404, "no_such_revision");
        // A document from before a text or image went away is checked like any other.
        const document = await validate(row.document, tx);
        return addRevision(tx, document, author, "restore", id);
      });
      await afterPublish();
      return revision;
    },
    async importDocument(raw, author, prepare) {
      const revision = await db.transaction(async (tx) => {
        await prepare?.(tx);
        const document = await validate(raw, tx);
        const missing = missingTranslations(document);
        if (missing.length > 0) throw new ContentError(400, "missing_translations", missing);
        return addRevision(tx, document, author, "import");
      });
      await afterPublish();
      return revision;
    },
    invalidate: dropCache,
  };
  return service;
}
