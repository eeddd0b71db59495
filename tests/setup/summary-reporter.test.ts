import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, expect, test, vi } from "vitest";
import type { TestModule } from "vitest/node";
import SummaryReporter from "./summary-reporter";

type Fake = { title: string; state: "passed" | "failed" | "skipped"; flaky?: boolean; errors?: { message: string }[] };

/** A file as the reporter reads it: its state, its tests' results and diagnostics. */
function fakeModule(path: string, tests: Fake[], state: "passed" | "failed" = "passed") {
  const cases = tests.map((fake) => ({
    fullName: `group > ${fake.title}`,
    project: { name: "unit" },
    module: { relativeModuleId: path },
    result: () => ({ state: fake.state, errors: fake.errors }),
    diagnostic: () => ({ flaky: fake.flaky ?? false }),
  }));
  return { state: () => state, children: { size: cases.length, allTests: () => cases } } as unknown as TestModule;
}

// The runs in a row are counted in a file of this test's own, never the machine's record.
const stateDir = mkdtempSync(path.join(tmpdir(), "flaky-state-"));
let files = 0;
const reporter = () => new SummaryReporter({ stateFile: path.join(stateDir, `runs-${++files}.json`) });
afterAll(() => rmSync(stateDir, { recursive: true, force: true }));

const printed = () => (console.log as unknown as { mock: { calls: string[][] } }).mock.calls.map((call) => call.join(" ")).join("\n");
afterEach(() => vi.restoreAllMocks());

test("ends with the counts, and names each test that passed only on its second run with its first error", () => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  reporter().onTestRunEnd([
    fakeModule("a.test.ts", [
      { title: "steady", state: "passed" },
      { title: "raced", state: "passed", flaky: true, errors: [{ message: "Cannot fast-forward to the past\n  at stack" }] },
      { title: "broken", state: "failed", errors: [{ message: "expected 1 to be 2" }] },
    ]),
    fakeModule("b.test.ts", [{ title: "later", state: "skipped" }]),
  ]);
  const output = printed();
  expect(output).toContain("Passed only on the second run (flaky, ADR 050): 1");
  expect(output).toContain("[unit] a.test.ts > group > raced\n    first: Cannot fast-forward to the past");
  expect(output).not.toContain("at stack");
  expect(output).not.toContain("steady");
  expect(output.trimEnd().split("\n").at(-1)).toBe("2 passed, 1 failed, 1 skipped (1 flaky)");
});

test("a run without flaky tests prints the plain line alone; a file whose set-up failed counts as failed", () => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  reporter().onTestRunEnd([fakeModule("a.test.ts", [{ title: "fine", state: "passed" }]), fakeModule("c.test.ts", [], "failed")]);
  expect(printed().trim()).toBe("1 passed, 1 failed");
});

test("a test flaky in two runs in a row fails the run; a steady run of it clears the count; a test not run keeps it", () => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  const stateFile = path.join(stateDir, "in-a-row.json");
  const run = (tests: Fake[]) => {
    process.exitCode = undefined;
    new SummaryReporter({ stateFile }).onTestRunEnd([fakeModule("a.test.ts", tests)]);
    const code = process.exitCode;
    process.exitCode = undefined;
    return code;
  };
  const raced: Fake = { title: "raced", state: "passed", flaky: true, errors: [{ message: "timed out" }] };
  expect(run([raced, { title: "other", state: "passed", flaky: true }])).toBeUndefined();
  expect(JSON.parse(readFileSync(stateFile, "utf8"))).toEqual({ "[unit] a.test.ts > group > raced": 1, "[unit] a.test.ts > group > other": 1 });
  // The next run: "raced" flaky again, "other" steady.
  expect(run([raced, { title: "other", state: "passed" }])).toBe(1);
  expect(printed()).toContain("Flaky in two runs in a row, so this run fails (ADR 050): 1\n  [unit] a.test.ts > group > raced (2 runs)");
  expect(printed().trimEnd().split("\n").at(-1)).toBe("2 passed, 0 failed (1 flaky, 1 flaky twice in a row)");
  expect(JSON.parse(readFileSync(stateFile, "utf8"))).toEqual({ "[unit] a.test.ts > group > raced": 2 });
  // A run without it (another file) keeps its count; a steady run of it clears it.
  expect(run([{ title: "unrelated", state: "passed" }])).toBeUndefined();
  expect(JSON.parse(readFileSync(stateFile, "utf8"))).toEqual({ "[unit] a.test.ts > group > raced": 2 });
  expect(run([{ ...raced, flaky: false }])).toBeUndefined();
  expect(JSON.parse(readFileSync(stateFile, "utf8"))).toEqual({});
});
