/**
 * `npm test`'s Vitest step: the browser files and the other files run at the same time, in two Vitest
 * processes, since one process runs a project that takes one file at a time (the browser tests share
 * one server) before or after the others, never beside them (ADR 049). Each line is prefixed with its
 * run's name; the last line adds up both runs ("N passed, N failed"), as CI reads it.
 *
 *   node scripts/test.ts            both runs
 *   node scripts/test.ts FILTER...  only the files matching (passed to both runs, either may find none)
 *   TEST_TIMES_FILE=t.json ...      also every file's and test's duration, in t.browser.json and t.node.json
 */
import { concurrently } from "concurrently";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { summaryLine, type RunCounts } from "../tests/setup/summary-reporter.ts";

const runs = [
  { name: "browser", projects: ["e2e"] },
  { name: "node", projects: ["unit", "integration"] },
];

const vitest = `"${process.execPath}" "${path.join(import.meta.dirname, "../node_modules/vitest/vitest.mjs")}" run`;
const filters = process.argv.slice(2);
const dir = mkdtempSync(path.join(tmpdir(), "test-counts-"));
const timesFile = process.env.TEST_TIMES_FILE;
const countsFile = (name: string) => path.join(dir, `${name}.json`);

const { result } = concurrently(
  runs.map(({ name, projects }) => ({
    name,
    command: [
      vitest,
      ...projects.map((project) => `--project ${project}`),
      ...(filters.length ? ["--passWithNoTests", ...filters.map((filter) => JSON.stringify(filter))] : []),
    ].join(" "),
    env: {
      TEST_COUNTS_FILE: countsFile(name),
      ...(timesFile && { TEST_TIMES_FILE: timesFile.replace(/(\.json)?$/, `.${name}.json`) }),
    },
  })),
  { prefix: "name", padPrefix: true, successCondition: "all" },
);

const closed = await result.catch((events: unknown) => events);
const total: RunCounts = { passed: 0, failed: 0, skipped: 0 };
const lines: string[] = [];
for (const { name } of runs) {
  let counts: RunCounts;
  try {
    counts = JSON.parse(readFileSync(countsFile(name), "utf8"));
  } catch {
    // The run ended before its reporter wrote (a crash, a set-up that threw): count it as one failure.
    counts = { passed: 0, failed: 1, skipped: 0 };
    lines.push(`${name}: no counts (the run ended before its end report)`);
  }
  lines.push(`${name}: ${summaryLine(counts)}`);
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
}
rmSync(dir, { recursive: true, force: true });
const exitCodes = Array.isArray(closed) ? closed.map((event: { exitCode: number | string }) => event.exitCode) : [];
const ok = total.failed === 0 && exitCodes.length === runs.length && exitCodes.every((code) => code === 0);
console.log(`\n${lines.join("\n")}\n${summaryLine(total)}`);
process.exit(ok ? 0 : 1);
