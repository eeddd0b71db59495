import { Readable } from "node:stream";
import { createGunzip } from "node:zlib";

/**
 * How much of an uploaded full backup the server will unpack and hold. A
 * gzip can unpack to a thousand times its size (a 510 KB file to 512 MiB),
 * so the file is never unpacked whole: it is read as a stream, the rows of
 * tables nobody asked for are skipped without being split into lines, and
 * what is kept is capped. Memory while reading: one line at most plus what
 * is kept, whatever the file unpacks to.
 */
export const backupReadLimits = {
  /** Unpacked bytes in all: a backup of this site with a year of Insights stays far below. */
  unpacked: 1024 * 1024 * 1024,
  /** One row: an image variant as hex, or one revision's document. */
  line: 16 * 1024 * 1024,
  /** Rows of the tables kept, and their bytes in all. */
  keptRows: 200_000,
  keptBytes: 128 * 1024 * 1024,
} as const;

export type BackupLimits = { [K in keyof typeof backupReadLimits]: number };

/** Why reading stopped: the file unpacks past a cap, or is not lines of JSON objects as a backup is. */
export class BackupReadError extends Error {
  readonly reason: "unpacks_too_large" | "broken_file";
  constructor(reason: "unpacks_too_large" | "broken_file") {
    super(reason);
    this.reason = reason;
  }
}

const newline = 0x0a;
const marker = Buffer.from('{"table":');
const markerAfterNewline = Buffer.from('\n{"table":');

/**
 * The lines of a gzipped backup that `keep` wants, each handed to `onLine`
 * with its table (`undefined` for the header). Rows of a table `keep` refuses are skipped by looking
 * for the next marker, natively, never splitting them. Refuses (throws
 * BackupReadError) as soon as a cap is passed, an empty line or a line that
 * is not an object appears, or the gzip is broken. The unpacking runs on
 * libuv's thread pool and each chunk is short work, so the event loop keeps
 * serving other requests while a large file is read.
 */
export async function readBackupLines(
  body: Buffer,
  keep: (table: string) => boolean,
  onLine: (table: string | undefined, line: Buffer) => void,
  limits: BackupLimits = backupReadLimits,
): Promise<void> {
  const gunzip = createGunzip({ chunkSize: 64 * 1024 });
  Readable.from([body]).pipe(gunzip);
  let unpacked = 0;
  let keptRows = 0;
  let keptBytes = 0;
  let table: string | undefined;
  let header = true;
  /** The pending (unfinished) line of a kept table, the header or a marker. */
  let parts: Buffer[] = [];
  let pending = 0;
  /** In a skipped table: the last bytes seen, so a marker cut between two chunks is still found. */
  let skipping = false;
  let tail = Buffer.alloc(0);

  const finishLine = (line: Buffer) => {
    if (line.length === 0 || line[0] !== 0x7b) throw new BackupReadError("broken_file");
    if (header) {
      header = false;
      onLine(undefined, line);
      return;
    }
    if (line.subarray(0, marker.length).equals(marker)) {
      let name: unknown;
      try {
        name = (JSON.parse(line.toString("utf8")) as { table?: unknown }).table;
      } catch {
        throw new BackupReadError("broken_file");
      }
      if (typeof name !== "string") throw new BackupReadError("broken_file");
      table = name;
      skipping = !keep(table);
      // The next line may be the next table's marker at once: the newline before it was this line's end.
      if (skipping) tail = Buffer.from([newline]);
      return;
    }
    if (table === undefined) throw new BackupReadError("broken_file");
    keptRows += 1;
    keptBytes += line.length;
    if (keptRows > limits.keptRows || keptBytes > limits.keptBytes) throw new BackupReadError("unpacks_too_large");
    onLine(table, line);
  };

  /** Reads `chunk` as lines of a kept table (or the header and markers) until a skipped table starts; returns the rest. */
  const takeLines = (chunk: Buffer): Buffer => {
    let start = 0;
    while (!skipping) {
      const end = chunk.indexOf(newline, start);
      if (end === -1) {
        pending += chunk.length - start;
        if (pending > limits.line) throw new BackupReadError("unpacks_too_large");
        if (start < chunk.length) parts.push(chunk.subarray(start));
        return Buffer.alloc(0);
      }
      pending += end - start;
      if (pending > limits.line) throw new BackupReadError("unpacks_too_large");
      const line = parts.length ? Buffer.concat([...parts, chunk.subarray(start, end)]) : chunk.subarray(start, end);
      parts = [];
      pending = 0;
      start = end + 1;
      finishLine(line);
    }
    return chunk.subarray(start);
  };

  /** In a skipped table: finds the next marker; returns the bytes from it on, or nothing if it is not in `chunk`. */
  const skip = (chunk: Buffer): Buffer | undefined => {
    const joined = tail.length ? Buffer.concat([tail, chunk]) : chunk;
    const at = joined.indexOf(markerAfterNewline);
    if (at === -1) {
      tail = Buffer.from(joined.subarray(Math.max(0, joined.length - markerAfterNewline.length + 1)));
      return undefined;
    }
    tail = Buffer.alloc(0);
    skipping = false;
    return joined.subarray(at + 1);
  };

  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      unpacked += chunk.length;
      if (unpacked > limits.unpacked) throw new BackupReadError("unpacks_too_large");
      let rest: Buffer | undefined = chunk;
      while (rest && rest.length) {
        if (skipping) rest = skip(rest);
        else rest = takeLines(rest);
      }
    }
  } catch (error) {
    gunzip.destroy();
    // zlib's own errors (Z_DATA_ERROR, Z_BUF_ERROR…): not a gzip, or one cut short. What `onLine` threw goes on as it is.
    const code = (error as { code?: unknown }).code;
    if (typeof code === "string" && code.startsWith("Z_")) throw new BackupReadError("broken_file");
    throw error;
  }
  if (pending > 0) finishLine(Buffer.concat(parts));
  if (header) throw new BackupReadError("broken_file");
}
