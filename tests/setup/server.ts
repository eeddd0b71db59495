import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { copyPgliteTemplate } from "../support/pglite-template";

export const rootDir = path.resolve(import.meta.dirname, "../..");

export type RunningServer = {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<number | null>;
};

/** Servers this test process started and that still run: stopped if the process ends without stopping them. */
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/**
 * Starts the built server (build/server/index.js through server/index.ts) on
 * a free port with its own temporary data directory, as `npm start` would.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "site-data-"));
  // A data directory made here starts from the run's migrated PGlite template (tests/support/pglite-template.ts);
  // one a test hands in gets a real first start.
  if (!env.DATA_DIR && !env.DATABASE_URL) copyPgliteTemplate(path.join(dataDir, "pglite"));
  const child = spawn(process.execPath, ["server/index.ts"], {
    cwd: rootDir,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      PORT: "0",
      PRINT_PORT: "1",
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));

  running.add(child);
  child.once("exit", () => running.delete(child));
  const port = await new Promise<number>((resolve, reject) => {
    // A server that does not come up is stopped, not left running (and holding memory) after the test gives up on it.
    // Two minutes: migrating a fresh PGlite database took over one on a 2-core machine loaded by other test runs.
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
      reject(new Error(`server did not start in time:\n${output}`));
    }, 120_000);
    child.stdout!.on("data", () => {
      const match = /LISTENING (\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });

  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      const code = await exited;
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
