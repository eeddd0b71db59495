import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import ipaddr from "ipaddr.js";
import { guardedLookup, isPublicAddress } from "../../security/outbound-fetch";

/**
 * A forward proxy on loopback that the Lighthouse Chrome must use for every
 * request (`--proxy-server`, with `<-loopback>` so not even localhost is
 * exempt). It applies the outbound guard's rule at connect time to the page
 * and to everything the page loads: public unicast addresses only, IP
 * literals included, so a visitor cannot point Chrome at the server's own
 * network. One proxy serves one audit and counts the bytes it relays.
 */

export type GuardedProxy = {
  /** `http://127.0.0.1:port`, for Chrome's --proxy-server. */
  url: string;
  /** Hosts refused because they are not public (for the error message and the log). */
  refused: () => string[];
  bytes: () => number;
  close: () => Promise<void>;
};

export type GuardedProxyOptions = {
  allowLoopback?: boolean;
  /** Stops relaying once this much has passed through (both ways together). */
  maxBytes?: number;
  /** Idle time after which a relayed connection is dropped. */
  idleTimeoutMs?: number;
};

/** Hop-by-hop and proxy headers that must not be forwarded. */
const hopHeaders = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authorization",
  "proxy-authenticate",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

export async function startGuardedProxy(options: GuardedProxyOptions = {}): Promise<GuardedProxy> {
  const allowLoopback = options.allowLoopback ?? false;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const idleTimeoutMs = options.idleTimeoutMs ?? 30_000;
  const lookup = guardedLookup(allowLoopback) as unknown as net.LookupFunction;
  const refused = new Set<string>();
  const sockets = new Set<net.Socket>();
  let bytes = 0;

  /** IP literals skip DNS (and so the guarded lookup): they are checked here. */
  function literalAllowed(host: string): boolean {
    const bare = host.replace(/^\[|\]$/g, "");
    if (!ipaddr.isValid(bare)) return true;
    return isPublicAddress(bare, allowLoopback);
  }

  function count(amount: number, ...streams: net.Socket[]) {
    bytes += amount;
    if (bytes > maxBytes) for (const stream of streams) stream.destroy();
  }

  function track(socket: net.Socket) {
    sockets.add(socket);
    socket.setTimeout(idleTimeoutMs, () => socket.destroy());
    socket.once("close", () => sockets.delete(socket));
  }

  const server = http.createServer((req, res) => {
    // Plain-HTTP requests arrive with an absolute URL.
    let target: URL;
    try {
      target = new URL(req.url ?? "");
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (target.protocol !== "http:" || target.username || target.password) {
      res.writeHead(400).end();
      return;
    }
    if (!literalAllowed(target.hostname)) {
      refused.add(target.hostname);
      res.writeHead(403).end();
      return;
    }
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) if (!hopHeaders.has(name)) headers[name] = value;
    const upstream = http.request(
      {
        host: target.hostname.replace(/^\[|\]$/g, ""),
        port: target.port || 80,
        path: `${target.pathname}${target.search}`,
        method: req.method,
        headers,
        lookup,
        agent: false,
      },
      (answer) => {
        const out: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) if (!hopHeaders.has(name)) out[name] = value;
        res.writeHead(answer.statusCode ?? 502, out);
        answer.on("data", (chunk: Buffer) => count(chunk.length, answer.socket, req.socket));
        answer.pipe(res);
      },
    );
    upstream.setTimeout(idleTimeoutMs, () => upstream.destroy());
    upstream.on("error", (error) => {
      if ((error as { code?: string }).code === "blocked" || error.name === "OutboundError") refused.add(target.hostname);
      if (!res.headersSent) res.writeHead(error.name === "OutboundError" ? 403 : 502).end();
      else res.destroy();
    });
    req.pipe(upstream);
  });

  // HTTPS (and WebSocket) tunnels.
  server.on("connect", (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    track(client);
    const match = /^(\[[^\]]+\]|[^:]+):(\d{1,5})$/.exec(req.url ?? "");
    const host = match?.[1]?.replace(/^\[|\]$/g, "");
    const port = Number(match?.[2]);
    if (!host || !port || port > 65_535) {
      client.end("HTTP/1.1 400 Bad Request\r\n\r\n");
      return;
    }
    if (!literalAllowed(host)) {
      refused.add(host);
      client.end("HTTP/1.1 403 Forbidden\r\n\r\n");
      return;
    }
    const upstream = net.connect({ host, port, lookup });
    track(upstream);
    upstream.once("connect", () => {
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      if (head.length) upstream.write(head);
      upstream.on("data", (chunk: Buffer) => count(chunk.length, upstream, client));
      client.on("data", (chunk: Buffer) => count(chunk.length, upstream, client));
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.once("error", (error) => {
      if (error.name === "OutboundError") refused.add(host);
      if (client.writable && !upstream.readableDidRead)
        client.end(`HTTP/1.1 ${error.name === "OutboundError" ? "403 Forbidden" : "502 Bad Gateway"}\r\n\r\n`);
      else client.destroy();
    });
    client.once("error", () => upstream.destroy());
    client.once("close", () => upstream.destroy());
  });
  server.on("connection", track);

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    refused: () => [...refused],
    bytes: () => bytes,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
