import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startGuardedProxy } from "./guarded-proxy";

/** A loopback origin standing in for something on the server's own network. */
let origin: http.Server;
let originPort: number;
const hits: string[] = [];
beforeAll(async () => {
  origin = http.createServer((req, res) => {
    hits.push(req.url ?? "");
    res.writeHead(200, { "content-type": "text/plain" });
    res.end(req.url === "/big" ? "x".repeat(200_000) : "secret");
  });
  await new Promise<void>((resolve) => origin.listen(0, "127.0.0.1", resolve));
  originPort = (origin.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => origin.close(() => resolve())));

/** A plain-HTTP request sent through the proxy, as Chrome sends it. */
function viaProxy(proxyUrl: string, target: string): Promise<{ status: number; body: string }> {
  const proxy = new URL(proxyUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: proxy.hostname, port: proxy.port, path: target, method: "GET", headers: { host: new URL(target).host } },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        res.on("error", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** The first line of the proxy's answer to CONNECT host:port (how HTTPS and WebSockets go). */
function connectThrough(proxyUrl: string, authority: string): Promise<string> {
  const proxy = new URL(proxyUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(proxy.port), proxy.hostname, () => socket.write(`CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n\r\n`));
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString();
      if (answer.includes("\r\n")) {
        socket.destroy();
        resolve(answer.split("\r\n")[0]!);
      }
    });
    socket.on("error", reject);
    socket.setTimeout(5_000, () => reject(new Error("no answer")));
  });
}

describe("the proxy Lighthouse's Chrome must use", () => {
  test("refuses loopback, private, link-local and metadata addresses, by IP and by name, without reaching them", async () => {
    const proxy = await startGuardedProxy();
    try {
      hits.length = 0;
      expect((await viaProxy(proxy.url, `http://127.0.0.1:${originPort}/a`)).status).toBe(403);
      expect((await viaProxy(proxy.url, `http://localhost:${originPort}/b`)).status).toBe(403);
      expect((await viaProxy(proxy.url, `http://[::1]:${originPort}/c`)).status).toBe(403);
      expect((await viaProxy(proxy.url, "http://169.254.169.254/latest/meta-data/")).status).toBe(403);
      expect((await viaProxy(proxy.url, "http://10.0.0.1/")).status).toBe(403);
      expect(await connectThrough(proxy.url, `127.0.0.1:${originPort}`)).toMatch(/^HTTP\/1\.1 403/);
      expect(await connectThrough(proxy.url, `localhost:${originPort}`)).toMatch(/^HTTP\/1\.1 403/);
      expect(await connectThrough(proxy.url, "[::ffff:127.0.0.1]:443")).toMatch(/^HTTP\/1\.1 403/);
      expect(await connectThrough(proxy.url, "192.168.1.1:443")).toMatch(/^HTTP\/1\.1 403/);
      expect(hits).toEqual([]);
      expect(proxy.refused()).toEqual(expect.arrayContaining(["127.0.0.1", "localhost", "169.254.169.254", "10.0.0.1", "192.168.1.1"]));
    } finally {
      await proxy.close();
    }
  });

  test("with the test-only loopback switch it relays plain HTTP and tunnels, counting the bytes", async () => {
    const proxy = await startGuardedProxy({ allowLoopback: true });
    try {
      expect(await viaProxy(proxy.url, `http://127.0.0.1:${originPort}/ok`)).toEqual({ status: 200, body: "secret" });
      expect(await connectThrough(proxy.url, `127.0.0.1:${originPort}`)).toBe("HTTP/1.1 200 Connection Established");
      expect(proxy.bytes()).toBeGreaterThan(0);
      expect(proxy.refused()).toEqual([]);
    } finally {
      await proxy.close();
    }
  });

  test("stops relaying past its byte cap", async () => {
    const proxy = await startGuardedProxy({ allowLoopback: true, maxBytes: 50_000 });
    try {
      const answer = await viaProxy(proxy.url, `http://127.0.0.1:${originPort}/big`).catch(() => ({ status: 0, body: "" }));
      expect(answer.body.length).toBeLessThan(200_000);
    } finally {
      await proxy.close();
    }
  });
});
