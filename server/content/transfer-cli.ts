import { existsSync } from "node:fs";
import path from "node:path";
import { parseConfig } from "../config";
import { openDatabase } from "../db/database";
import { createSettingsService, seedSettings } from "../settings/site-settings";
import { createContentService, seedContent } from "./content-service";
import { createArticleService } from "../articles/article-service";
import { sampleArticles } from "#core/articles/sample-articles";
import { exportContent, importContent, type ContentExport } from "./content-transfer";
import seedData from "./seed-data.json";

/**
 * Export and import from the command line (`npm run content:export -- FILE`,
 * `npm run content:import -- FILE`): the same code the studio API runs, on the
 * database the server would use. The embedded database takes one process at
 * a time, so the server must be stopped for it; with PostgreSQL a running
 * server picks an import up within a second.
 */
export async function openContentTransfer(options: { rootDir: string; env: Record<string, string | undefined>; force?: boolean }) {
  const config = parseConfig(options.env);
  const pgliteDir = path.join(path.resolve(options.rootDir, config.dataDir), "pglite");
  if (!config.databaseUrl && existsSync(path.join(pgliteDir, "postmaster.pid")) && !options.force) {
    throw new Error(
      `The embedded database in ${pgliteDir} is in use: stop the server and run this command again (or add --force if no server is running).`,
    );
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir,
    pgliteLean: config.pgliteLean,
    migrationsDir: path.join(options.rootDir, "drizzle"),
  });
  await seedSettings(database.db);
  const seeded = await seedContent(database.db, seedData);
  const articles = createArticleService(database.db);
  // A database made here is a fresh install, as the server would make it (with its sample articles).
  if (seeded) await articles.seedSamples(sampleArticles());
  const deps = { db: database.db, settings: createSettingsService(database.db), content: createContentService(database.db), articles };
  return {
    export: (): Promise<ContentExport> => exportContent(deps),
    import: (raw: unknown) => importContent(deps, raw, "command line"),
    close: () => database.close(),
  };
}
