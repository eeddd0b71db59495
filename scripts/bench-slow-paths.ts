// The cheap slow paths of issue 31 item 5 (ADR 031), in `npm start`'s default mode (no NODE_ENV: pages are
// rendered when first asked for, nothing pre-rendered), on a fresh embedded database. Needs a build and wrk.
// Usage: node scripts/bench-slow-paths.ts [seconds=10] [connections=10]
// 1. A cached page alone (`/en/faq`), the yardstick.
// 2. `/en/services/..` asked for once (a URL makes it `/en`, which renders 200: before the fix this made it the
//    404 key of its shape), then a new unknown address of that shape on every request, while one connection asks
//    for `/en/faq`: the unknown addresses' rate and the cached page's latency beside them.
// 3. Spellings that bypassed the cache: other letter case (`/EN/faq`), an unknown query value on the page that
//    reads it (`/en/portfolio?category=<new>`) and a query on a page that reads none (`/en/faq?x=<new>`).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { startProductionServer } from "./production-server.ts";
import { wrk, type WrkResult } from "./wrk.ts";

const [seconds = 10, connections = 10] = process.argv.slice(2).map(Number);
const dir = mkdtempSync(path.join(tmpdir(), "bench-slow-"));
/** A wrk script that asks for `prefix` followed by a number never asked for before on this connection's thread. */
const everyTimeNew = (name: string, prefix: string) => {
  const file = path.join(dir, `${name}.lua`);
  writeFileSync(file, `local n = 0\nrequest = function()\n  n = n + 1\n  return wrk.format(nil, "${prefix}" .. n)\nend\n`);
  return file;
};

/** One request with the path exactly as written (fetch would resolve the `..`); its status. */
const raw = (base: string, pathname: string) =>
  new Promise<number>((resolve, reject) => {
    const { hostname, port } = new URL(base);
    http
      .get({ hostname, port, path: pathname, agent: false }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      })
      .on("error", reject);
  });

const show = (label: string, result: WrkResult) =>
  console.log(
    `${label.padEnd(58)} ${result.rps.toFixed(1).padStart(9)} req/s  p50 ${result.p50.toFixed(1).padStart(7)} ms  p99 ${result.p99.toFixed(1).padStart(8)} ms${result.errors ? `  (${result.errors} non-2xx/3xx or timeouts)` : ""}`,
  );

const server = await startProductionServer({ NODE_ENV: "", LOG_LEVEL: "info" });
try {
  const { base } = server;
  // Render the pages the runs ask for once, as a first visitor would.
  for (const pathname of ["/en/faq", "/en/portfolio", "/en"]) await raw(base, pathname);
  show("/en/faq (cached page, alone)", await wrk(`${base}/en/faq`, connections, seconds));

  console.log(`/en/services/.. asked for once: ${await raw(base, "/en/services/..")}`);
  const [unknown, beside] = await Promise.all([
    wrk(`${base}/`, connections, seconds, "br", everyTimeNew("services", "/en/services/no-such-service-")),
    wrk(`${base}/en/faq`, 1, seconds),
  ]);
  show("new unknown /en/services/<name> each request", unknown);
  show("/en/faq on one connection beside them", beside);

  show("/EN/faq (other letter case)", await wrk(`${base}/EN/faq`, connections, seconds));
  show(
    "/en/portfolio?category=<new each request>",
    await wrk(`${base}/`, connections, seconds, "br", everyTimeNew("category", "/en/portfolio?category=c")),
  );
  show("/en/faq?x=<new each request>", await wrk(`${base}/`, connections, seconds, "br", everyTimeNew("query", "/en/faq?x=")));
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
