// The website speed worker (ADR 026): runs the checks the site's instances
// queue in PostgreSQL, so the web processes never start Chrome. Start the
// instances with WEBSITE_SPEED_WORKER=off and one or more of these beside
// them (deploy/systemd/site-worker.service). Same environment as the site.
// Usage: npm run worker
// SIGTERM: audits in flight stop and their jobs go back to the queue with the
// half already measured; nothing stays leased.
import "./source-resolution.ts";

const { parseConfig, ConfigError } = await import("../server/config.ts");
const { createLogger } = await import("../server/logger.ts");
const { openDatabase, rowsOf } = await import("../server/db/database.ts");
const { createSpeedRunner } = await import("../server/tools/website-speed/speed-runner.ts");
const { speedProviders } = await import("../server/tools/website-speed/providers.ts");
const { sql } = await import("drizzle-orm");

let config;
try {
  config = parseConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
if (!config.databaseUrl) {
  console.error(
    "npm run worker needs PostgreSQL (DATABASE_URL): the embedded database takes one process, and with it the site runs the checks itself.",
  );
  process.exit(1);
}
const providers = speedProviders(config);
if (providers.length === 0) {
  console.error(
    `No way to run a check: set PAGESPEED_API_KEY, or install Chromium at ${config.tools.lighthouse.chromePath} (LIGHTHOUSE_CHROME_PATH).`,
  );
  process.exit(1);
}
const logger = createLogger(config);
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  onConnectionError: (error) => logger.warn({ err: error }, "database connection lost; the pool will reconnect"),
});
// The site migrates the database when it starts; a worker started first waits for it (systemd restarts it).
const [schema] = rowsOf<{ ready: boolean }>(await database.db.execute(sql`select to_regclass('public.speed_jobs') is not null as ready`));
if (!schema?.ready) {
  console.error("The database has no speed_jobs table yet: start the site once (it brings the database up to date), then the worker.");
  await database.close();
  process.exit(1);
}
const runner = createSpeedRunner({ db: database.db, providers, cacheMs: config.tools.websiteSpeedCacheMs, logger });
await runner.start();
logger.info({ providers: providers.map((provider) => provider.id) }, "website speed worker ready");
if (process.env.PRINT_PORT === "1") console.log("WORKER READY");

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal, jobs: runner.busy() }, "website speed worker stopping: jobs in flight go back to the queue");
  await runner.close();
  await database.close();
  logger.info("website speed worker stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
