import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { kept, latestAutomatic } from "./nightly";

/** One automatic backup's name a day, at 03:31, from `from` for `count` days. */
function nightly(from: string, count: number): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from(
    { length: count },
    (_, day) => `site-${new Date(start + day * 86_400_000).toISOString().slice(0, 10).replace(/-/g, "")}-033100.gz`,
  );
}

describe("automatic backups kept", () => {
  it("keeps the last 7 days and the newest of each of the last 4 weeks", () => {
    // 60 nights: 1 Oct to 29 Nov 2026 (29 Nov is a Sunday).
    const names = nightly("2026-10-01", 60);
    const keep = [...kept(names)].sort();
    const days = names.slice(-7);
    // The newest of each of the last four weeks (Monday to Sunday): the week ending 29 Nov is already in the days.
    const weeks = ["site-20261108-033100.gz", "site-20261115-033100.gz", "site-20261122-033100.gz"];
    expect(keep).toEqual([...weeks, ...days].sort());
  });

  it("keeps the newest of a day with two, never touches other files, and keeps everything while there are few", () => {
    const names = ["site-20261128-033100.gz", "site-20261128-120000.gz", "site-before-site-2026-11-29-abc.gz", "notes.txt"];
    expect([...kept(names)].sort()).toEqual(["site-20261128-120000.gz"]);
    expect(kept(nightly("2026-11-25", 3)).size).toBe(3);
  });

  it("names the newest automatic backup with its size, and none where there is no folder", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "nightly-"));
    try {
      expect(latestAutomatic(dir)).toBeNull();
      writeFileSync(path.join(dir, "site-20261127-033100.gz"), "a");
      writeFileSync(path.join(dir, "site-20261128-033100.gz"), "abc");
      writeFileSync(path.join(dir, "site-before-x.gz"), "abcdef");
      expect(latestAutomatic(dir)).toMatchObject({ name: "site-20261128-033100.gz", bytes: 3 });
      expect(readdirSync(dir)).toHaveLength(3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(latestAutomatic(undefined)).toBeNull();
    expect(latestAutomatic("/nonexistent/backups")).toBeNull();
  });
});
