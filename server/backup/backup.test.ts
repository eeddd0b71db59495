import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/database";
import { openTestPglite } from "../../tests/support/pglite-template";
import { readBackupHeader, writeBackup } from "./backup";

let handle: DatabaseHandle;
const dir = mkdtempSync(path.join(tmpdir(), "site-backup-mode-"));

beforeAll(async () => {
  handle = await openTestPglite();
}, 60_000);

afterAll(async () => {
  await handle?.close();
  rmSync(dir, { recursive: true, force: true });
});

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe("backup files are readable by their owner only", () => {
  it("creates a new file with mode 0600", async () => {
    const file = path.join(dir, "new.backup.gz");
    await writeBackup({ db: handle.db, file });
    expect(modeOf(file)).toBe(0o600);
    expect((await readBackupHeader(file)).tables).toContain("leads");
  });

  it("narrows an existing 0644 file to 0600 when writing over it", async () => {
    const file = path.join(dir, "existing.backup.gz");
    writeFileSync(file, "an older backup", { mode: 0o644 });
    expect(modeOf(file)).toBe(0o644);
    await writeBackup({ db: handle.db, file });
    expect(modeOf(file)).toBe(0o600);
    expect((await readBackupHeader(file)).tables).toContain("leads");
  });
});
