import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import express from "express";
import pino from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RateLimiter } from "../security/rate-limiter";
import { cardRoutes } from "./card-routes";
import type { CardService } from "./card-service";

const rootDir = path.resolve(import.meta.dirname, "../..");
const servers: { close: () => void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

const hash = "a".repeat(20);
function cardsThat(image: CardService["image"], kept = false): CardService {
  return {
    address: () => ({ path: "", type: "image/png" }),
    find: async () => ({ kind: "image", hash }),
    image,
    isKept: () => kept,
    current: async () => [],
    previews: async () => [],
    draftImage: async () => null,
    stats: () => ({ entries: 0, bytes: 0, drawn: 0 }),
  };
}
const allowAll: RateLimiter = {
  name: "test",
  max: 1,
  windowMs: 1,
  consume: async () => ({ allowed: true, retryAfterMs: 0, remaining: 1 }),
  size: () => 0,
};
const denyAll: RateLimiter = {
  name: "test",
  max: 1,
  windowMs: 1,
  consume: async () => ({ allowed: false, retryAfterMs: 30_000, remaining: 0 }),
  size: () => 0,
};

const refuse = async () => Promise.reject(Object.assign(new Error("no"), { status: 401 }));
async function serve(cards: CardService, limiter: RateLimiter, logger = pino({ level: "silent" }), requireAdmin: () => Promise<unknown> = refuse) {
  const app = express();
  app.use(cardRoutes({ cards, limiter, rootDir, logger, requireAdmin: requireAdmin as never }));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("card routes", () => {
  it("the draft's card asked for by its hash is answered even once published (the studio's request may cross a publish)", async () => {
    const asked: (string | undefined)[] = [];
    const cards = {
      ...cardsThat(async () => ({ bytes: Buffer.from(""), type: "image/png" })),
      draftImage: async (_lang: string, _key: string, wanted?: string) => {
        asked.push(wanted);
        return wanted === hash ? { bytes: Buffer.from("card"), type: "image/png" as const } : null;
      },
    };
    const base = await serve(cards, allowAll, undefined, async () => ({ userId: "owner", email: "owner@studio.example" }));
    expect((await fetch(`${base}/api/admin/share-cards/draft/en/faq?v=${hash}`)).status).toBe(200);
    expect((await fetch(`${base}/api/admin/share-cards/draft/en/faq?v=not-a-hash`)).status).toBe(404);
    expect(asked).toEqual([hash, undefined]);
  });

  it("a card that cannot be drawn is answered with the default picture, briefly cached, and the failure logged as an error", async () => {
    const logger = pino({ level: "silent" });
    const error = vi.spyOn(logger, "error");
    const base = await serve(
      cardsThat(async () => Promise.reject(new Error("pango broke"))),
      allowAll,
      logger,
    );
    const response = await fetch(`${base}/og/en/home-${hash}.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    const fallback = readFileSync(path.join(rootDir, "public", "images", "og-default.png"));
    expect(Buffer.from(await response.arrayBuffer()).equals(fallback)).toBe(true);
    expect(error).toHaveBeenCalledOnce();
  });

  it("a card not yet drawn is refused with 429 past the limit; a drawn one is served whatever the limit", async () => {
    const png = Buffer.from("png");
    const draw = vi.fn(async () => ({ bytes: png, type: "image/png" as const }));
    const refused = await fetch(`${await serve(cardsThat(draw), denyAll)}/og/en/home-${hash}.png`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("30");
    expect(draw).not.toHaveBeenCalled();
    const kept = await fetch(`${await serve(cardsThat(draw, true), denyAll)}/og/en/home-${hash}.png`);
    expect(kept.status).toBe(200);
    expect(kept.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(kept.headers.get("etag")).toBe(`"${hash}"`);
  });

  it("the studio's list refuses a stranger", async () => {
    const response = await fetch(
      `${await serve(
        cardsThat(async () => Promise.reject(new Error())),
        allowAll,
      )}/api/admin/share-cards`,
    );
    expect(response.status).toBe(401);
  });
});
