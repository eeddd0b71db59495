// The site's memory on the embedded database, as the installer runs it on a 1 GB server (PGLITE_LEAN and a
// bounded heap, ADR 061) and with the defaults of a larger one. For each: the first start's peak (a new
// database is created), a restart's peak, then every page of the sitemap and `seconds` of searches and pages
// under 20 connections, and the resident size after it (steady) and the highest of the run. From /proc; each start
// is measured once every page is rendered, as production starts (startProductionServer).
// Usage: npm run bench:memory [-- --seconds 10]   (needs a build and Debian's `wrk`)
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startProductionServer } from "./production-server.ts";
import { wrk } from "./wrk.ts";

const { values } = parseArgs({ options: { seconds: { type: "string", default: "10" } } });
const seconds = Number(values.seconds);

/** Resident and peak resident megabytes of a process. */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN);
  return { rss: Math.round(kb("VmRSS") / 1024), peak: Math.round(kb("VmHWM") / 1024) };
}

async function measure(name: string, env: Record<string, string>, nodeFlags: string[]) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-memory-"));
  // The same secrets for both starts: the second one opens the data the first one made.
  const started = () => startProductionServer({ APP_SECRET: "a".repeat(40), JWT_SECRET: "b".repeat(40), ...env }, { nodeFlags, dataDir });
  try {
    let site = await started();
    const firstStart = memory(site.process.pid!).peak;
    await site.stop();
    site = await started();
    const restart = memory(site.process.pid!).peak;
    const sitemap = await (await fetch(`${site.base}/sitemap.xml`)).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    for (const page of pages) await (await fetch(`${site.base}${page}`)).arrayBuffer();
    const [search, home] = await Promise.all([wrk(`${site.base}/en/articles?q=site`, 10, seconds), wrk(`${site.base}/`, 10, seconds)]);
    const after = memory(site.process.pid!);
    await site.stop();
    return {
      name,
      pages: pages.length,
      firstStart,
      restart,
      steady: after.rss,
      peak: after.peak,
      searches: Math.round(search.rps),
      homes: Math.round(home.rps),
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [
  await measure("1 GB server (installer: PGLITE_LEAN, heap flags)", { PGLITE_LEAN: "true" }, ["--max-semi-space-size=4", "--max-old-space-size=384"]),
  await measure("defaults (2 GB or more)", { PGLITE_LEAN: "false" }, []),
];
console.log(`\nMemory of one site on the embedded database (MB resident; ${seconds} s of load, 20 connections)\n`);
console.log("| mode | first start peak | restart peak | steady after load | peak of the run | searches/s | home pages/s |");
console.log("|---|---|---|---|---|---|---|");
for (const r of results) console.log(`| ${r.name} | ${r.firstStart} | ${r.restart} | ${r.steady} | ${r.peak} | ${r.searches} | ${r.homes} |`);
console.log(`\n(${results[0]!.pages} pages of the sitemap read first; the first start creates and migrates a new database.)`);
