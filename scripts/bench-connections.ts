// Other visitors' pages while one address holds 11,000 half-sent requests (issue 31, ADR 030):
// directly (the app's per-address share against its global cap) and through the shipped nginx.
// Needs a build; nginx (Debian: nginx-light) for the second part.
// Usage: node scripts/bench-connections.ts [connections=11000] [probes=300]
// The flood runs in a child process from 127.0.0.2: every connection sends half a request's headers
// and nothing more, and is opened again 250 ms after the server closes it. The probes come from
// 127.0.0.1, one new connection each (a visitor's first request), one at a time, 20 ms apart.
import { fork } from "node:child_process";
import { existsSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { freePort, startProductionServer } from "./production-server.ts";
import { shippedWorkerConnections, startDeployNginx } from "../tests/support/nginx-deploy.ts";

if (process.argv[2] === "flood") {
  // The flooder: `flood <port> <count>`; reports how many it holds open once a second.
  const [port, count] = [Number(process.argv[3]), Number(process.argv[4])];
  let open = 0;
  const openOne = () => {
    const socket = net.connect({ port, host: "127.0.0.1", localAddress: "127.0.0.2" });
    socket.on("error", () => undefined);
    let connected = false;
    socket.once("connect", () => {
      connected = true;
      open += 1;
      socket.write("GET /en HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ");
    });
    socket.once("close", () => {
      if (connected) open -= 1;
      setTimeout(openOne, 250);
    });
  };
  for (let i = 0; i < count; i += 1) setTimeout(openOne, Math.floor(i / 500) * 10);
  setInterval(() => process.send?.({ open }), 1000);
} else {
  const [connections = "11000", probes = "300", only] = process.argv.slice(2);

  const startFlood = async (port: number) => {
    const child = fork(import.meta.filename, ["flood", String(port), connections], { stdio: "inherit" });
    let open = 0;
    child.on("message", (message: { open: number }) => (open = message.open));
    // Until the flood has been held for three seconds.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    return { open: () => open, stop: () => child.kill("SIGKILL") };
  };

  const visit = (base: string) =>
    new Promise<{ ms: number; ok: boolean }>((resolve) => {
      const started = performance.now();
      const request = http.get(`${base}/en/faq`, { agent: false, headers: { "accept-encoding": "br" }, timeout: 5000 }, (response) => {
        response.resume();
        response.on("end", () => resolve({ ms: performance.now() - started, ok: response.statusCode === 200 }));
      });
      request.on("timeout", () => request.destroy(new Error("timeout")));
      request.on("error", () => resolve({ ms: performance.now() - started, ok: false }));
    });

  const probe = async (base: string) => {
    const times: number[] = [];
    let failed = 0;
    for (let i = 0; i < Number(probes); i += 1) {
      const { ms, ok } = await visit(base);
      if (ok) times.push(ms);
      else failed += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => (times.length ? times[Math.min(times.length - 1, Math.floor(q * times.length))]! : Number.NaN);
    return { p50: at(0.5), p99: at(0.99), failed };
  };

  const rows: string[] = [];
  const row = (path: string, setting: string, held: string, result: Awaited<ReturnType<typeof probe>>) =>
    rows.push(`| ${path} | ${setting} | ${held} | ${result.p50.toFixed(1)} ms | ${result.p99.toFixed(1)} ms | ${result.failed} of ${probes} |`);

  // 1. Directly: the app's global cap (10,000) with and without the share per address (256).
  for (const share of ["0", "256"]) {
    const site = await startProductionServer({ MAX_CONNECTIONS_PER_ADDRESS: share });
    try {
      const quiet = await probe(site.base);
      if (share === "0") row("direct", "none", "no flood", quiet);
      const flood = await startFlood(Number(new URL(site.base).port));
      const result = await probe(site.base);
      row("direct", share === "0" ? "no share per address (before)" : `${share} per address (after)`, `${flood.open()}`, result);
      flood.stop();
    } finally {
      await site.stop();
    }
  }

  // 2. Through nginx (deploy/nginx/site.conf, one worker): Debian's stock 768 worker connections, then the shipped size.
  if (only === "direct") {
    // The direct rows only.
  } else if (existsSync("/usr/sbin/nginx")) {
    const site = await startProductionServer({ TRUST_PROXY: "true" });
    try {
      for (const workers of [768, shippedWorkerConnections()]) {
        const port = Number(new URL(site.base).port);
        const nginx = await startDeployNginx(await freePort(), [port, port], workers);
        try {
          if (workers === 768) row("nginx", "worker_connections 768", "no flood", await probe(nginx.base));
          const flood = await startFlood(Number(new URL(nginx.base).port));
          const result = await probe(nginx.base);
          row("nginx", `worker_connections ${workers}${workers === 768 ? " (Debian's, before)" : " (shipped, after)"}`, `${flood.open()}`, result);
          flood.stop();
        } finally {
          nginx.stop();
        }
      }
    } finally {
      await site.stop();
    }
  } else console.log("nginx is not installed (Debian: apt-get install nginx-light): the nginx rows are left out");

  console.log(`${probes} visitors to /en/faq, one new connection each, while 127.0.0.2 keeps ${connections} half-sent requests open:`);
  console.log("| path | per-address limit | flood connections open (the flooder's count) | p50 | p99 | failed |\n|---|---|---:|---:|---:|---:|");
  console.log(rows.join("\n"));
  process.exit(0);
}
