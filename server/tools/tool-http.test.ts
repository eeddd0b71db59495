import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { parseConfig } from "../config";
import { concurrencyGate, createToolRateLimit, toolJson } from "./tool-http";

const servers: { close: () => void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function serve(app: express.Express): Promise<string> {
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const post = (url: string, body: string) => fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body });

describe("toolJson", () => {
  it("answers broken JSON with a translated 400 instead of the generic error", async () => {
    const app = express();
    app.post("/t", toolJson, (_req, res) => res.json({ ok: true }));
    const base = await serve(app);
    const broken = await post(`${base}/t?lang=en`, "{not json");
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({
      error: { code: "invalid_json", title: "Unsupported request", message: "The tool's data must be sent as JSON." },
    });
    const arabic = await post(`${base}/t`, "{");
    expect(((await arabic.json()) as { error: { title: string } }).error.title).toBe("طلب غير مدعوم");
    const large = await post(`${base}/t?lang=en`, JSON.stringify({ text: "x".repeat(9000) }));
    expect(large.status).toBe(413);
    expect((await post(`${base}/t`, "{}")).status).toBe(200);
  });
});

describe("rate limit after the JSON body", () => {
  it("words the 429 in the language the body names", async () => {
    const app = express();
    const limit = createToolRateLimit(parseConfig({ TOOLS_RATE_LIMIT: "1" }));
    app.post("/t", toolJson, limit("t"), (_req, res) => res.json({ ok: true }));
    const base = await serve(app);
    expect((await post(`${base}/t`, JSON.stringify({ lang: "en" }))).status).toBe(200);
    const refused = await post(`${base}/t`, JSON.stringify({ lang: "en" }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { title: string } }).error.title).toBe("Too many requests");
  });
});

describe("concurrencyGate", () => {
  it("refuses beyond the limit with a translated 503 and frees the slot when a response ends", async () => {
    const app = express();
    const release: (() => void)[] = [];
    app.get("/t", concurrencyGate(1), (_req, res) => {
      release.push(() => res.json({ ok: true }));
    });
    const base = await serve(app);
    const first = fetch(`${base}/t`);
    while (release.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const busy = await fetch(`${base}/t?lang=en`);
    expect(busy.status).toBe(503);
    expect(((await busy.json()) as { error: { code: string; title: string } }).error).toMatchObject({ code: "busy", title: "Server busy" });
    release.shift()!();
    expect((await first).status).toBe(200);
    const again = fetch(`${base}/t`);
    while (release.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    release.shift()!();
    expect((await again).status).toBe(200);
  });
});
