import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };
/**
 * Every project's hooks get a minute: on a busy 2-core machine, opening and migrating a PGlite
 * database in a `beforeAll` (or starting a server, a browser or PostgreSQL) passed Vitest's
 * default 10 s.
 */
const hookTimeout = 60_000;
/** `expect.poll` waits up to 10 s, not Vitest's 1 s: a page or server that answers in 1.5 s on a busy machine is not a failure. */
const poll = { timeout: 10_000 };
/** The unit and integration files: one group, after the browser files, two files at a time (one per core). */
const unitAndIntegration = { maxWorkers: 2, sequence: { groupOrder: 2 } };
/** A failed test runs once more (ADR 050); the summary reporter names each that passed only then. */
const retry = 1;

export default defineConfig({
  resolve: { alias },
  test: {
    // Two groups, one after the other (`sequence.groupOrder`): the browser files one at a time, then the unit and
    // integration files two at a time. Vitest's default worker count is one fewer than the cores (one here), and with
    // one the machine was 11-35% busy for minutes while integration files waited on servers, sockets and timers
    // (2026-11-28, /proc/stat every 30 s): 59 min for the clean-clone run, 47 min in two groups. A root `maxWorkers: 2`
    // put the browser project in the same group as the others (7 of 45 browser files done after 28 minutes), so each
    // project's group and worker count are explicit. A browser file alone keeps the machine about 80% busy (Chromium's
    // renderer, the server, the test; vmstat), so two of them at once take as long as one after the other.
    // A test that fails is run once more, and the run lists every test that passed only then (ADR 050).
    // TEST_TIMES_FILE=path also writes every file's and test's duration as JSON (to find what makes the suite slow).
    reporters: ["default", "./tests/setup/summary-reporter.ts", ...(process.env.TEST_TIMES_FILE ? ["json"] : [])],
    ...(process.env.TEST_TIMES_FILE && { outputFile: { json: process.env.TEST_TIMES_FILE } }),
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: [
            "core/**/*.test.ts",
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/lint/**/*.test.ts",
            "tests/setup/**/*.test.ts",
          ],
          environment: "node",
          // One process runs file after file, keeping the modules they share (ADR 052): a fresh process and module
          // graph for each of 113 small files cost more than their tests. So that no file leaves a spy or a stubbed
          // global to the next, both are undone after every test.
          isolate: false,
          restoreMocks: true,
          unstubGlobals: true,
          globalSetup: ["tests/setup/postgres-global.ts", "tests/setup/pglite-global.ts"],
          // For a hang, not a measurement; the files that migrate a fresh database raise theirs (`migratingDatabase`).
          testTimeout: 30_000,
          hookTimeout,
          retry,
          ...unitAndIntegration,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/setup/postgres-global.ts", "tests/setup/pglite-global.ts"],
          // Two minutes: a test that starts servers, backs up and restores took 30-47 s on a quiet machine and
          // passed 60 s on a loaded one. A limit is for a hang, not a measurement.
          testTimeout: 120_000,
          hookTimeout,
          expect: { poll },
          retry,
          ...unitAndIntegration,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/setup/e2e-global.ts"],
          testTimeout: 60_000,
          hookTimeout,
          expect: { poll },
          retry,
          // One browser file at a time, in the first group. Tried: two browser files at a time (the same time in all,
          // each file twice as slow; vmstat: one file keeps the 2 cores about 80% busy), and the browser files in a
          // second Vitest process beside the unit and integration files (both sides about twice as slow, three
          // integration tests past their time limits). Neither taken.
          fileParallelism: false,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
