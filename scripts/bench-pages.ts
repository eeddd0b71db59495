// Measures how fast the site serves its pages, against nginx serving the same bytes.
// Usage: npm run bench:pages [-- --seconds 5 --rounds 3 --encoding br]
// Builds nothing: run `npm run build` first. Starts the production server on a free port with a
// fresh embedded database (every page rendered at start), then, with wrk (Debian: `wrk`):
//   1. requests/s for `/`, a service page and `/en/faq`, Brotli (what browsers get; `--encoding gzip`
//      for gzip), 20 connections;
//   2. the same compressed bytes served by nginx (Debian: `nginx-light`, one worker) in the same run;
//   3. p99 latency of `/en/faq` (one connection) while `/` is loaded with 100 connections;
//   4. the floor of Node itself: a bare node:http server sending the same bytes with the same
//      headers (what the site's fast path would reach if it cost nothing);
//   5. the site as deployed: behind nginx with deploy/nginx/site.conf (its one-second page cache).
// Each server is warmed up, then the rounds take turns (medians, and the ratio's range per round).
// Prints a table and the ratios (the targets: >= 0.5x nginx, p99 < 50 ms).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { freePort, startProductionServer } from "./production-server.ts";
import { wrk, type WrkResult } from "./wrk.ts";
import { startDeployNginx } from "../tests/support/nginx-deploy.ts";

const { values } = parseArgs({
  options: { seconds: { type: "string", default: "5" }, rounds: { type: "string", default: "3" }, encoding: { type: "string", default: "br" } },
});
const seconds = Number(values.seconds);
const rounds = Math.max(1, Number(values.rounds));
/** What browsers are sent (Brotli), or gzip; nginx serves the very same compressed bytes either way. */
const encoding = values.encoding === "gzip" ? "gzip" : "br";

const has = (command: string) => spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;
if (!has("wrk")) throw new Error("wrk is not installed (Debian: apt-get install wrk)");
const nginxPath = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => existsSync(candidate));

const work = mkdtempSync(path.join(tmpdir(), "bench-pages-"));
// nginx's worker runs as an unprivileged user when started as root: it must be able to read the pages.
chmodSync(work, 0o755);
const children: ChildProcess[] = [];
const stopAll = () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
};
process.on("exit", stopAll);

/** The compressed body exactly as the site sends it (fetch would decode it), with the headers it came with. */
function compressedResponse(url: string): Promise<{ body: Buffer; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": encoding } }, (response) => {
        if (response.headers["content-encoding"] !== encoding) reject(new Error(`${url} was not sent as ${encoding}`));
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ body: Buffer.concat(chunks), headers: response.headers }));
      })
      .on("error", reject);
  });
}

// 1. The site, in production mode, every page rendered before measuring.
const started = Date.now();
const site = await startProductionServer();
const base = site.base;
children.push(site.process);
console.log(`server ready: ${site.pages} pages rendered and kept in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
const service = new URL(/<loc>([^<]*\/ar\/services\/[^<]+)<\/loc>/.exec(sitemap)![1]!).pathname;
const targets = ["/", service, "/en/faq"];
const pages = await Promise.all(targets.map((target) => compressedResponse(`${base}${target}`)));

// 2. nginx with the very same gzip bytes.
let nginxBase: string | undefined;
if (nginxPath) {
  const nginxPort = await freePort();
  const docroot = path.join(work, "www");
  mkdirSync(docroot);
  for (const [index, page] of pages.entries()) writeFileSync(path.join(docroot, `page-${index}.html.${encoding}`), page.body);
  writeFileSync(
    path.join(work, "nginx.conf"),
    `worker_processes 1;
daemon off;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log;
events { worker_connections 4096; }
http {
  access_log off;
  keepalive_requests 1000000;
  client_body_temp_path ${work}/tmp;
  proxy_temp_path ${work}/tmp;
  fastcgi_temp_path ${work}/tmp;
  uwsgi_temp_path ${work}/tmp;
  scgi_temp_path ${work}/tmp;
  server {
    listen 127.0.0.1:${nginxPort};
    root ${docroot};
    location ~ ^/page-\\d+$ {
      default_type "text/html; charset=utf-8";
      add_header Content-Encoding ${encoding};
      add_header Vary Accept-Encoding;
      try_files $uri.html.${encoding} =404;
    }
  }
}
`,
  );
  mkdirSync(path.join(work, "tmp"));
  const nginx = spawn(nginxPath, ["-c", path.join(work, "nginx.conf"), "-p", work], { stdio: "inherit" });
  children.push(nginx);
  await new Promise((resolve) => setTimeout(resolve, 500));
  nginxBase = `http://127.0.0.1:${nginxPort}`;
  const check = await fetch(`${nginxBase}/page-0`, { headers: { "accept-encoding": encoding } });
  if (!check.ok) throw new Error(`nginx answered ${check.status}`);
} else {
  console.log("nginx is not installed (Debian: apt-get install nginx-light): no comparison");
}

// The floor: a bare node:http server (its own process, the same Node) sending the same bytes and headers.
const barePort = await freePort();
// The same headers, less those about the connection or the moment (Node writes its own).
const perConnection = new Set(["date", "connection", "keep-alive"]);
writeFileSync(
  path.join(work, "pages.json"),
  JSON.stringify(
    pages.map((page) => ({
      body: page.body.toString("base64"),
      headers: Object.fromEntries(Object.entries(page.headers).filter(([name]) => !perConnection.has(name))),
    })),
  ),
);
writeFileSync(
  path.join(work, "bare.mjs"),
  `import http from "node:http";
import { readFileSync } from "node:fs";
const pages = JSON.parse(readFileSync(${JSON.stringify(path.join(work, "pages.json"))}, "utf8")).map((page) => ({ body: Buffer.from(page.body, "base64"), headers: page.headers }));
http.createServer((req, res) => {
  const page = pages[Number(req.url.slice(6))];
  res.writeHead(200, page.headers);
  res.end(page.body);
}).listen(${barePort}, "127.0.0.1", () => console.log("bare ready"));
`,
);
const bare = spawn(process.execPath, [path.join(work, "bare.mjs")], { stdio: ["ignore", "pipe", "inherit"] });
children.push(bare);
await new Promise((resolve) => bare.stdout!.once("data", resolve));
const bareBase = `http://127.0.0.1:${barePort}`;

// 3. Throughput, page by page: the site, bare Node, nginx. Each server first serves every page for
// a few seconds unmeasured (the site's JIT warms up in its first seconds: about a fifth fewer pages
// then), then `rounds` rounds take turns, so a slow moment of the machine falls on all three; the
// table gives each server's median and the range of the per-round ratios.
// 5. The site as deployed: behind nginx with deploy/nginx/site.conf, which keeps its pages a second.
let edgeBase: string | undefined;
let edge: Awaited<ReturnType<typeof startDeployNginx>> | undefined;
if (nginxPath) {
  const sitePort = Number(new URL(base).port);
  edge = await startDeployNginx(await freePort(), [sitePort, sitePort]);
  edgeBase = edge.base;
}

type Server = "site" | "bare" | "nginx" | "edge";
const urlOf = (server: Server, index: number) =>
  server === "site"
    ? `${base}${targets[index]}`
    : server === "edge"
      ? `${edgeBase}${targets[index]}`
      : `${server === "bare" ? bareBase : nginxBase}/page-${index}`;
const servers: Server[] = nginxBase ? ["site", "bare", "nginx", "edge"] : ["site", "bare"];
for (const server of servers) for (const index of targets.keys()) await wrk(urlOf(server, index), 20, 3, encoding);
const results = new Map<string, WrkResult[]>();
for (let round = 0; round < rounds; round++) {
  for (const index of targets.keys()) {
    for (const server of servers) {
      const key = `${server} ${index}`;
      results.set(key, [...(results.get(key) ?? []), await wrk(urlOf(server, index), 20, seconds, encoding)]);
    }
  }
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const span = (values: number[]) => `${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}`;
const rows: string[][] = [];
for (const [index, target] of targets.entries()) {
  const ours = results.get(`site ${index}`)!;
  const floor = results.get(`bare ${index}`)!;
  const theirs = results.get(`nginx ${index}`);
  const deployed = results.get(`edge ${index}`);
  const rps = (runs: WrkResult[]) => median(runs.map((run) => run.rps));
  const ratios = (runs: WrkResult[]) => runs.map((run, round) => run.rps / theirs![round]!.rps);
  rows.push([
    target,
    rps(ours).toFixed(0),
    `${median(ours.map((run) => run.p99)).toFixed(1)} ms`,
    rps(floor).toFixed(0),
    theirs ? rps(theirs).toFixed(0) : "-",
    theirs ? `${(rps(ours) / rps(theirs)).toFixed(2)} (${span(ratios(ours))})` : "-",
    theirs ? `${(rps(floor) / rps(theirs)).toFixed(2)} (${span(ratios(floor))})` : "-",
    deployed ? rps(deployed).toFixed(0) : "-",
    deployed && theirs ? `${(rps(deployed) / rps(theirs)).toFixed(2)} (${span(ratios(deployed))})` : "-",
    String([...ours, ...(deployed ?? [])].reduce((sum, run) => sum + run.errors, 0)),
  ]);
}

// 4. A second page while `/` is under 100 connections.
const flood = wrk(`${base}/`, 100, 14, encoding);
await new Promise((resolve) => setTimeout(resolve, 2000));
const second = await wrk(`${base}/en/faq`, 1, 10, encoding);
const flooded = await flood;

console.log(
  `\nwrk -t1 -c20 -d${seconds}s, ${rounds} rounds (medians; ratio ranges per round), Accept-Encoding: ${encoding}, production mode, this machine (${new Date().toISOString().slice(0, 10)})`,
);
console.log(
  "| page | site req/s | site p99 | bare Node req/s | nginx req/s | site / nginx | bare Node / nginx | site behind nginx (deploy) req/s | behind nginx / nginx | errors |",
);
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
for (const row of rows) console.log(`| ${row.join(" | ")} |`);
console.log(
  `\n/en/faq (1 connection) while / has 100 connections: p50 ${second.p50.toFixed(1)} ms, p99 ${second.p99.toFixed(1)} ms; ` +
    `/ served ${flooded.rps.toFixed(0)} req/s meanwhile, ${flooded.errors} errors`,
);

edge?.stop();
stopAll();
await site.stop();
rmSync(work, { recursive: true, force: true });
