import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, test } from "vitest";

/**
 * The same sources build to the same browser files (issue 42, item 7): hashed names that change with nothing
 * else would make every visitor download the site again after a deploy that changed no byte of it. The sources
 * are copied to another directory (another absolute path, as a second checkout or a CI runner has) and built
 * there; every file of its build/client must be the very bytes of this checkout's (which `npm test` has just
 * built).
 */
const root = path.resolve(import.meta.dirname, "../..");
const copy = mkdtempSync(path.join(tmpdir(), "reproducible-build-"));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** What a build does not read, or writes itself. */
const skipped = new Set(["node_modules", "build", "data", ".git", ".react-router", "test-results", "screenshots", ".tmp"]);

function filesOf(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.set(path.relative(dir, full), createHash("sha256").update(readFileSync(full)).digest("hex"));
    }
  };
  walk(dir);
  return files;
}

test("a second build of the same sources in another directory gives byte-identical browser files", { timeout: 240_000 }, async () => {
  const ours = path.join(root, "build", "client");
  expect(existsSync(ours), "build/client: run `npm run build` first").toBe(true);
  cpSync(root, copy, { recursive: true, filter: (source) => !skipped.has(path.basename(source)) || path.dirname(source) !== root });
  symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"), "dir");
  // As `npm test` built ours: without the test runner's NODE_ENV.
  const { NODE_ENV: _testEnv, ...env } = process.env;
  await promisify(execFile)("npm", ["run", "build"], { cwd: copy, env, maxBuffer: 64 * 1024 * 1024 });

  const expected = filesOf(ours);
  const built = filesOf(path.join(copy, "build", "client"));
  expect(built.size).toBeGreaterThan(50);
  expect([...built.keys()].sort()).toEqual([...expected.keys()].sort());
  const differing = [...built].filter(([file, hash]) => expected.get(file) !== hash).map(([file]) => file);
  expect(differing, "files whose bytes differ between the two builds").toEqual([]);
});
