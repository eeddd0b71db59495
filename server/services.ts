import path from "node:path";
import type { Logger } from "pino";
import type { Config } from "./config";
import { openDatabase, type Database } from "./db/database";
import { createSettingsService, seedSettings, type SettingsService } from "./settings/site-settings";

export type AppServices = {
  config: Config;
  logger: Logger;
  db: Database;
  dbKind: "pglite" | "postgres";
  settings: SettingsService;
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
  logger.info({ database: database.kind }, "database ready");
  return {
    config,
    logger,
    db: database.db,
    dbKind: database.kind,
    settings: createSettingsService(database.db),
    close: database.close,
  };
}
