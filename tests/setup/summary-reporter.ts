import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";
import type { Reporter, TestCase, TestModule } from "vitest/node";

/** A test's name as the default reporter prints it: project, file, describe blocks and title. */
const fullName = (test: TestCase) => `[${test.project.name}] ${test.module.relativeModuleId} > ${test.fullName}`;

/**
 * Ends the run with the plain "N passed, N failed" line that CI reads. Before it, every test that failed and
 * passed only when run again (`retry`, ADR 050) is named with its first error, so a flaky test is seen in
 * every run's output and fixed, not carried; one flaky in two runs in a row fails the run.
 */
export default class SummaryReporter implements Reporter {
  /**
   * Where the runs in a row are counted, outside the clone so that CI's fresh clones share it (issue 42): each
   * test that was flaky in its last runs, with how many in a row. A test that runs steadily leaves it.
   */
  private readonly stateFile: string;
  // Vitest gives a reporter its options (none here); the tests give a state file of their own.
  constructor(options: { stateFile?: string } = {}) {
    this.stateFile = options.stateFile ?? process.env.FLAKY_STATE_FILE ?? path.join(homedir(), ".cache/baghdad-site/flaky-tests.json");
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const flaky: string[] = [];
    const inARow = this.readRuns();
    const twice: string[] = [];
    for (const module of testModules) {
      // A file whose set-up failed skips its tests: they count as failed, not as skipped.
      const moduleFailed = module.state() === "failed";
      for (const test of module.children.allTests()) {
        const result = test.result();
        const name = fullName(test);
        if (result.state === "passed") {
          passed++;
          if (test.diagnostic()?.flaky) {
            flaky.push(`  ${name}\n    first: ${firstLine(result.errors?.[0]?.message)}`);
            inARow[name] = (inARow[name] ?? 0) + 1;
            if (inARow[name] >= 2) twice.push(`  ${name} (${inARow[name]} runs)`);
          } else delete inARow[name];
        } else if (result.state === "failed" || moduleFailed) failed++;
        else skipped++;
      }
      if (moduleFailed && !module.children.size) failed++;
    }
    this.writeRuns(inARow);
    if (flaky.length) console.log(`\nPassed only on the second run (flaky, ADR 050): ${flaky.length}\n${flaky.join("\n")}`);
    // Flaky in this run and the one before: it is not a race of one unlucky run, and it fails the run.
    if (twice.length) {
      console.log(`\nFlaky in two runs in a row, so this run fails (ADR 050): ${twice.length}\n${twice.join("\n")}`);
      process.exitCode = 1;
    }
    const notes = [flaky.length ? `${flaky.length} flaky` : "", twice.length ? `${twice.length} flaky twice in a row` : ""].filter(Boolean);
    console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}${notes.length ? ` (${notes.join(", ")})` : ""}`);
  }

  private readRuns(): Record<string, number> {
    try {
      const runs = JSON.parse(readFileSync(this.stateFile, "utf8")) as unknown;
      return runs && typeof runs === "object" && !Array.isArray(runs) ? (runs as Record<string, number>) : {};
    } catch {
      return {};
    }
  }

  private writeRuns(runs: Record<string, number>) {
    try {
      mkdirSync(path.dirname(this.stateFile), { recursive: true });
      writeFileSync(this.stateFile, `${JSON.stringify(runs, null, 1)}\n`);
    } catch (error) {
      console.log(`(the flaky tests' record could not be written to ${this.stateFile}: ${String(error)})`);
    }
  }
}

/** The first run's error, one line (a test that passed on its second run keeps the first run's errors). */
const firstLine = (message: string | undefined) => (message ?? "(no error kept)").split("\n")[0]!.slice(0, 240);
