import http from "node:http";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { limitConnectionsPerAddress } from "./connection-limit";

/** What the server did with each connection, by the client's port: kept (true) or closed (false). */
const accepted = new Map<number, boolean>();
const waiting = new Map<number, () => void>();

/** A socket from `localAddress` that sent half a request; resolves once the server has dealt with it: the socket, or "closed". */
function halfSent(port: number, localAddress: string): Promise<net.Socket | "closed"> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1", localAddress });
    socket.on("error", () => undefined);
    // Reset before the client saw its connection complete: refused.
    socket.once("close", () => resolve("closed"));
    socket.once("connect", () => {
      socket.write("GET / HTTP/1.1\r\nHost: x\r\n");
      const local = socket.localPort!;
      const settle = () => resolve(accepted.get(local) ? socket : "closed");
      if (accepted.has(local)) settle();
      else waiting.set(local, settle);
    });
  });
}

describe("connections per address", () => {
  const opened: net.Socket[] = [];
  let server: http.Server | undefined;
  afterEach(async () => {
    for (const socket of opened.splice(0)) socket.destroy();
    await new Promise((resolve) => server?.close(resolve));
  });

  async function start(max: number) {
    server = http.createServer((_req, res) => res.end("ok"));
    const limit = limitConnectionsPerAddress(server, { max });
    // What the limit decided, read once its listener has run.
    server.prependListener("connection", (socket: net.Socket) => {
      const port = socket.remotePort!;
      setImmediate(() => {
        accepted.set(port, !socket.destroyed);
        waiting.get(port)?.();
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    return { limit, port: (server.address() as net.AddressInfo).port };
  }

  it("closes a client's connections past its share at once, while other addresses are served", async () => {
    const { limit, port } = await start(5);
    const results = [];
    for (let i = 0; i < 8; i += 1) results.push(await halfSent(port, "127.0.0.2"));
    const kept = results.filter((result): result is net.Socket => result !== "closed");
    opened.push(...kept);
    expect(kept).toHaveLength(5);
    expect(limit.openFrom("127.0.0.2")).toBe(5);
    expect(limit.refused()).toBe(3);
    // Another address still gets its page.
    const answer = await new Promise<string>((resolve, reject) => {
      http
        .get({ port, host: "127.0.0.1", localAddress: "127.0.0.3", path: "/", agent: false }, (response) => {
          let body = "";
          response.on("data", (chunk: Buffer) => (body += chunk.toString()));
          response.on("end", () => resolve(body));
        })
        .on("error", reject);
    });
    expect(answer).toBe("ok");
  });

  it("gives a share back when a connection closes, and forgets an address with none open", async () => {
    const { limit, port } = await start(2);
    const first = await halfSent(port, "127.0.0.4");
    const second = await halfSent(port, "127.0.0.4");
    expect(await halfSent(port, "127.0.0.4")).toBe("closed");
    if (first === "closed" || second === "closed") throw new Error("the first two should be kept");
    opened.push(second);
    await new Promise((resolve) => {
      first.once("close", resolve);
      first.destroy();
    });
    while (limit.openFrom("127.0.0.4") > 1) await new Promise((resolve) => setTimeout(resolve, 5));
    const third = await halfSent(port, "127.0.0.4");
    expect(third).not.toBe("closed");
    opened.push(third as net.Socket);
    for (const socket of opened.splice(0)) socket.destroy();
    while (limit.networks() > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(limit.openFrom("127.0.0.4")).toBe(0);
  });
});
