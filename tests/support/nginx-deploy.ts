import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const rootDir = path.resolve(import.meta.dirname, "../..");

/**
 * deploy/nginx/site.conf as shipped, pointed at these instance ports, this build and a loopback
 * port, wrapped in the few main-context lines a standalone nginx needs (its files in `prefix`).
 */
export function deployNginxConfig(prefix: string, listen: number, ports: number[], workerConnections?: number): string {
  const shipped = readFileSync(path.join(rootDir, "deploy/nginx/site.conf"), "utf8");
  const upstreams = shipped.match(/ {4}server 127\.0\.0\.1:\d+ [^\n]*\n/g) ?? [];
  if (upstreams.length !== 2) throw new Error("deploy/nginx/site.conf no longer lists two upstream servers");
  const site = shipped
    .replace(upstreams.join(""), ports.map((port) => upstreams[0]!.replace(/:\d+/, `:${port}`)).join(""))
    .replace(/listen 80;/, `listen 127.0.0.1:${listen};`)
    .replace(/listen \[::\]:80;\n/, "")
    .replace("root /srv/site/build/client;", `root ${path.join(rootDir, "build/client")};`)
    .replace("/var/cache/nginx/site", path.join(prefix, "cache"));
  // The shipped main config's size (deploy/nginx/nginx.conf).
  return standaloneNginxConfig(prefix, site, workerConnections ?? shippedWorkerConnections());
}

/** The few main-context lines a standalone nginx (its files in `prefix`, one worker) needs around a `site` block. */
export function standaloneNginxConfig(prefix: string, site: string, workerConnections: number): string {
  return [
    "worker_processes 1;",
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
    `events { worker_connections ${workerConnections}; }`,
    "http {",
    `  access_log off;`,
    `  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy;`,
    "  include /etc/nginx/mime.types;",
    site,
    "}",
  ].join("\n");
}

/** `worker_connections` in deploy/nginx/nginx.conf. */
export function shippedWorkerConnections(): number {
  const main = readFileSync(path.join(rootDir, "deploy/nginx/nginx.conf"), "utf8");
  const found = /^\s*worker_connections (\d+);/m.exec(main);
  if (!found) throw new Error("deploy/nginx/nginx.conf sets no worker_connections");
  return Number(found[1]);
}

/** Debian's nginx with the deploy configuration in front of `ports`, on `listen` (`workerConnections`: another size than the shipped one). */
export async function startDeployNginx(listen: number, ports: number[], workerConnections?: number) {
  const prefix = mkdtempSync(path.join(tmpdir(), "site-nginx-"));
  // nginx's workers drop root: they write their temporary files here.
  chmodSync(prefix, 0o777);
  const config = path.join(prefix, "nginx.conf");
  writeFileSync(config, deployNginxConfig(prefix, listen, ports, workerConnections));
  const child = spawn("/usr/sbin/nginx", ["-p", prefix, "-c", config, "-g", "daemon off;"], { stdio: "inherit" });
  const base = `http://127.0.0.1:${listen}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const ok = await fetch(`${base}/api/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error("nginx did not answer in 10 s");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    /** Points nginx at other instances (a graceful reload, as an operator would). */
    async reload(next: number[]) {
      writeFileSync(config, deployNginxConfig(prefix, listen, next, workerConnections));
      child.kill("SIGHUP");
      await new Promise((resolve) => setTimeout(resolve, 1000));
    },
    stop: () => child.kill("SIGTERM"),
  };
}
