import { spawn } from "node:child_process";
import { readdirSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import type { Logger } from "pino";
import type { Database } from "../db/database";
import { writeBackup } from "./backup";

/**
 * The automatic backups (issue 46, ADR 061): the installer's nightly timer asks the running site for one
 * (SIGUSR2: the embedded database takes one process at a time, so the site writes it itself) into
 * BACKUP_DIR, as `site-YYYYMMDD-HHMMSS.gz`, mode 600; 7 daily and 4 weekly are kept, and an off-site
 * command, if set, is run with the new file's path. Files of other names there (the installer's
 * `site-before-….gz`) are never removed.
 */
const automatic = /^site-(\d{4})(\d{2})(\d{2})-(\d{6})\.gz$/;

export type AutomaticBackup = { name: string; bytes: number; at: string };

/** The names to keep among automatic backups: the newest of each of the last `days` days and of the last `weeks` weeks. */
export function kept(names: readonly string[], days = 7, weeks = 4): Set<string> {
  const dated = names
    .map((name) => ({ name, match: automatic.exec(name) }))
    .filter((entry): entry is { name: string; match: RegExpExecArray } => entry.match !== null)
    .sort((a, b) => b.name.localeCompare(a.name));
  const keep = new Set<string>();
  const newestOf = (key: (day: Date) => string, count: number) => {
    const seen = new Set<string>();
    for (const { name, match } of dated) {
      const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
      const period = key(day);
      if (seen.has(period)) continue;
      if (seen.size === count) break;
      seen.add(period);
      keep.add(name);
    }
  };
  newestOf((day) => day.toISOString().slice(0, 10), days);
  // Weeks start on Monday (ISO); a week is named by its Monday.
  newestOf((day) => new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10), weeks);
  return keep;
}

/** The newest automatic backup in the folder, for the studio's Backup screen. */
export function latestAutomatic(dir: string | undefined): AutomaticBackup | null {
  if (!dir) return null;
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => automatic.test(name));
  } catch {
    return null;
  }
  const name = names.sort().at(-1);
  if (!name) return null;
  const stats = statSync(path.join(dir, name));
  return { name, bytes: stats.size, at: stats.mtime.toISOString() };
}

const stamp = (now: Date) => now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);

/** Writes one automatic backup, then prunes the old ones and runs the off-site command. */
export async function nightlyBackup(options: {
  db: Database;
  dataDir: string;
  dir: string;
  offsite?: string | undefined;
  logger: Logger;
  now?: Date;
}): Promise<AutomaticBackup> {
  const name = `site-${stamp(options.now ?? new Date())}.gz`;
  const file = path.join(options.dir, name);
  // Written under another name first: a backup cut short never looks like a finished one.
  const partial = `${file}.partial`;
  await writeBackup({ db: options.db, file: partial, dataDir: options.dataDir });
  renameSync(partial, file);
  const all = readdirSync(options.dir);
  const keep = kept(all);
  for (const old of all) if (automatic.test(old) && !keep.has(old)) rmSync(path.join(options.dir, old), { force: true });
  const made = { name, bytes: statSync(file).size, at: new Date().toISOString() };
  options.logger.info({ backup: made, kept: keep.size }, "automatic backup written");
  if (options.offsite) {
    const command = options.offsite;
    await new Promise<void>((resolve) => {
      const child = spawn(command, [file], { shell: true, stdio: "ignore" });
      child.once("error", (error) => {
        options.logger.error({ err: error }, "off-site backup command could not start");
        resolve();
      });
      child.once("exit", (code) => {
        if (code === 0) options.logger.info({ file }, "off-site backup copied");
        else options.logger.error({ code, command }, "off-site backup command failed");
        resolve();
      });
    });
  }
  return made;
}
