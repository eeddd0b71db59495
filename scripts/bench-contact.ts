// Measures how many contact submissions per second the server stores.
// Usage: node scripts/bench-contact.ts [seconds=10] [concurrency=16] [DATABASE_URL]
// Starts the built server on a free port with rate limiting off (build first).
import { randomBytes } from "node:crypto";
import { issueFormToken } from "../server/leads/form-token.ts";
import { startServer } from "../tests/setup/server.ts";

const [seconds = "10", concurrency = "16", databaseUrl] = process.argv.slice(2);
// Each form token is accepted once (ADR 007): the benchmark signs its own, as the page would.
const appSecret = randomBytes(32).toString("hex");
const server = await startServer({
  APP_SECRET: appSecret,
  CONTACT_RATE_LIMIT: "0",
  CONTACT_MIN_FILL_MS: "0",
  OUTBOX_POLL_MS: "1000",
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
try {
  // One rendering time per submission (a millisecond apart), so every token differs.
  const renderedFrom = Date.now() - 5000;
  const body = (i: number) =>
    new URLSearchParams({
      started: issueFormToken(appSecret, renderedFrom - i),
      lang: "en",
      page: "/en",
      name: `Load ${i}`,
      email: `load${i}@example.com`,
      message: "Benchmark message for the contact endpoint.",
    }).toString();
  const deadline = Date.now() + Number(seconds) * 1000;
  let ok = 0;
  let failed = 0;
  let i = 0;
  const started = Date.now();
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: Number(concurrency) }, async () => {
      while (Date.now() < deadline) {
        const t0 = performance.now();
        const response = await fetch(`${server.url}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: body(i++),
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (response.status === 200) ok++;
        else failed++;
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
  console.log(
    JSON.stringify({
      database: databaseUrl ? "postgresql" : "pglite",
      seconds: elapsed,
      concurrency: Number(concurrency),
      stored: ok,
      failed,
      perSecond: Math.round(ok / elapsed),
      p50ms: p(0.5),
      p95ms: p(0.95),
    }),
  );
} finally {
  await server.stop();
}
