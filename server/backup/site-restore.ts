import { inArray } from "drizzle-orm";
import { imagesOf, missingTranslations } from "#core/content/content-document";
import { imagesOfArticle } from "#core/articles/article-transfer";
import { diffDocuments, sameContent } from "#core/content/revision-diff";
import { exportFormat } from "#core/content/studio-wire";
import { legacyProfileFields, parseSettings, settingsFields } from "#core/settings/settings-schema";
import type { RestoreRefusal, RestoreSummary } from "#core/content/backup-wire";
import type { Database } from "../db/database";
import { contentImages } from "../db/schema";
import type { ContentService } from "../content/content-service";
import type { ArticleService } from "../articles/article-service";
import { checkImport, exportVersion, ImportError, type CheckedImport } from "../content/content-transfer";
import type { SettingsService } from "../settings/site-settings";
import { backupFormat, madeByNewerVersion, type Header, type Journal } from "./backup";
import { BackupReadError, readBackupLines, type BackupLimits } from "./backup-lines";

/** A refused upload: its status, why, and for a file that fails the import's checks its first problem. Nothing was changed. */
export class RestoreRefused extends Error {
  constructor(
    readonly status: number,
    readonly code: RestoreRefusal,
    readonly problem?: { path: string; code: string },
  ) {
    super(code);
  }
}

const camel = (column: string) => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** "\\x89504e…" (bytea as row_to_json writes it) as base64. */
const byteaBase64 = (value: unknown) =>
  typeof value === "string" && value.startsWith("\\x") ? Buffer.from(value.slice(2), "hex").toString("base64") : "";

/**
 * The content part of a full backup (ADR 037) in the shape of a content
 * export: the settings row, the newest published revision, and the images it
 * uses. Everything else in it (accounts, enquiries, Insights, secrets) stays
 * out of a running site, and is skipped unread (backup-lines.ts).
 */
async function contentOfBackup(body: Buffer, journal: Journal, limits?: BackupLimits): Promise<{ raw: unknown; madeAt: string }> {
  const wanted = new Set(["site_settings", "content_revisions", "content_images", "content_image_files", "articles"]);
  const rows: Record<string, Record<string, unknown>[]> = {
    site_settings: [],
    content_revisions: [],
    content_images: [],
    content_image_files: [],
    articles: [],
  };
  let header: Header | undefined;
  const parse = (line: Buffer) => {
    try {
      return JSON.parse(line.toString("utf8")) as Record<string, unknown>;
    } catch {
      throw new RestoreRefused(422, "broken_file");
    }
  };
  try {
    await readBackupLines(
      body,
      (table) => wanted.has(table),
      (table, line) => {
        if (table === undefined) {
          header = parse(line) as Header;
          if (header?.format !== backupFormat) throw new RestoreRefused(422, "wrong_kind");
          if (typeof header.version !== "number" || !Array.isArray(header.migrations)) throw new RestoreRefused(422, "broken_file");
          if (header.version > 1 || madeByNewerVersion(header.migrations, journal)) throw new RestoreRefused(422, "newer_version");
          return;
        }
        const row = parse(line);
        // Only the newest revision is restored: the others are not held.
        if (table === "content_revisions") {
          const newest = rows.content_revisions![0];
          if (!newest || Number(row.id) > Number(newest.id)) rows.content_revisions = [row];
          return;
        }
        // A deleted article is not restored (its row would only be held).
        if (table === "articles" && row.deleted_at) return;
        rows[table]!.push(row);
      },
      limits,
    );
  } catch (error) {
    if (error instanceof BackupReadError) throw new RestoreRefused(422, error.reason);
    throw error;
  }
  if (!header) throw new RestoreRefused(422, "broken_file");
  const settingsRow = rows.site_settings![0];
  const revision = rows.content_revisions![0];
  if (!settingsRow || !revision) throw new RestoreRefused(422, "broken_file");
  const stored = Object.fromEntries(Object.entries(settingsRow).map(([column, value]) => [camel(column), value]));
  // Since migration 0024 the public settings are one object; a backup from before has a column each (and, from before
  // the profile list, five link columns: the import's upgrade turns them into the list).
  const values =
    stored.values && typeof stored.values === "object" && !Array.isArray(stored.values) ? (stored.values as Record<string, unknown>) : stored;
  const settings: Record<string, unknown> = Object.fromEntries(
    [...settingsFields, ...legacyProfileFields].filter((field) => field in values).map((field) => [field, values[field] ?? ""]),
  );
  settings.notifyEmail = stored.notifyEmail ?? values.email;
  const document = revision.document;
  // His articles as the export carries them (checked by the import like a file's); a backup from before has none.
  const instant = (value: unknown) => (typeof value === "string" && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : null);
  const articles = rows.articles!.map((row) => ({
    id: row.id,
    publishedAt: row.published ? instant(row.published_at) : null,
    revisedAt: row.published ? instant(row.revised_at) : null,
    scheduledAt: instant(row.scheduled_at),
    sample: row.sample === true,
    article: row.published ?? row.draft,
  }));
  const used = new Set(
    (() => {
      try {
        return [
          ...imagesOf(document as Parameters<typeof imagesOf>[0]),
          ...articles.flatMap((entry) => imagesOfArticle(entry.article as Parameters<typeof imagesOfArticle>[0])),
        ];
      } catch {
        return [];
      }
    })(),
  );
  const images = rows
    .content_images!.filter((row) => used.has(String(row.id)))
    .map((row) => ({
      id: row.id,
      width: row.width,
      height: row.height,
      sourceFormat: row.source_format,
      sourceBytes: row.source_bytes,
      files: rows
        .content_image_files!.filter((file) => file.image_id === row.id)
        .map((file) => ({ width: file.width, format: file.format, data: byteaBase64(file.bytes) })),
    }));
  return {
    raw: {
      format: exportFormat,
      version: exportVersion,
      exportedAt: header.createdAt,
      settings,
      content: document,
      images,
      ...(header.tables?.includes("articles") && { articles }),
    },
    madeAt: String(header.createdAt ?? ""),
  };
}

/**
 * What an uploaded file is: a content export (JSON) or a full backup (gzip),
 * as the export the import checks. A broken file, another kind of file or one
 * made by a newer version of the site is refused.
 */
export async function readRestoreFile(
  body: Buffer,
  journal: Journal,
  limits?: BackupLimits,
): Promise<{ kind: "content" | "full"; raw: unknown; madeAt: string }> {
  if (body.length === 0) throw new RestoreRefused(422, "empty");
  if (body[0] === 0x1f && body[1] === 0x8b) return { kind: "full", ...(await contentOfBackup(body, journal, limits)) };
  const text = body.toString("utf8").replace(/^\uFEFF/, "");
  // Not JSON at all (an image, a CSV): another kind of file; JSON cut short or mangled: a broken one.
  if (!text.trimStart().startsWith("{")) throw new RestoreRefused(422, "wrong_kind");
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new RestoreRefused(422, "broken_file");
  }
  const { format, version, exportedAt } = raw as { format?: unknown; version?: unknown; exportedAt?: unknown };
  if (format !== exportFormat) throw new RestoreRefused(422, "wrong_kind");
  if (typeof version === "number" && version > exportVersion) throw new RestoreRefused(422, "newer_version");
  return { kind: "content", raw, madeAt: typeof exportedAt === "string" ? exportedAt : "" };
}

type Deps = { db: Database; content: ContentService; settings: SettingsService; articles: ArticleService };

/** Runs every check the import runs (and that publishing would), so a file the summary accepts also restores. */
export async function checkRestore(deps: Deps, raw: unknown): Promise<CheckedImport> {
  let checked: CheckedImport;
  try {
    checked = await checkImport(deps, raw);
  } catch (error) {
    if (error instanceof ImportError) throw new RestoreRefused(422, "invalid_import", error.problem);
    throw error;
  }
  const missing = missingTranslations(checked.document)[0];
  if (missing)
    throw new RestoreRefused(422, "invalid_import", {
      path: `content.lists.${missing.list}.${missing.id}.${missing.field}.${missing.lang}`,
      code: "required",
    });
  return checked;
}

/** What restoring `checked` would change against the published site. */
export async function restoreSummary(
  deps: Deps,
  checked: CheckedImport,
  file: { kind: "content" | "full"; madeAt: string },
): Promise<RestoreSummary> {
  const [published, studio, settings] = await Promise.all([deps.content.published(), deps.content.studio(), deps.settings.studio()]);
  const normalised = parseSettings(settings.values);
  const current = normalised.ok ? normalised.values : settings.values;
  const used = [...new Set([...imagesOf(checked.document), ...checked.articles.flatMap((entry) => imagesOfArticle(entry.article))])];
  const stored = used.length
    ? new Set((await deps.db.select({ id: contentImages.id }).from(contentImages).where(inArray(contentImages.id, used))).map((row) => row.id))
    : new Set<string>();
  return {
    kind: file.kind,
    madeAt: file.madeAt,
    basis: studio.published.id,
    // The settings are listed field by field below.
    changes: diffDocuments(published.document, checked.document).filter((change) => change.area !== "settings"),
    images: { added: used.filter((id) => !stored.has(id)).length, total: used.length },
    // Compared as the import would store them: the shipped sample values are not in the normalised form a save writes.
    settings: settingsFields.filter((field) => !sameContent(current[field], checked.settings[field])),
    dropsDraft: studio.draft !== null,
    articles: await deps.articles.changedBy(checked.articles),
  };
}
