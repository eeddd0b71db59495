import { mkdirSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "drizzle-kit";

// `npm run db:migrate` applies the migrations to the same database the
// server would use: DATABASE_URL when set, else PGlite in DATA_DIR.
const databaseUrl = process.env.DATABASE_URL || undefined;
const pgliteDir = path.resolve(process.env.DATA_DIR || "./data", "pglite");
// drizzle-kit does not create the parent directories; the server does.
mkdirSync(path.dirname(pgliteDir), { recursive: true });

export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts",
  out: "./drizzle",
  ...(databaseUrl ? { dbCredentials: { url: databaseUrl } } : { driver: "pglite", dbCredentials: { url: pgliteDir } }),
});
