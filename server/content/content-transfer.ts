import { inArray } from "drizzle-orm";
import sharp from "sharp";
import { z } from "zod";
import { imageId, imagesOf, parseDocument, type ContentDocument, type DocumentProblem } from "#core/content/content-document";
import { exportFormat } from "#core/content/studio-wire";
import { parseSettings, publicPart, upgradeSettingsInput, type SettingsValues } from "#core/settings/settings-schema";
import type { Database } from "../db/database";
import { contentImageFiles, contentImages } from "../db/schema";
import { changedSettings, type SettingsService } from "../settings/site-settings";
import { ContentError, currentDocument, type ContentService } from "./content-service";
import { cleanImageFile } from "./images";
import { ArticleError, type ArticleService } from "../articles/article-service";
import type { ArticleDocument } from "#core/articles/article-document";
import { checkExportedArticles, imagesOfArticle, type ExportedArticle, type ImportedArticle } from "#core/articles/article-transfer";

export const exportVersion = 1;

const imageFile = z
  .object({ width: z.number().int().positive().max(4096), format: z.enum(["avif", "webp"]), data: z.base64().max(20_000_000) })
  .strict();
const exportedImage = z
  .object({
    id: imageId,
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    sourceFormat: z.string().max(10),
    sourceBytes: z.number().int().nonnegative(),
    files: z.array(imageFile).min(1).max(8),
  })
  .strict();

const exportDocument = z
  .object({
    format: z.literal(exportFormat),
    version: z.literal(exportVersion),
    exportedAt: z.string().max(40),
    settings: z.record(z.string(), z.unknown()),
    content: z.unknown(),
    images: z.array(exportedImage).max(500),
    /** His articles (issue 43); a file from before has none and leaves the site's articles as they are. */
    articles: z.unknown().optional(),
  })
  .strict();

export type ContentExport = {
  format: typeof exportFormat;
  version: typeof exportVersion;
  exportedAt: string;
  settings: SettingsValues;
  content: ContentDocument;
  images: z.infer<typeof exportedImage>[];
  articles: ExportedArticle[];
};

type TransferDeps = { db: Database; content: ContentService; settings: SettingsService; articles: ArticleService };

/** Everything the owner made: settings, the published content and the files of every image it uses. */
export async function exportContent(deps: TransferDeps): Promise<ContentExport> {
  const [view, articles] = await Promise.all([deps.content.published(), deps.articles.exportEntries()]);
  const ids = [...new Set([...imagesOf(view.document), ...articles.flatMap((entry) => imagesOfArticle(entry.article as ArticleDocument))])];
  const [rows, files] = ids.length
    ? await Promise.all([
        deps.db.select().from(contentImages).where(inArray(contentImages.id, ids)),
        deps.db.select().from(contentImageFiles).where(inArray(contentImageFiles.imageId, ids)),
      ])
    : [[], []];
  return {
    format: exportFormat,
    version: exportVersion,
    exportedAt: new Date().toISOString(),
    settings: (await deps.settings.studio()).values,
    content: view.document,
    images: rows.map((row) => ({
      id: row.id,
      width: row.width,
      height: row.height,
      sourceFormat: row.sourceFormat,
      sourceBytes: row.sourceBytes,
      files: files.filter((f) => f.imageId === row.id).map((f) => ({ width: f.width, format: f.format, data: f.bytes.toString("base64") })),
    })),
    articles,
  };
}

/** A refused import names its first problem; nothing has been changed. */
export class ImportError extends Error {
  constructor(readonly problem: DocumentProblem) {
    super(`${problem.path}: ${problem.code}`);
  }
}

/** An export that passed every check, ready to apply. */
export type CheckedImport = {
  settings: SettingsValues;
  document: ContentDocument;
  images: z.infer<typeof exportedImage>[];
  articles: ImportedArticle[];
};

/**
 * Checks a whole export (format, settings, content, every image file really
 * being the image it claims) without changing anything.
 */
export async function checkImport(deps: { settings: SettingsService }, raw: unknown): Promise<CheckedImport> {
  const parsed = exportDocument.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ImportError({ path: issue.path.join(".") || "(document)", code: issue.code });
  }
  const file = parsed.data;
  // An export made before the profile links were a list (or before the address and hours) still imports.
  const settings = parseSettings(upgradeSettingsInput(file.settings, (await deps.settings.studio()).values));
  if (!settings.ok) {
    const [field, code] = Object.entries(settings.errors)[0]!;
    throw new ImportError({ path: `settings.${field}`, code: String(code) });
  }
  const document = parseDocument(currentDocument(file.content));
  if (!document.ok) {
    const first = document.problems[0]!;
    throw new ImportError({ path: `content.${first.path}`, code: first.code });
  }
  // The document's settings are the published ones (ADR 040); a file from before carries them only beside it.
  if (document.document.settings) settings.values = { ...document.document.settings, notifyEmail: settings.values.notifyEmail };
  else document.document.settings = publicPart(settings.values);
  const articles = checkExportedArticles(file.articles);
  if (!articles.ok) throw new ImportError(articles.problem);
  const provided = new Set(file.images.map((image) => image.id));
  for (const id of [...imagesOf(document.document), ...articles.articles.flatMap((entry) => imagesOfArticle(entry.article))]) {
    if (!provided.has(id)) throw new ImportError({ path: `images.${id}`, code: "image_missing" });
  }
  for (const [index, image] of file.images.entries()) {
    for (const [fileIndex, entry] of image.files.entries()) {
      const meta = await sharp(Buffer.from(entry.data, "base64"), { limitInputPixels: 50_000_000 })
        .metadata()
        .catch(() => undefined);
      const format = meta?.format === "heif" ? "avif" : meta?.format;
      if (format !== entry.format) throw new ImportError({ path: `images.${index}.files.${fileIndex}`, code: "not_an_image" });
      // Cleaned as an upload is: its metadata and anything appended to it do not reach the site.
      const clean = await cleanImageFile(Buffer.from(entry.data, "base64"), entry.format);
      if (!clean) throw new ImportError({ path: `images.${index}.files.${fileIndex}`, code: "not_an_image" });
      entry.data = clean.toString("base64");
    }
  }
  return { settings: settings.values, document: document.document, images: file.images, articles: articles.articles };
}

/**
 * Checks a whole export (see checkImport), then applies it: images, then the
 * content as a new revision, then the settings.
 */
export async function importContent(deps: TransferDeps, raw: unknown, author: string) {
  return applyImport(deps, await checkImport(deps, raw), author);
}

/** Applies a checked export: images, articles and the content as a new revision in one transaction, then the settings. */
export async function applyImport(
  deps: { content: ContentService; settings: SettingsService; articles: ArticleService },
  checked: CheckedImport,
  author: string,
) {
  const before = (await deps.settings.studio()).values;
  const normalised = parseSettings(before);
  const publicChanged = changedSettings(normalised.ok ? normalised.values : before, { ...checked.settings, notifyEmail: before.notifyEmail });
  let revision;
  let articleIds: string[] = [];
  try {
    // The images go in within the revision's transaction: a refused document leaves none behind.
    revision = await deps.content.importDocument(checked.document, author, async (tx) => {
      for (const image of checked.images) {
        await tx
          .insert(contentImages)
          .values({
            id: image.id,
            width: image.width,
            height: image.height,
            sourceFormat: image.sourceFormat,
            sourceBytes: image.sourceBytes,
            createdBy: author,
          })
          .onConflictDoNothing();
        for (const entry of image.files) {
          await tx
            .insert(contentImageFiles)
            .values({ imageId: image.id, width: entry.width, format: entry.format, bytes: Buffer.from(entry.data, "base64") })
            .onConflictDoNothing();
        }
      }
      articleIds = await deps.articles.importEntries(tx, checked.articles, author);
    });
  } catch (error) {
    if (error instanceof ArticleError) throw new ImportError(error.problems[0] ?? { path: "articles", code: error.code });
    if (error instanceof ContentError)
      throw new ImportError(error.problems[0] && "path" in error.problems[0] ? error.problems[0] : { path: "content", code: error.code });
    throw error;
  }
  await deps.articles.imported(articleIds);
  // The public settings were published with the revision; the notification address is set beside them.
  const notifyChanged = await deps.settings.saveNotifyEmail(checked.settings.notifyEmail);
  const settingsChanged = [...publicChanged, ...(notifyChanged ? (["notifyEmail"] as const) : [])];
  return { revision, settingsChanged };
}
