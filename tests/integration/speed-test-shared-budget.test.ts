import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startServer, type RunningServer } from "../setup/server";
import { createTestPostgresDatabase } from "../support/test-databases";

// Two instances on one PostgreSQL database (ADR 024, 025): the internet speed test's byte budget
// per visitor is counted in the shared store, so moving bytes through both does not double it.

const MiB = 2 ** 20;
const secrets = { APP_SECRET: randomBytes(32).toString("hex"), JWT_SECRET: randomBytes(32).toString("hex") };
let database: { url: string; drop: () => Promise<void> };
const instances: RunningServer[] = [];

beforeAll(async () => {
  const adminUrl = inject("postgresUrl");
  if (!adminUrl) throw new Error(inject("postgresError"));
  database = await createTestPostgresDatabase(adminUrl);
  // One after the other: the first migrates the database.
  for (let i = 0; i < 2; i++)
    instances.push(await startServer({ DATABASE_URL: database.url, TRUST_PROXY: "true", SPEEDTEST_BYTE_BUDGET: String(8 * MiB), ...secrets }));
});

afterAll(async () => {
  for (const instance of instances) await instance.stop();
  await database?.drop();
});

const visitor = { "x-forwarded-for": "198.51.100.77" };

async function download(instance: RunningServer, bytes: number) {
  const response = await fetch(`${instance.url}/api/tools/speed-test/download?bytes=${bytes}&lang=en`, { headers: visitor });
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}

/** An upload without a declared length, as a stream: counted as it arrives. */
async function chunkedUpload(instance: RunningServer, bytes: number) {
  const response = await fetch(`${instance.url}/api/tools/speed-test/upload?lang=en`, {
    method: "POST",
    headers: { ...visitor, "content-type": "application/octet-stream" },
    body: new ReadableStream({
      start(controller) {
        for (let sent = 0; sent < bytes; sent += 256 * 1024) controller.enqueue(randomBytes(Math.min(256 * 1024, bytes - sent)));
        controller.close();
      },
    }),
    duplex: "half",
  } as RequestInit);
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe("the speed test's byte budget with two instances", () => {
  it("is one budget for a visitor, whichever instance moves the bytes", async () => {
    const [first, second] = instances as [RunningServer, RunningServer];
    // 8 MiB per window: 4 down through the first instance…
    expect((await download(first, 4 * MiB)).status).toBe(200);
    // …3 up and 1 down through the second (each instance alone has seen no more than half the budget)…
    expect(await chunkedUpload(second, 3 * MiB)).toEqual({ status: 200, json: { bytes: 3 * MiB } });
    expect((await download(second, MiB)).status).toBe(200);
    // …and the budget is spent on both.
    const refused = await download(first, MiB);
    expect(refused.status).toBe(429);
    expect((JSON.parse(refused.body.toString()) as { error: { code: string } }).error.code).toBe("rate_limited");
    expect((await download(second, MiB)).status).toBe(429);
    // Another visitor has a budget of his own.
    expect(
      (await fetch(`${second.url}/api/tools/speed-test/download?bytes=${MiB}`, { headers: { "x-forwarded-for": "198.51.100.78" } })).status,
    ).toBe(200);
  });
});
