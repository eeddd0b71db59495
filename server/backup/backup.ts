import { createReadStream, existsSync } from "node:fs";
import { cp, mkdtemp, open, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { pipeline } from "node:stream/promises";
import { Readable, type Writable } from "node:stream";
import { createGunzip, createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import { openDatabase, rowsOf, type Database, type DbOrTx } from "../db/database";

/**
 * Backup and restore of everything the site keeps (ADR 023): every table of
 * the database (settings, content and its revisions, images, leads, mail,
 * users and sessions, Insights) and the generated secrets, as one gzipped
 * file of JSON lines. The same code runs on PGlite and PostgreSQL:
 * PostgreSQL itself turns each row into JSON (`row_to_json`) and back
 * (`json_populate_recordset`), so every column type round-trips exactly.
 *
 * The file: a header line, then per table a `{"table": name}` line followed
 * by one line per row.
 */

export const backupFormat = "baghdad-studio-site-backup";
const pageRows = 2_000;

export type Header = {
  format: typeof backupFormat;
  version: 1;
  createdAt: string;
  /** The migrations applied to the database backed up, by their journal time (drizzle's created_at). */
  migrations: number[];
  tables: string[];
  /** DATA_DIR/secrets.json when the install generated its own secrets. */
  secrets: Record<string, string> | null;
};

export type Journal = { entries: { idx: number; when: number; tag: string }[] };

export async function journalOf(migrationsDir: string): Promise<Journal> {
  return JSON.parse(await readFile(path.join(migrationsDir, "meta", "_journal.json"), "utf8")) as Journal;
}

/** The site's tables, parents before children (by their foreign keys). */
async function tablesInOrder(db: DbOrTx): Promise<string[]> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`),
  ).map((row) => row.name);
  const edges = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
      JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE k.contype = 'f' AND n.nspname = 'public' AND c.relname <> p.relname`),
  );
  const ordered: string[] = [];
  const visit = (table: string, seen: Set<string>) => {
    if (ordered.includes(table) || seen.has(table)) return;
    seen.add(table);
    for (const edge of edges) if (edge.child === table) visit(edge.parent, seen);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

async function appliedMigrations(db: DbOrTx): Promise<number[]> {
  const exists = rowsOf<{ found: boolean }>(await db.execute(sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS found`))[0]?.found;
  if (!exists) return [];
  return rowsOf<{ created_at: string | number }>(await db.execute(sql`SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY id`)).map((row) =>
    Number(row.created_at),
  );
}

/** The backup of `db` as lines of text, from one snapshot; `counts` fills with the rows written per table. */
async function* backupLines(db: DbOrTx, secretsFile: string | undefined, counts: Record<string, number>) {
  const tables = await tablesInOrder(db);
  const header: Header = {
    format: backupFormat,
    version: 1,
    createdAt: new Date().toISOString(),
    migrations: await appliedMigrations(db),
    tables,
    secrets: secretsFile && existsSync(secretsFile) ? (JSON.parse(await readFile(secretsFile, "utf8")) as Record<string, string>) : null,
  };
  yield `${JSON.stringify(header)}\n`;
  for (const table of tables) {
    yield `${JSON.stringify({ table })}\n`;
    counts[table] = 0;
    // Pages in the table's physical order (ctid), so a large table is never held whole.
    let after = "(0,0)";
    for (;;) {
      const page = rowsOf<{ at: string; row: string }>(
        await db.execute(
          sql`SELECT ctid::text AS at, row_to_json(t)::text AS row FROM ${sql.identifier(table)} t WHERE ctid > ${after}::tid ORDER BY ctid LIMIT ${pageRows}`,
        ),
      );
      if (page.length === 0) break;
      counts[table] += page.length;
      yield `${page.map((entry) => entry.row).join("\n")}\n`;
      after = page.at(-1)!.at;
    }
  }
}

/**
 * Streams the gzipped backup of `db` into `out` (a file, or the studio's
 * download) from one snapshot: a running PostgreSQL server may write
 * meanwhile. Returns the rows written per table.
 */
export async function streamBackup(options: { db: Database; out: Writable; dataDir?: string | undefined }): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const secretsFile = options.dataDir ? path.join(options.dataDir, "secrets.json") : undefined;
  await options.db.transaction(
    async (tx) => {
      await pipeline(Readable.from(backupLines(tx, secretsFile, counts)), createGzip(), options.out);
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  return counts;
}

/** Writes the backup of `db` to `file` (gzip). Returns the rows written per table. */
export async function writeBackup(options: { db: Database; file: string; dataDir?: string | undefined }): Promise<Record<string, number>> {
  // The file holds password hashes and secrets: readable by its owner only. `mode` applies only to a
  // file the open creates, so an existing one (a 0644 backup of an earlier run) is narrowed before
  // a byte is written.
  const file = await open(options.file, "w", 0o600);
  await file.chmod(0o600).catch(async (error: unknown) => {
    await file.close();
    throw error;
  });
  try {
    return await streamBackup({ db: options.db, dataDir: options.dataDir, out: file.createWriteStream() });
  } finally {
    // The stream closes it when it ends; this is for a transaction that failed before it began.
    await file.close().catch(() => undefined);
  }
}

/** Whether a backup's migrations are not a prefix of this code's journal: a newer version of the site made it. */
export function madeByNewerVersion(migrations: number[], journal: Journal): boolean {
  const known = journal.entries.map((entry) => entry.when);
  return migrations.length > known.length || migrations.some((when, index) => known[index] !== when);
}

export class RestoreError extends Error {
  override name = "RestoreError";
}

/** The header of a backup file (and whether the code can restore it). */
export async function readBackupHeader(file: string): Promise<Header> {
  const input = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const line of input) {
    input.close();
    const header = JSON.parse(line) as Header;
    if (header.format !== backupFormat || header.version !== 1) throw new RestoreError(`${file} is not a backup of this site.`);
    return header;
  }
  throw new RestoreError(`${file} is empty.`);
}

/**
 * Restores `file` into the database the options name. The database must
 * be empty (a new DATA_DIR or an empty PostgreSQL database) unless
 * `replace` is set, which deletes everything in it first. The backup's
 * schema is created first, its rows loaded, then the migrations since run,
 * so a backup made by an older version of the site is upgraded on the way.
 * A backup made by a newer version is refused.
 */
export async function restoreBackup(options: {
  file: string;
  databaseUrl?: string | undefined;
  pgliteDir?: string | undefined;
  pgliteLean?: boolean | undefined;
  dataDir?: string | undefined;
  migrationsDir: string;
  replace?: boolean;
}): Promise<Record<string, number>> {
  const header = await readBackupHeader(options.file);
  const journal = await journalOf(options.migrationsDir);
  if (madeByNewerVersion(header.migrations, journal))
    throw new RestoreError(
      `This backup was made by a newer version of the site (schema ${header.migrations.length}, this code knows ${journal.entries.length}). Install that version or a later one, then restore.`,
    );

  const target = { databaseUrl: options.databaseUrl, pgliteDir: options.pgliteDir, pgliteLean: options.pgliteLean };
  // 1. The target is empty, or emptied on request.
  const bare = await openDatabase(target);
  try {
    const used = rowsOf<{ n: number }>(
      await bare.db.execute(sql`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname IN ('public', 'drizzle')`),
    )[0]!.n;
    if (used > 0 && !options.replace)
      throw new RestoreError(
        "The database is not empty. Restore into a new DATA_DIR or an empty PostgreSQL database, or add --replace to delete everything in it first.",
      );
    if (used > 0) {
      await bare.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
      await bare.db.execute(sql`DROP SCHEMA public CASCADE`);
      await bare.db.execute(sql`CREATE SCHEMA public`);
    }
  } finally {
    await bare.close();
  }

  // 2. The schema as it was when the backup was made.
  const older = await mkdtemp(path.join(tmpdir(), "site-restore-"));
  const counts: Record<string, number> = {};
  try {
    await cp(options.migrationsDir, older, { recursive: true });
    const kept = journal.entries.slice(0, header.migrations.length);
    await writeFile(path.join(older, "meta", "_journal.json"), JSON.stringify({ ...journal, entries: kept }));
    const database = await openDatabase({ ...target, migrationsDir: older });
    try {
      // 3. The rows, parents first, in one transaction; then the id counters follow the highest id.
      await database.db.transaction(async (tx) => {
        const input = createInterface({ input: createReadStream(options.file).pipe(createGunzip()), crlfDelay: Infinity });
        let table: string | undefined;
        let batch: string[] = [];
        const flush = async () => {
          if (!table || batch.length === 0) return;
          await tx.execute(
            sql`INSERT INTO ${sql.identifier(table)} SELECT * FROM json_populate_recordset(NULL::${sql.identifier(table)}, ${`[${batch.join(",")}]`}::json)`,
          );
          counts[table] = (counts[table] ?? 0) + batch.length;
          batch = [];
        };
        let first = true;
        for await (const line of input) {
          if (first) {
            first = false;
            continue;
          }
          if (line.startsWith('{"table":')) {
            await flush();
            table = (JSON.parse(line) as { table: string }).table;
            counts[table] = 0;
            continue;
          }
          if (line) batch.push(line);
          if (batch.length >= pageRows) await flush();
        }
        await flush();
        const serials = rowsOf<{ tbl: string; col: string }>(
          await tx.execute(sql`
            SELECT table_name AS tbl, column_name AS col FROM information_schema.columns
            WHERE table_schema = 'public' AND column_default LIKE 'nextval(%'`),
        );
        for (const { tbl, col } of serials)
          await tx.execute(
            sql`SELECT setval(pg_get_serial_sequence(${`"${tbl}"`}, ${col}), coalesce((SELECT max(${sql.identifier(col)}) FROM ${sql.identifier(tbl)}), 1), (SELECT max(${sql.identifier(col)}) FROM ${sql.identifier(tbl)}) IS NOT NULL)`,
          );
      });
    } finally {
      await database.close();
    }
  } finally {
    await rm(older, { recursive: true, force: true });
  }

  // 4. Up to this version's schema.
  const upgraded = await openDatabase({ ...target, migrationsDir: options.migrationsDir });
  await upgraded.close();
  if (header.secrets && options.dataDir) {
    const secretsFile = path.join(options.dataDir, "secrets.json");
    if (!existsSync(secretsFile)) await writeFile(secretsFile, JSON.stringify(header.secrets, null, 2), { mode: 0o600 });
  }
  return counts;
}
