import type { Reporter, TestCase, TestModule } from "vitest/node";

/** A test's name as the default reporter prints it: project, file, describe blocks and title. */
const fullName = (test: TestCase) => `[${test.project.name}] ${test.module.relativeModuleId} > ${test.fullName}`;

/**
 * Ends the run with the plain "N passed, N failed" line that CI reads. Before it, every test that failed and
 * passed only when run again (`retry`, ADR 050) is named with its first error, so a flaky test is seen in
 * every run's output and fixed, not carried.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const flaky: string[] = [];
    for (const module of testModules) {
      // A file whose set-up failed skips its tests: they count as failed, not as skipped.
      const moduleFailed = module.state() === "failed";
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state === "passed") {
          passed++;
          if (test.diagnostic()?.flaky) flaky.push(`  ${fullName(test)}\n    first: ${firstLine(result.errors?.[0]?.message)}`);
        } else if (result.state === "failed" || moduleFailed) failed++;
        else skipped++;
      }
      if (moduleFailed && !module.children.size) failed++;
    }
    if (flaky.length) console.log(`\nPassed only on the second run (flaky, ADR 050): ${flaky.length}\n${flaky.join("\n")}`);
    console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}${flaky.length ? ` (${flaky.length} flaky)` : ""}`);
  }
}

/** The first run's error, one line (a test that passed on its second run keeps the first run's errors). */
const firstLine = (message: string | undefined) => (message ?? "(no error kept)").split("\n")[0]!.slice(0, 240);
