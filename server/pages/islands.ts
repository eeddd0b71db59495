import { readFileSync } from "node:fs";
import path from "node:path";

import { speculationRules } from "./speculation-rules";

/**
 * Where the public pages' scripts come from (ADR 055): the boot module's address, and the speculation rules
 * (decided on the server, so no application page carries their text in its code).
 */
export type IslandsAssets = { boot: string; speculationRules: string };

/**
 * The boot module's hashed address, from the manifest of the islands build (vite.islands.config.ts); in
 * development Vite serves the source itself.
 */
export function islandsAssets(rootDir: string, dev: boolean): IslandsAssets {
  if (dev) return { boot: "/app/islands/boot.ts", speculationRules };
  const file = path.join(rootDir, "build", "client", ".vite", "islands-manifest.json");
  let manifest: Record<string, { file?: string; isEntry?: boolean }>;
  try {
    manifest = JSON.parse(readFileSync(file, "utf8")) as typeof manifest;
  } catch (error) {
    throw new Error(`no islands build at ${file}: run \`npm run build\``, { cause: error });
  }
  const boot = manifest["app/islands/boot.ts"]?.file;
  if (!boot) throw new Error(`the islands manifest (${file}) names no boot module`);
  return { boot: `/${boot}`, speculationRules };
}
