// Starts the built site in production mode on a free port with a fresh embedded database, for the
// benchmark scripts, and waits until every page is rendered and kept (the page cache, ADR 021).
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export const rootDir = path.resolve(import.meta.dirname, "..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export type ProductionServer = { base: string; pages: number; process: ChildProcess; stop: () => Promise<void> };

/**
 * `env` adds to or replaces the defaults (e.g. DATABASE_URL and shared secrets for several instances).
 * `NODE_ENV: ""` starts it as `npm start` does (pages rendered when first asked for): then it only waits until it listens.
 * `options.nodeFlags` go to Node before the server's file; `options.dataDir` is used (and kept) instead of a fresh one,
 * for a restart on the same data.
 */
export async function startProductionServer(
  env: Record<string, string> = {},
  options: { nodeFlags?: string[]; dataDir?: string } = {},
): Promise<ProductionServer> {
  if (!existsSync(path.join(rootDir, "build/server/index.js"))) throw new Error("no build: run `npm run build` first");
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "bench-site-"));
  const port = await freePort();
  const childEnv: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    APP_SECRET: randomBytes(32).toString("hex"),
    JWT_SECRET: randomBytes(32).toString("hex"),
    SITE_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "warn",
    PRINT_PORT: "1",
    ...env,
  };
  // As `npm start`: no NODE_ENV at all.
  if (childEnv.NODE_ENV === "") delete childEnv.NODE_ENV;
  const child = spawn(process.execPath, [...(options.nodeFlags ?? []), "server/index.ts"], {
    cwd: rootDir,
    env: childEnv,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let output: string | undefined = "";
    // Read to the end (a server that logs would stall on a full pipe), keeping only what comes before LISTENING.
    child.stdout!.on("data", (chunk: Buffer) => {
      if (output === undefined) return;
      output += chunk.toString();
      if (output.includes("LISTENING")) {
        output = undefined;
        resolve();
      }
    });
    child.once("exit", (code) => reject(new Error(`the server exited with ${code}`)));
  });
  const base = `http://127.0.0.1:${port}`;
  // Every page is rendered at start in production, then recompressed at Brotli's best quality:
  // wait until neither the count nor the size has changed for two seconds.
  let pages = 0;
  let last = "";
  let steady = env.NODE_ENV === "" ? 2 : 0;
  while (steady < 2) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const health = (await (await fetch(`${base}/api/health`)).json()) as { pageCache: { pages: number; bytes: number } };
    const now = `${health.pageCache.pages}/${health.pageCache.bytes}`;
    steady = health.pageCache.pages > 0 && now === last ? steady + 1 : 0;
    last = now;
    pages = health.pageCache.pages;
  }
  return {
    base,
    pages,
    process: child,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
