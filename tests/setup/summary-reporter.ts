import type { Reporter, TestModule } from "vitest/node";

/** Ends the run with the plain "N passed, N failed" line that CI reads. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      // A file whose set-up failed skips its tests: they count as failed, not as skipped.
      const moduleFailed = module.state() === "failed";
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed" || moduleFailed) failed++;
        else skipped++;
      }
      if (moduleFailed && !module.children.size) failed++;
    }
    console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
  }
}
