import type { Server, Socket } from "node:net";
import { clientKey } from "./client-key.ts";

export type ConnectionLimit = {
  /** Connections open now from the address's network (its key: the IPv4 address or the IPv6 /64). */
  openFrom: (ip: string | undefined) => number;
  /** Connections refused since the start because their network had `max` open. */
  refused: () => number;
  /** Networks with at least one open connection (the map's size: bounded by the server's own cap). */
  networks: () => number;
};

/**
 * Caps the connections one client holds open at once (ADR 030): a
 * connection past `max` from the same IPv4 address or IPv6 /64 is closed
 * the moment it is accepted, before a byte is read, so one client can never
 * fill the server's global cap (`maxConnections`) with half-sent requests
 * and turn everyone else away. Counted per process, in memory: an entry
 * lives exactly as long as its connections.
 */
export function limitConnectionsPerAddress(
  server: Server,
  options: { max: number; onRefused?: (key: string, refusedSoFar: number) => void },
): ConnectionLimit {
  const open = new Map<string, number>();
  let refused = 0;
  // In front of the server's own listeners (the HTTP parser's set-up): a refused connection never reaches them.
  const listeners = server.listeners("connection") as ((socket: Socket) => void)[];
  server.removeAllListeners("connection");
  server.on("connection", (socket: Socket) => {
    const key = clientKey(socket.remoteAddress);
    const count = open.get(key) ?? 0;
    if (count >= options.max || socket.remoteAddress === undefined) {
      refused += 1;
      options.onRefused?.(key, refused);
      // A reset, not a polite close: nothing to wait for, no TIME_WAIT kept for it.
      socket.resetAndDestroy();
      return;
    }
    open.set(key, count + 1);
    socket.once("close", () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
    for (const listener of listeners) listener.call(server, socket);
  });
  return {
    openFrom: (ip) => open.get(clientKey(ip)) ?? 0,
    refused: () => refused,
    networks: () => open.size,
  };
}
