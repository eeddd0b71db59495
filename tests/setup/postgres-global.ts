import { execFileSync, spawn, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { freePort } from "../support/free-port";

declare module "vitest" {
  export interface ProvidedContext {
    /** An admin connection URL of a PostgreSQL server, or "" with the reason in postgresError. */
    postgresUrl: string;
    postgresError: string;
  }
}

function findPgBin(): string | undefined {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(base, version, "bin");
    if (existsSync(path.join(bin, "initdb"))) return bin;
  }
  return undefined;
}

async function waitForPort(port: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`PostgreSQL did not accept connections on port ${port}`);
}

/**
 * The database tests run against PGlite and a real PostgreSQL. Uses
 * TEST_DATABASE_URL when given; otherwise starts a throwaway cluster from
 * Debian's postgresql package on a loopback port (as the postgres user
 * when running as root, since PostgreSQL refuses to run as root).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("postgresUrl", process.env.TEST_DATABASE_URL);
    project.provide("postgresError", "");
    return;
  }
  const bin = findPgBin();
  if (!bin) {
    project.provide("postgresUrl", "");
    project.provide("postgresError", "PostgreSQL is not installed: `apt-get install postgresql` or set TEST_DATABASE_URL");
    return;
  }
  const asRoot = process.getuid?.() === 0;
  const ids = asRoot
    ? { uid: Number(execFileSync("id", ["-u", "postgres"]).toString()), gid: Number(execFileSync("id", ["-g", "postgres"]).toString()) }
    : {};
  const dir = mkdtempSync(path.join(tmpdir(), "pg-test-"));
  if (asRoot) chownSync(dir, ids.uid!, ids.gid!);
  const init = spawnSync(path.join(bin, "initdb"), ["-D", dir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"], {
    ...ids,
    encoding: "utf8",
  });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await freePort();
  const server = spawn(
    path.join(bin, "postgres"),
    // 200 connections: two integration files run at once, and one may start several servers of ten connections each.
    ["-D", dir, "-p", String(port), "-h", "127.0.0.1", "-k", dir, "-c", "fsync=off", "-c", "full_page_writes=off", "-c", "max_connections=200"],
    { ...ids, stdio: "ignore" },
  );
  await waitForPort(port, 20_000);
  // A moment more for the server to finish starting after the socket opens.
  await new Promise((resolve) => setTimeout(resolve, 300));
  project.provide("postgresUrl", `postgres://postgres@127.0.0.1:${port}/postgres`);
  project.provide("postgresError", "");

  return async () => {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGINT");
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
}
