import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

export type Secrets = { appSecret: string; jwtSecret: string };

const names = ["appSecret", "jwtSecret"] as const;

/**
 * Development and test: secrets not given in the environment are generated
 * once and kept in DATA_DIR/secrets.json (mode 600), so tokens and signatures
 * survive restarts. Production requires them in the environment (config.ts).
 * A file written by an older version keeps its values; only missing ones are added.
 */
export async function loadSecrets(dataDir: string, fromEnv: Partial<Secrets>): Promise<Secrets> {
  if (names.every((name) => fromEnv[name])) return fromEnv as Secrets;
  const file = path.join(dataDir, "secrets.json");
  let stored: Partial<Record<string, unknown>> = {};
  try {
    stored = JSON.parse(await readFile(file, "utf8")) as Partial<Record<string, unknown>>;
  } catch {
    // Not there yet (or unreadable): generate below.
  }
  const valid = (value: unknown): value is string => typeof value === "string" && value.length >= 32;
  const secrets = {} as Secrets;
  let changed = false;
  for (const name of names) {
    const fromFile = stored[name];
    if (fromEnv[name]) secrets[name] = fromEnv[name];
    else if (valid(fromFile)) secrets[name] = fromFile;
    else {
      secrets[name] = randomBytes(32).toString("base64url");
      stored[name] = secrets[name];
      changed = true;
    }
  }
  if (changed) {
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return secrets;
}
