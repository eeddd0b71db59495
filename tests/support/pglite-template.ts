import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase, type DatabaseHandle } from "../../server/db/database";

/**
 * A migrated PGlite data directory, made once per test run by the unit and integration projects' global
 * setup, and copied into the data directories tests start from. A new PGlite spends 3.5-5.5 s of CPU on this
 * 2-core machine creating its cluster (initdb) before the first migration runs; a copy of a made one takes
 * about 50 ms and opens in under a second. What a test then sees is the same as after the first start on an
 * empty directory: the schema of every migration and nothing else (content and settings are seeded by the
 * code under test). Tests that hand a server their own data directory still get a real first start.
 */
export const pgliteTemplateVariable = "TEST_PGLITE_TEMPLATE";

export const migrationsDir = path.resolve(import.meta.dirname, "../../drizzle");

/** Makes the template (or finds the one another project's setup made); returns a teardown for the one it made. */
export async function ensurePgliteTemplate(): Promise<() => void> {
  const made = process.env[pgliteTemplateVariable];
  if (made && existsSync(path.join(made, "PG_VERSION"))) return () => {};
  const dir = mkdtempSync(path.join(tmpdir(), "pglite-template-"));
  const handle = await openDatabase({ pgliteDir: dir, migrationsDir });
  await handle.close();
  process.env[pgliteTemplateVariable] = dir;
  return () => {
    if (process.env[pgliteTemplateVariable] === dir) delete process.env[pgliteTemplateVariable];
    rmSync(dir, { recursive: true, force: true });
  };
}

/** Copies the template into `dir` (the embedded database's directory); false when there is none to copy. */
export function copyPgliteTemplate(dir: string): boolean {
  const template = process.env[pgliteTemplateVariable];
  if (!template || !existsSync(path.join(template, "PG_VERSION")) || existsSync(dir)) return false;
  cpSync(template, dir, { recursive: true });
  return true;
}

/**
 * A fresh, migrated PGlite database of its own: a copy of the template when there is one (closing it removes
 * the copy), else made new in memory.
 */
export async function openTestPglite(): Promise<DatabaseHandle> {
  const home = mkdtempSync(path.join(tmpdir(), "pglite-test-"));
  const dir = path.join(home, "pglite");
  if (!copyPgliteTemplate(dir)) {
    rmSync(home, { recursive: true, force: true });
    return openDatabase({ migrationsDir });
  }
  const handle = await openDatabase({ pgliteDir: dir, migrationsDir });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      rmSync(home, { recursive: true, force: true });
    },
  };
}
