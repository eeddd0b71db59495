import { writeFileSync } from "node:fs";
import type { Reporter, TestModule } from "vitest/node";

/** What one Vitest run counted: `scripts/test.ts` adds up its two runs' counts into one line. */
export interface RunCounts {
  passed: number;
  failed: number;
  skipped: number;
}

export function summaryLine({ passed, failed, skipped }: RunCounts): string {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`;
}

/**
 * Ends the run with the plain "N passed, N failed" line that CI reads. With TEST_COUNTS_FILE set (by
 * `scripts/test.ts`, which runs the browser files beside the others) the counts go to that file instead,
 * and the script prints one line for both runs.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const counts: RunCounts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      // A file whose set-up failed skips its tests: they count as failed, not as skipped.
      const moduleFailed = module.state() === "failed";
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") counts.passed++;
        else if (state === "failed" || moduleFailed) counts.failed++;
        else counts.skipped++;
      }
      if (moduleFailed && !module.children.size) counts.failed++;
    }
    const file = process.env.TEST_COUNTS_FILE;
    if (file) writeFileSync(file, JSON.stringify(counts));
    else console.log(`\n${summaryLine(counts)}`);
  }
}
