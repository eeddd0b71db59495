import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import path from "node:path";
import { openDatabase, type DatabaseHandle } from "../../server/db/database";
import { migrationsDir as templateMigrations, openTestPglite } from "./pglite-template";

/**
 * The time limit of a test that migrates a fresh database (a new PostgreSQL database, or PGlite from older
 * migrations): 90 s instead of the unit tests' 30 (six such tests passed 30 s on a loaded machine, never
 * 90). Only these files get it: `describe(name, migratingDatabase, …)`.
 */
export const migratingDatabase = { timeout: 90_000 };

/** Creates an empty database on the test PostgreSQL server; returns its URL and a drop function. */
export async function createTestPostgresDatabase(adminUrl: string) {
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A database the unit tests run against: a fresh, migrated PGlite in memory, or a fresh database on the test PostgreSQL server. */
export type TestBackend = { name: string; open: () => Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void> }> };

/** Both backends, each opened fresh and migrated from `migrationsDir` (the PostgreSQL server comes from the unit project's global setup). */
export function testBackends(migrationsDir: string): TestBackend[] {
  return [
    {
      name: "PGlite",
      // A copy of the run's migrated template when these are the site's own migrations (a new cluster costs seconds).
      open: async () => ({
        handle: path.resolve(migrationsDir) === templateMigrations ? await openTestPglite() : await openDatabase({ migrationsDir }),
        cleanup: async () => {},
      }),
    },
    {
      name: "PostgreSQL",
      async open() {
        const adminUrl = inject("postgresUrl");
        if (!adminUrl) throw new Error(inject("postgresError"));
        const database = await createTestPostgresDatabase(adminUrl);
        return { handle: await openDatabase({ databaseUrl: database.url, migrationsDir }), cleanup: database.drop };
      },
    },
  ];
}

/** A database a test server runs on: PGlite (its own data directory) or a fresh database on the test PostgreSQL server, as server environment. */
export type ServerBackend = { name: string; env: () => Promise<{ env: Record<string, string>; drop: () => Promise<void> }> };

/** Both databases for an integration test's server (the PostgreSQL server comes from the project's global setup). */
export const serverBackends: ServerBackend[] = [
  { name: "PGlite", env: async () => ({ env: {}, drop: async () => {} }) },
  {
    name: "PostgreSQL",
    async env() {
      const adminUrl = inject("postgresUrl");
      if (!adminUrl) throw new Error(inject("postgresError"));
      const database = await createTestPostgresDatabase(adminUrl);
      return { env: { DATABASE_URL: database.url }, drop: database.drop };
    },
  },
];

/** A page's HTML without what changes on every render (nonces, form tokens), to compare two renders. */
export const stableHtml = (html: string) =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/ nonce="[^"]*"/g, "")
    .replace(/name="started" value="[^"]*"/g, "");
