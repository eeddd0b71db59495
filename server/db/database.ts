import { mkdir } from "node:fs/promises";
import path from "node:path";
import v8 from "node:v8";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What `db.transaction(async (tx) => …)` hands its callback. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/**
 * What queries run on: the database, or a transaction in it. A function that reads or writes on its
 * caller's behalf takes this, so the caller decides whether that work joins a transaction; a function
 * that must run inside one takes a `Transaction`, and one that opens its own takes the `Database`.
 */
export type DbOrTx = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Directory for PGlite's files; absent means an in-memory database. */
  pgliteDir?: string | undefined;
  /** The migrations brought up to date on open; absent: the schema is left as it is (backup and restore). */
  migrationsDir?: string | undefined;
  /** The embedded database's memory-saving mode (config `pgliteLean`, ADR 061). */
  pgliteLean?: boolean | undefined;
  /** Errors of idle connections (the server restarted, a connection was killed): reported, never fatal. */
  onConnectionError?: (error: Error) => void;
};

/** The rows of a raw `db.execute` result: PGlite and node-postgres shape it differently. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.onConnectionError)
    : await openPglite(options.pgliteDir, options.pgliteLean ?? false);
  try {
    if (options.migrationsDir) await handle.migrate(options.migrationsDir);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return { db: handle.db, kind: handle.kind, close: handle.close };
}

/**
 * PostgreSQL's own page cache inside the embedded database (its default is 128 MB, resident once touched): the
 * site's data is a few megabytes, and the system caches its files as well. Measured: 150 MB less resident.
 */
const pgliteSharedBuffers = "16MB";

async function openPglite(dir: string | undefined, lean: boolean) {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  if (dir) await mkdir(path.resolve(dir), { recursive: true });
  // V8's optimizing compiler takes about 600 MB for a moment over one of PGlite's largest functions once it is
  // hot. Lean, only function 0 may be optimized (none of PGlite's that matter): the baseline compiler's code runs
  // the SQL about 1.5x slower and the peak stays near 250 MB. The flag holds for the process, from here on.
  if (lean) v8.setFlagsFromString("--wasm-tier-up-filter=0");
  const options = { startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${pgliteSharedBuffers}`] };
  const client = dir ? new PGlite(path.resolve(dir), options) : new PGlite(options);
  await client.waitReady;
  const db = drizzle({ client, schema });
  return {
    db,
    kind: "pglite" as const,
    migrate: (migrationsFolder: string) => migrate(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** The advisory lock migrations are applied under (any number the site's other locks do not use). */
const migrationLock = 7_172_026;

async function openPostgres(connectionString: string, onConnectionError: (error: Error) => void = () => {}) {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Without a listener, an idle client's error would crash the process; the pool replaces the client.
  pool.on("error", onConnectionError);
  const db = drizzle({ client: pool, schema });
  return {
    db,
    kind: "postgres" as const,
    migrate: async (migrationsFolder: string) => {
      // Instances started together (systemctl enable --now site@3001 site@3002) take turns: the
      // first applies the migrations, the others wait here and then find nothing left to do.
      const lock = await pool.connect();
      try {
        await lock.query("SELECT pg_advisory_lock($1)", [migrationLock]);
        await migrate(db, { migrationsFolder });
      } finally {
        await lock.query("SELECT pg_advisory_unlock($1)", [migrationLock]).catch(() => {});
        lock.release();
      }
    },
    close: () => pool.end(),
  };
}
