// Creates the owner's admin account, or resets its password, from the command line.
// Usage: npm run admin:create -- --email owner@example.com --password 'a long password'
//        (or leave out --password and pipe it in: `printf %s "$PW" | npm run admin:create -- --email …`)
// Uses the same DATA_DIR / DATABASE_URL as the server. The embedded database
// (PGlite) can be opened by one process only: stop the server first.
import "./source-resolution.ts";
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

const rootDir = path.resolve(import.meta.dirname, "..");

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) return "";
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    password: { type: "string" },
    force: { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
  strict: true,
});
if (values.help || !values.email) {
  fail(
    "Usage: npm run admin:create -- --email owner@example.com --password 'a long password' [--force]\n(without --password, the password is read from standard input)",
  );
}
const password = values.password ?? (await readStdin());
if (!password) fail("No password given: pass --password or pipe it in on standard input.");

const { parseConfig } = await import("../server/config.ts");
const { openDatabase } = await import("../server/db/database.ts");
const { createOrResetOwner } = await import("../server/auth/owner.ts");

let config;
try {
  config = parseConfig(process.env);
} catch (error) {
  fail((error as Error).message);
}

const dataDir = path.resolve(rootDir, config.dataDir);
const pgliteDir = path.join(dataDir, "pglite");
// PGlite keeps no real lock: a second process would read stale files and lose writes. Its pid file is there while the server has it open.
if (!config.databaseUrl && existsSync(path.join(pgliteDir, "postmaster.pid")) && !values.force) {
  fail(
    `The embedded database in ${pgliteDir} is in use: PGlite can be opened by one process only.\n` +
      "Stop the server (npm start / npm run serve) and run this command again.\n" +
      "If no server is running (it was not shut down cleanly), run again with --force.",
  );
}

const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir, migrationsDir: path.join(rootDir, "drizzle") });
try {
  const result = await createOrResetOwner(database.db, { email: values.email, password, passwordMinLength: config.auth.passwordMinLength });
  console.log(
    result.action === "created"
      ? `Created the admin account ${result.email}. Sign in at ${config.siteUrl}/wp-admin/1986`
      : `Reset the password of ${result.email} and signed it out everywhere. Sign in at ${config.siteUrl}/wp-admin/1986`,
  );
} catch (error) {
  process.exitCode = 1;
  console.error((error as Error).message);
} finally {
  await database.close();
}
