import { afterEach, expect, test, vi } from "vitest";
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

const printed = () => (console.log as unknown as { mock: { calls: string[][] } }).mock.calls.map((call) => call.join(" ")).join("\n");
afterEach(() => vi.restoreAllMocks());

test("ends with the counts, and names each test that passed only on its second run with its first error", () => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  new SummaryReporter().onTestRunEnd([
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
  new SummaryReporter().onTestRunEnd([fakeModule("a.test.ts", [{ title: "fine", state: "passed" }]), fakeModule("c.test.ts", [], "failed")]);
  expect(printed().trim()).toBe("1 passed, 1 failed");
});
