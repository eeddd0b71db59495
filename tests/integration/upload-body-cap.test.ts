import { readFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { describe, expect, it } from "vitest";
import { ownerSite } from "./auth-helpers";

// The studio's routes that take a file (the content import, image uploads) refuse a body over their
// cap while it streams in, with the shipped caps: a 150 MB import used to be read and parsed whole
// (1.36 GB of memory) before being refused.

const MiB = 2 ** 20;
const site = ownerSite();

/** The server process's resident memory now (VmRSS), in bytes. */
function residentMemory() {
  const line = readFileSync(`/proc/${site.server.process.pid}/status`, "utf8")
    .split("\n")
    .find((entry) => entry.startsWith("VmRSS:"));
  return Number(/(\d+)/.exec(line ?? "")?.[1]) * 1024;
}

/** Samples the server's resident memory while `work` runs; resolves to the most it held above where it started. */
async function memoryGrowthDuring(work: () => Promise<void>) {
  const start = residentMemory();
  let most = start;
  const sampler = setInterval(() => (most = Math.max(most, residentMemory())), 10);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(most, residentMemory()) - start;
}

type Sent = { status: number; headers: http.IncomingHttpHeaders; json: Record<string, unknown>; bytesSent: number };

/**
 * Posts up to `total` bytes of a JSON-looking body, a mebibyte at a time, declared up front or
 * chunked, and stops sending as soon as the answer comes: how much was sent by then tells
 * whether the server waited for the whole body.
 */
function post(path: string, total: number, options: { declared: boolean; headers?: Record<string, string> }): Promise<Sent> {
  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    let answered = false;
    const req = http.request(`${site.server.url}${path}`, {
      method: "POST",
      agent: false,
      headers: {
        ...site.owner,
        "content-type": "application/json",
        ...(options.declared ? { "content-length": String(total) } : {}),
        ...options.headers,
      },
    });
    req.on("response", (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      // The server keeps the connection while the sender stops; a reset before the answer is read fails the test.
      res.on("error", reject);
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        resolve({ status: res.statusCode!, headers: res.headers, json: JSON.parse(text) as Record<string, unknown>, bytesSent });
        req.destroy();
      });
    });
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(MiB, "x");
    const opening = Buffer.from('{"format":"site-content","version":1,"pad":"');
    const send = () => {
      while (!answered && !req.destroyed && bytesSent < total) {
        const piece =
          bytesSent === 0 ? Buffer.concat([opening, chunk.subarray(opening.length)]) : chunk.subarray(0, Math.min(MiB, total - bytesSent));
        bytesSent += piece.length;
        if (!req.write(piece)) {
          req.once("drain", send);
          return;
        }
      }
      if (!answered && !req.destroyed) req.end();
    };
    // Written only once connected: before that, the request would queue the whole body in memory.
    req.once("socket", (socket) => (socket.connecting ? socket.once("connect", send) : send()));
  });
}

describe("upload bodies", () => {
  it("refuses a 150 MB content import as it streams in, in the owner's language, without reading it whole or parsing it", async () => {
    const { studio } = site.content;
    const before = await studio();
    const sent: Sent[] = [];
    const growth = await memoryGrowthDuring(async () => {
      // Declared too large: answered before the body is read (the sender never gets to send it all).
      sent.push(await post("/api/admin/content/import", 150 * MiB, { declared: true, headers: { "accept-language": "en-GB,en;q=0.9" } }));
      // Chunked, so the length is only known as it arrives: refused once past the cap, not at the end.
      sent.push(await post("/api/admin/content/import?lang=ar", 150 * MiB, { declared: false }));
    });
    const [declared, chunked] = sent as [Sent, Sent];
    expect(declared.status).toBe(413);
    expect(declared.json).toMatchObject({ error: "too_large", maxBytes: 64 * MiB });
    expect(declared.json.message).toContain("larger than 64 MB");
    expect(declared.bytesSent).toBeLessThan(64 * MiB);
    expect(chunked.status).toBe(413);
    expect(chunked.json).toMatchObject({ error: "too_large" });
    expect(chunked.json.message).toContain("64 ميغابايت");
    expect(chunked.bytesSent).toBeGreaterThan(64 * MiB);
    expect(chunked.bytesSent).toBeLessThan(150 * MiB);

    // Parsing 150 MB took 1.36 GB; holding up to the cap and dropping it takes a fraction of that.
    expect(growth).toBeLessThan(200 * MiB);
    // The handler never ran: nothing was imported, and the only trace is the refusal.
    expect((await studio()).published).toEqual(before.published);
    expect(site.server.output()).toContain("content import refused");
    expect(site.server.output()).not.toMatch(/"audit":"content\.import","admin"/);
    // The server is still there for the next request.
    expect((await fetch(`${site.server.url}/api/health`)).status).toBe(200);
  });

  it("answers fetch's streamed body with the refusal, which the sender can read", async () => {
    const response = await fetch(`${site.server.url}/api/admin/content/import?lang=en`, {
      method: "POST",
      headers: { ...site.owner, "content-type": "application/json" },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 100; i++) controller.enqueue(new Uint8Array(MiB).fill(32));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: "too_large", maxBytes: 64 * MiB });
  });

  it("refuses an image upload over 15 MB before reading it", async () => {
    const upload = await post("/api/admin/images", 150 * MiB, { declared: true });
    expect(upload.status).toBe(413);
    expect(upload.json).toEqual({ error: "too_large" });
    expect(upload.bytesSent).toBeLessThan(15 * MiB);
  });

  it("keeps reading a refused upload for as long as its sender goes on sending, so a sender kept busy past 5 s still gets the answer", async () => {
    const url = new URL(site.server.url);
    const socket = net.connect(Number(url.port), url.hostname);
    await new Promise((resolve) => socket.once("connect", resolve));
    const head = Object.entries({ ...site.owner, host: url.host, "content-type": "application/json", "content-length": String(150 * MiB) })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    socket.write(`POST /api/admin/content/import HTTP/1.1\r\n${head}\r\n`);
    // He does not read the answer for 7.5 s (a starved process), and his machine goes on sending meanwhile.
    socket.pause();
    let failure: Error | undefined;
    socket.on("error", (error) => (failure ??= error));
    const piece = Buffer.alloc(64 * 1024, "x");
    for (let i = 0; i < 15; i++) {
      socket.write(piece);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const answer = await new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      // A connection cut under him throws away what he had not read: he never sees the answer.
      if (socket.destroyed) return resolve("");
      socket.once("close", () => resolve(Buffer.concat(chunks).toString("latin1")));
      socket.on("data", (chunk: Buffer) => {
        chunks.push(chunk);
        if (Buffer.concat(chunks).includes("\r\n\r\n")) resolve(Buffer.concat(chunks).toString("latin1"));
      });
      socket.resume();
    });
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(failure).toBeUndefined();
  });
});
