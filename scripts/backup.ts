// Backs up or restores everything the site keeps (ADR 023): the whole database and the generated secrets.
// Usage: npm run backup -- FILE                 (a gzipped file; PostgreSQL may keep running)
//        npm run restore -- FILE [--replace]    (into an empty database; --replace deletes what is there first)
// Uses the same DATA_DIR / DATABASE_URL as the server. The embedded database (PGlite) takes one process at
// a time: stop the server first (or add --force if none is running and a stale lock remains).
import "./source-resolution.ts";
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

const { parseConfig } = await import("../server/config.ts");
const { openDatabase } = await import("../server/db/database.ts");
const { writeBackup, restoreBackup, RestoreError } = await import("../server/backup/backup.ts");

const rootDir = path.resolve(import.meta.dirname, "..");
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { replace: { type: "boolean", default: false }, force: { type: "boolean", default: false } },
});
const [command, file] = positionals;
if ((command !== "backup" && command !== "restore") || !file) {
  console.error("Usage: npm run backup -- FILE  |  npm run restore -- FILE [--replace]");
  process.exit(1);
}
const config = parseConfig(process.env);
const dataDir = path.resolve(rootDir, config.dataDir);
const pgliteDir = config.databaseUrl ? undefined : path.join(dataDir, "pglite");
if (pgliteDir && existsSync(path.join(pgliteDir, "postmaster.pid")) && !values.force) {
  console.error(
    `The embedded database in ${pgliteDir} is in use: stop the server and run this command again (or add --force if no server is running).`,
  );
  process.exit(1);
}
const where = config.databaseUrl ? "PostgreSQL" : pgliteDir;
const started = Date.now();
try {
  if (command === "backup") {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir, pgliteLean: config.pgliteLean });
    try {
      const counts = await writeBackup({ db: database.db, file: path.resolve(file), dataDir });
      const rows = Object.values(counts).reduce((sum, n) => sum + n, 0);
      console.log(`Backed up ${rows} rows in ${Object.keys(counts).length} tables from ${where} to ${file} in ${Date.now() - started} ms.`);
    } finally {
      await database.close();
    }
  } else {
    const counts = await restoreBackup({
      file: path.resolve(file),
      databaseUrl: config.databaseUrl,
      pgliteDir,
      pgliteLean: config.pgliteLean,
      dataDir,
      migrationsDir: path.join(rootDir, "drizzle"),
      replace: values.replace,
    });
    const rows = Object.values(counts).reduce((sum, n) => sum + n, 0);
    console.log(`Restored ${rows} rows in ${Object.keys(counts).length} tables into ${where} in ${Date.now() - started} ms.`);
  }
} catch (error) {
  if (error instanceof RestoreError) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}
