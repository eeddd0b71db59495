import http from "node:http";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../setup/server";

/**
 * One client holding many half-sent requests (issue 31): past its share of connections its new
 * ones are closed at once, so the server's global cap is never full and other visitors are served.
 */
describe("connections per client address", () => {
  const sockets: net.Socket[] = [];
  let server: RunningServer | undefined;
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.destroy();
    await server?.stop();
    server = undefined;
  });

  /** `count` connections from `localAddress`, each sending half a request; resolves once `closed` of them were closed by the server. */
  async function flood(port: number, localAddress: string, count: number, closed: number) {
    let closedSoFar = 0;
    await new Promise<void>((resolve) => {
      for (let i = 0; i < count; i += 1) {
        const socket = net.connect({ port, host: "127.0.0.1", localAddress });
        sockets.push(socket);
        socket.on("error", () => undefined);
        socket.once("connect", () => socket.write("GET /en HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "));
        socket.once("close", () => {
          closedSoFar += 1;
          if (closedSoFar === closed) resolve();
        });
      }
    });
    return sockets.filter((socket) => !socket.destroyed && socket.readyState === "open").length;
  }

  /** A visitor from 127.0.0.1: the status of its page, or the error that ended its request. */
  function visit(port: number): Promise<number | string> {
    return new Promise((resolve) => {
      const request = http.get({ port, host: "127.0.0.1", localAddress: "127.0.0.1", path: "/en", agent: false }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      });
      request.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
  }

  it("without a share per client, 200 half-sent requests from one address fill a cap of 50 and a visitor is turned away", async () => {
    server = await startServer({ MAX_CONNECTIONS: "50", MAX_CONNECTIONS_PER_ADDRESS: "0", HEADERS_TIMEOUT_MS: "60000" });
    expect(await flood(server.port, "127.0.0.2", 200, 150)).toBe(50);
    expect(await visit(server.port)).toMatch(/ECONNRESET|socket hang up/);
  });

  it("with a share of 20, the same flood holds 20 connections and other visitors get their page", async () => {
    server = await startServer({ MAX_CONNECTIONS: "50", MAX_CONNECTIONS_PER_ADDRESS: "20", HEADERS_TIMEOUT_MS: "60000" });
    expect(await flood(server.port, "127.0.0.2", 200, 180)).toBe(20);
    for (let i = 0; i < 5; i += 1) expect(await visit(server.port)).toBe(200);
    // The refusals are logged, once a minute at most.
    expect(server.output().match(/one client holds its share/g)).toHaveLength(1);
  });

  it("behind a proxy (TRUST_PROXY) every connection is the proxy's: no share unless one is set", async () => {
    server = await startServer({ TRUST_PROXY: "true", MAX_CONNECTIONS: "50", HEADERS_TIMEOUT_MS: "60000" });
    expect(await flood(server.port, "127.0.0.2", 60, 10)).toBe(50);
  });
});
