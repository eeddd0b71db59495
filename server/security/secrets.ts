import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

type Secrets = { appSecret: string };

/**
 * Development and test: secrets not given in the environment are generated
 * once and kept in DATA_DIR/secrets.json (mode 600), so tokens and signatures
 * survive restarts. Production requires them in the environment (config.ts).
 */
export async function loadSecrets(dataDir: string, fromEnv: Partial<Secrets>): Promise<Secrets> {
  if (fromEnv.appSecret) return { appSecret: fromEnv.appSecret };
  const file = path.join(dataDir, "secrets.json");
  try {
    const stored = JSON.parse(await readFile(file, "utf8")) as Partial<Secrets>;
    if (stored.appSecret && stored.appSecret.length >= 32) return { appSecret: stored.appSecret };
  } catch {
    // Not there yet (or unreadable): generate below.
  }
  const secrets: Secrets = { appSecret: randomBytes(32).toString("base64url") };
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
