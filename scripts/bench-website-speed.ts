// Measures how reliable the website speed check is: N consecutive checks
// (mobile then desktop, as a visitor's check runs) of a local page through
// the real job queue (an in-memory database) and the local Lighthouse
// provider, each in a fresh Chrome behind the guarded proxy.
// Usage: node scripts/bench-website-speed.ts [checks=20] [url]
//        (without a url, the slow fixture page of the tests, served on loopback)
import "./source-resolution.ts";
import pino from "pino";
import { startSpeedFixtures } from "../tests/fixtures/speed-site/speed-site.ts";

const { createSpeedQueue } = await import("../server/tools/website-speed/speed-queue.ts");
const { createSpeedRunner } = await import("../server/tools/website-speed/speed-runner.ts");
const { openDatabase } = await import("../server/db/database.ts");
const { lighthouseProvider, chromeAvailable } = await import("../server/tools/website-speed/providers.ts");

const [count = "20", target] = process.argv.slice(2);
const checks = Number(count);
const chromePath = process.env.LIGHTHOUSE_CHROME_PATH ?? "/usr/bin/chromium";
if (!chromeAvailable(chromePath)) throw new Error(`no Chrome at ${chromePath} (set LIGHTHOUSE_CHROME_PATH)`);

// Retries are logged as warnings; they are what this script counts besides failures.
const lines: { msg: string; strategy?: string; attempt?: number }[] = [];
const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
const fixtures = target ? null : await startSpeedFixtures();
const url = target ?? fixtures!.slow;
const database = await openDatabase({ migrationsDir: new URL("../drizzle", import.meta.url).pathname });
const runner = createSpeedRunner({
  db: database.db,
  providers: [lighthouseProvider({ chromePath, timeoutMs: 120_000, allowLoopback: true })],
  cacheMs: 0,
  logger,
});
const jobs = createSpeedQueue({ db: database.db, queueMax: 5, onQueued: () => runner.nudge() });
await runner.start();

const outcomes: { state: string; missing: string[]; scores: string; seconds: number }[] = [];
try {
  for (let index = 0; index < checks; index += 1) {
    const started = Date.now();
    const result = await jobs.start(url, "bench");
    if (!result.ok) throw new Error(`could not start: ${result.reason}`);
    let { job } = result;
    while (job.state === "queued" || job.state === "running") {
      await new Promise((resolve) => setTimeout(resolve, 250));
      job = (await jobs.get(job.id)) ?? job;
    }
    const scores = `mobile ${job.results.mobile?.score ?? "-"} desktop ${job.results.desktop?.score ?? "-"}`;
    const outcome = { state: job.state, missing: job.missing, scores, seconds: Math.round((Date.now() - started) / 100) / 10 };
    outcomes.push(outcome);
    console.log(`check ${index + 1}/${checks}: ${job.state}${job.errorCode ? ` (${job.errorCode})` : ""}, ${scores}, ${outcome.seconds} s`);
  }
} finally {
  await runner.close();
  await database.close();
  await fixtures?.stop();
}

const retries = lines.filter((line) => line.msg.includes("trying again"));
const failed = outcomes.filter((outcome) => outcome.state !== "done").length;
const partial = outcomes.filter((outcome) => outcome.state === "done" && outcome.missing.length > 0).length;
console.log(
  JSON.stringify(
    {
      url,
      checks,
      failed,
      partial,
      retries: retries.length,
      retriedRuns: retries.map((line) => `${line.strategy} attempt ${line.attempt}`),
      medianSeconds: outcomes.map((outcome) => outcome.seconds).sort((a, b) => a - b)[Math.floor(outcomes.length / 2)],
    },
    null,
    2,
  ),
);
