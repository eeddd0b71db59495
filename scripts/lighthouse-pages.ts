// Lighthouse over every page type in both languages, as docs/performance.md's figures are measured: mobile, default
// simulated throttling (slow 4G, 4x CPU), all four categories, in a fresh headless Chrome per page.
// Usage: npm run bench:lighthouse [-- --only /en/faq,/ar] [--every-tool] [--desktop] [--long-tasks] [--runs 3] [--floor]
// --floor measures each page against its own floor, the very same HTML with every script removed (served by a proxy on
// loopback), taking turns run by run, and prints the median of each and the gap: the figure that does not move with
// this machine's speed (issue 48).
// --long-tasks also prints each page's main-thread tasks over 50 ms (as simulated) and what ran in them,
// and the elements that moved (layout shifts).
// Builds nothing: run `npm run build` first. Starts the production server like bench:pages.
import { parseArgs } from "node:util";
import lighthouse, { desktopConfig } from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { startProductionServer } from "./production-server.ts";
import { startFloorProxy } from "./floor-proxy.ts";

const { values } = parseArgs({
  options: {
    only: { type: "string" },
    desktop: { type: "boolean", default: false },
    "every-tool": { type: "boolean", default: false },
    "long-tasks": { type: "boolean", default: false },
    runs: { type: "string", default: "1" },
    floor: { type: "boolean", default: false },
  },
});
const chromePath = process.env.CHROME_PATH ?? process.env.LIGHTHOUSE_CHROME_PATH ?? "/usr/bin/chromium";

const site = await startProductionServer();
const floor = values.floor ? await startFloorProxy(site.base) : null;
try {
  const sitemap = await (await fetch(`${site.base}/sitemap.xml`)).text();
  const all = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  /** One address of each page type (the first the sitemap lists), in both languages. */
  const types: [string, (path: string) => boolean][] = [
    ["home", (p) => p === "/" || p === "/en"],
    ["services", (p) => /^\/(ar|en)\/services$/.test(p)],
    ["service", (p) => /^\/(ar|en)\/services\/[^/]+$/.test(p)],
    ["sectors", (p) => /^\/(ar|en)\/sectors$/.test(p)],
    ["sector", (p) => /^\/(ar|en)\/sectors\/[^/]+$/.test(p)],
    ["landing", (p) => /^\/(ar|en)\/(social-media|web-design|advertising)\/[^/]+$/.test(p)],
    ["about", (p) => /^\/(ar|en)\/about$/.test(p)],
    ["cv", (p) => /^\/(ar|en)\/cv$/.test(p)],
    ["portfolio", (p) => /^\/(ar|en)\/portfolio$/.test(p)],
    ["faq", (p) => /^\/(ar|en)\/faq$/.test(p)],
    ["free tools", (p) => /^\/(ar|en)\/free-tools$/.test(p)],
    ["tool", (p) => /^\/(ar|en)\/free-tools\/[^/]+$/.test(p)],
    ["legal", (p) => /^\/(ar|en)\/(privacy-policy|terms-of-service)$/.test(p)],
    ["credibility", (p) => /^\/(ar|en)\/credibility$/.test(p)],
    ["contact", (p) => /^\/(ar|en)\/contact$/.test(p)],
  ];
  const only = values.only?.split(",");
  const targets =
    only ??
    types.flatMap(([type, test]) =>
      (type === "tool" || type === "legal"
        ? all.filter(test)
        : [all.find((p) => test(p) && p.startsWith("/en")) ?? "", all.find((p) => test(p) && !p.startsWith("/en")) ?? ""]
      ).filter(Boolean),
    );

  const rows: string[] = [];
  const scores: number[] = [];
  /** Per page, the lowest accessibility, best practices or SEO score of any of its runs. */
  const otherScores: number[] = [];
  /**
   * Chrome's own speed reading of this machine in each run (Lighthouse's benchmark index). The mobile
   * preset's 4x CPU slowdown assumes a fast desktop; on a slower machine the same page reads as much
   * slower, so figures from different machines compare only with this beside them.
   */
  const benchmarkIndexes: number[] = [];
  /** A category's score out of 100 (0 when the run has none). */
  const percent = (lhr: { categories: Record<string, { score: number | null } | undefined> }, id: string) =>
    Math.round((lhr.categories[id]?.score ?? 0) * 100);
  /** One audit in a fresh Chrome; a run whose trace Chrome lost (NO_NAVSTART and the like) is tried again, up to three times. */
  async function audit(target: string, base = site.base) {
    for (let attempt = 1; ; attempt++) {
      const chrome = await chromeLauncher.launch({
        chromePath,
        chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
      });
      try {
        const result = await lighthouse(
          `${base}${target}`,
          { port: chrome.port, logLevel: "silent", output: "json", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] },
          values.desktop ? desktopConfig : undefined,
        );
        const lhr = result!.lhr;
        if (lhr.environment.benchmarkIndex) benchmarkIndexes.push(Math.round(lhr.environment.benchmarkIndex));
        if (!lhr.runtimeError || attempt === 3) return lhr;
        console.error(`    ${target}: runtime error ${lhr.runtimeError.code} (attempt ${attempt}), trying again`);
      } finally {
        chrome.kill();
      }
    }
  }

  /** Several runs of a page (`--runs N`): the one with the median performance score, as Lighthouse's docs advise. */
  async function medianAudit(target: string) {
    const runs = [];
    for (let run = 0; run < Math.max(1, Number(values.runs)); run++) runs.push(await audit(target));
    runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    // Accessibility, best practices and SEO must be 100 on every run, not only on the median one.
    const others = runs.flatMap((run) => ["accessibility", "best-practices", "seo"].map((id) => percent(run, id)));
    return {
      lhr: runs[Math.floor(runs.length / 2)]!,
      all: runs.map((run) => percent(run, "performance")),
      lowestOther: Math.min(...others),
    };
  }

  if (floor) {
    // Each page and its floor in turn, run by run, so a slower minute of the machine costs both alike.
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const table: string[] = [];
    const gaps: number[] = [];
    for (const target of targets) {
      const page: { score: number; tbt: number }[] = [];
      const bare: { score: number; tbt: number }[] = [];
      for (let run = 0; run < Math.max(1, Number(values.runs)); run++) {
        for (const [base, into] of [
          [site.base, page],
          [floor.base, bare],
        ] as const) {
          const lhr = await audit(target, base);
          into.push({ score: percent(lhr, "performance"), tbt: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0) });
        }
      }
      const row = {
        page: median(page.map((run) => run.score)),
        floor: median(bare.map((run) => run.score)),
        tbt: median(page.map((run) => run.tbt)),
        floorTbt: median(bare.map((run) => run.tbt)),
      };
      gaps.push(row.floor - row.page);
      table.push(
        `| ${target} | ${row.page} (${page.map((run) => run.score).join(", ")}) | ${row.floor} (${bare.map((run) => run.score).join(", ")}) | ${row.floor - row.page} | ${row.tbt} ms | ${row.floorTbt} ms |`,
      );
      console.error(table.at(-1));
    }
    console.log(
      `\nLighthouse ${values.desktop ? "desktop" : "mobile"} against each page's floor (its HTML without any script), median of ${values.runs}`,
    );
    console.log("| page | performance | floor | gap | TBT | floor TBT |");
    console.log("|---|---:|---:|---:|---:|---:|");
    for (const row of table) console.log(row);
    console.log(`\nlargest gap: ${Math.max(...gaps)} points over ${gaps.length} pages`);
  }

  for (const target of floor ? [] : targets) {
    const { lhr, all: runScores, lowestOther } = await medianAudit(target);
    otherScores.push(lowestOther);
    const score = (id: string) => percent(lhr, id);
    const metric = (id: string) => ((lhr.audits[id]?.numericValue ?? 0) / 1000).toFixed(2);
    scores.push(score("performance"));
    rows.push(
      `| ${target} | ${score("performance")}${runScores.length > 1 ? ` (${runScores.join(", ")})` : ""} | ${score("accessibility")} | ${score("best-practices")} | ${score("seo")} | ${metric("first-contentful-paint")} s | ${metric("largest-contentful-paint")} s | ${Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0)} ms | ${(lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)} |`,
    );
    console.error(rows.at(-1));
    // Why a run scored nothing, and which audits cost a category its 100 (an unstable one shows here).
    if (lhr.runtimeError) console.error(`    runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    for (const id of ["accessibility", "best-practices", "seo"]) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
          const items = ((audit.details as { items?: { node?: { selector?: string; snippet?: string } }[] } | undefined)?.items ?? [])
            .map((item) => item.node?.selector ?? item.node?.snippet ?? "")
            .filter(Boolean)
            .slice(0, 3);
          console.error(`    ${id}: ${ref.id} failed ${items.join(" | ")}`);
        }
      }
    }
    if (values["long-tasks"]) {
      const tasks =
        (lhr.audits["long-tasks"]?.details as { items?: { url: string; duration: number; startTime: number }[] } | undefined)?.items ?? [];
      for (const task of tasks) console.error(`    long task ${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms: ${task.url}`);
      const bootup =
        (lhr.audits["bootup-time"]?.details as { items?: { url: string; scripting: number; scriptParseCompile: number }[] } | undefined)?.items ?? [];
      const lcp = JSON.stringify(lhr.audits["largest-contentful-paint-element"]?.details ?? lhr.audits["lcp-breakdown-insight"]?.details ?? {}).match(
        /"snippet":"((?:[^"\\]|\\.)*)"/,
      )?.[1];
      console.error(`    largest contentful paint: ${lcp?.slice(0, 160) ?? "?"}`);
      const shifts =
        (lhr.audits["layout-shifts"]?.details as { items?: { node?: { snippet?: string; selector?: string }; score: number }[] } | undefined)
          ?.items ?? [];
      for (const shift of shifts)
        console.error(`    layout shift ${shift.score.toFixed(3)}: ${shift.node?.selector ?? ""} ${shift.node?.snippet?.slice(0, 160) ?? ""}`);
      for (const item of bootup.slice(0, 6))
        console.error(`    script ${item.url}: ${Math.round(item.scripting)} ms running, ${Math.round(item.scriptParseCompile)} ms compiling`);
    }
  }
  if (!floor) {
    console.log(`\nLighthouse ${values.desktop ? "desktop" : "mobile"}, production mode, this machine (${new Date().toISOString().slice(0, 10)})`);
    console.log(
      `| page | performance${Number(values.runs) > 1 ? " (median; every run)" : ""} | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |`,
    );
    console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    for (const row of rows) console.log(row);
    console.log(`\nlowest performance score: ${Math.min(...scores)} over ${scores.length} pages`);
    console.log(`lowest accessibility, best practices or SEO score in any run: ${Math.min(...otherScores)}`);
    benchmarkIndexes.sort((a, b) => a - b);
    if (benchmarkIndexes.length)
      console.log(
        `Chrome's benchmark index of this machine: median ${benchmarkIndexes[Math.floor(benchmarkIndexes.length / 2)]} (${benchmarkIndexes[0]}-${benchmarkIndexes.at(-1)} over ${benchmarkIndexes.length} runs)`,
      );
  }
} finally {
  await floor?.stop();
  await site.stop();
}
