import path from "node:path";
import type { Logger } from "pino";
import type { Config } from "./config";
import { openDatabase, type Database } from "./db/database";
import { createSettingsService, seedSettings, type SettingsService } from "./settings/site-settings";
import { createContentService, seedContent, type ContentService } from "./content/content-service";
import seedData from "./content/seed-data.json";

export type AppServices = {
  config: Config;
  logger: Logger;
  db: Database;
  dbKind: "pglite" | "postgres";
  settings: SettingsService;
  content: ContentService;
  close: () => Promise<void>;
};

export async function createServices(options: {
  config: Config;
  logger: Logger;
  rootDir: string;
}): Promise<AppServices> {
  const { config, logger, rootDir } = options;
  const dataDir = path.resolve(rootDir, config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(dataDir, "pglite"),
    migrationsDir: path.join(rootDir, "drizzle"),
  });
  await seedSettings(database.db);
  const seeded = await seedContent(database.db, seedData);
  logger.info({ database: database.kind, seeded }, "database ready");
  return {
    config,
    logger,
    db: database.db,
    dbKind: database.kind,
    settings: createSettingsService(database.db),
    content: createContentService(database.db),
    close: database.close,
  };
}
