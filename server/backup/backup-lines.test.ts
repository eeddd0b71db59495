import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { backupReadLimits, readBackupLines, type BackupLimits } from "./backup-lines";

const header = JSON.stringify({ format: "baghdad-studio-site-backup", version: 1 });
const marker = (table: string) => JSON.stringify({ table });

async function read(text: string | Buffer, limits: Partial<BackupLimits> = {}) {
  const seen: [string | undefined, string][] = [];
  await readBackupLines(
    gzipSync(text),
    (table) => table.startsWith("kept"),
    (table, line) => seen.push([table, line.toString("utf8")]),
    { ...backupReadLimits, ...limits },
  );
  return seen;
}

describe("reading a gzipped backup's lines", () => {
  it("hands on the header and the rows of the tables asked for, and skips the others unread", async () => {
    const text = [header, marker("kept_a"), '{"id":1}', '{"id":2}', marker("other"), '{"x":1}', marker("kept_b"), '{"id":3}', ""].join("\n");
    expect(await read(text)).toEqual([
      [undefined, header],
      ["kept_a", '{"id":1}'],
      ["kept_a", '{"id":2}'],
      ["kept_b", '{"id":3}'],
    ]);
  });

  it("finds the next table wherever the unpacked chunks cut its marker, and after an empty skipped table", async () => {
    // The unpacking hands on 64 KiB at a time: the skipped rows end a few bytes either side of that edge.
    for (let shift = -12; shift <= 12; shift += 1) {
      const skipped = "{" + "x".repeat(64 * 1024 - header.length - marker("other").length - 4 + shift) + "}";
      const text = [header, marker("other"), skipped, marker("empty_other"), marker("kept"), '{"id":7}', ""].join("\n");
      expect(await read(text), `shift ${shift}`).toEqual([
        [undefined, header],
        ["kept", '{"id":7}'],
      ]);
    }
  });

  it("refuses what no backup holds: empty lines, lines that are not objects, rows before a table, a broken gzip", async () => {
    for (const text of [
      [header, marker("kept"), "", '{"id":1}'].join("\n"),
      [header, marker("kept"), "[1]"].join("\n"),
      [header, '{"id":1}'].join("\n"),
      "not a backup",
      "",
    ])
      await expect(read(text), text).rejects.toMatchObject({ reason: "broken_file" });
    await expect(
      readBackupLines(
        gzipSync(header).subarray(0, 12),
        () => true,
        () => {},
      ),
    ).rejects.toMatchObject({ reason: "broken_file" });
  });

  it("stops at each cap: the unpacked size, one line, and the rows and bytes it keeps", async () => {
    const skipped = [header, marker("other"), ...Array.from({ length: 2000 }, () => "{}"), ""].join("\n");
    await expect(read(skipped, { unpacked: 4096 })).rejects.toMatchObject({ reason: "unpacks_too_large" });
    expect(await read(skipped, { unpacked: 8192 })).toHaveLength(1);
    const long = [header, marker("kept"), `{"a":"${"a".repeat(5000)}"}`, ""].join("\n");
    await expect(read(long, { line: 4096 })).rejects.toMatchObject({ reason: "unpacks_too_large" });
    // A line with no end at all is refused at the cap too, before the rest is unpacked.
    await expect(read(Buffer.alloc(100_000), { line: 4096 })).rejects.toMatchObject({ reason: "unpacks_too_large" });
    const many = [header, marker("kept"), ...Array.from({ length: 11 }, (_, id) => JSON.stringify({ id })), ""].join("\n");
    await expect(read(many, { keptRows: 10 })).rejects.toMatchObject({ reason: "unpacks_too_large" });
    await expect(read(many, { keptBytes: 50 })).rejects.toMatchObject({ reason: "unpacks_too_large" });
    expect(await read(many, { keptRows: 11 })).toHaveLength(12);
  });
});
