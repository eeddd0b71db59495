import { describe, expect, inject, it } from "vitest";
import { startServer } from "../setup/server";
import { createTestPostgresDatabase } from "../support/test-databases";

type Health = {
  ok: boolean;
  stopping: boolean;
  database: string;
  checks: { database: { ok: boolean; ms: number }; outbox: { ok: boolean; waiting: number; overdue: number } };
};

const health = async (url: string) => {
  const response = await fetch(`${url}/api/health`);
  return { status: response.status, body: (await response.json()) as Health, cache: response.headers.get("cache-control") };
};

describe("health", () => {
  it("says the database answers and the outbox drains; liveness needs nothing", async () => {
    const server = await startServer();
    try {
      const { status, body, cache } = await health(server.url);
      expect(status).toBe(200);
      expect(cache).toBe("no-store");
      expect(body).toMatchObject({
        ok: true,
        stopping: false,
        database: "pglite",
        checks: { database: { ok: true }, outbox: { ok: true, overdue: 0 } },
      });
      expect(await (await fetch(`${server.url}/api/health/live`)).json()).toEqual({ ok: true });
    } finally {
      await server.stop();
    }
  });

  it("answers 503 while PostgreSQL is gone, and 200 again once it is back", async () => {
    const adminUrl = inject("postgresUrl");
    if (!adminUrl) throw new Error(inject("postgresError"));
    const database = await createTestPostgresDatabase(adminUrl);
    const server = await startServer({ DATABASE_URL: database.url });
    try {
      expect((await health(server.url)).status).toBe(200);
      // The database's connections are cut and no new one is allowed.
      const name = new URL(database.url).pathname.slice(1);
      const pg = (await import("pg")).default;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1`, [name]);
      const down = await health(server.url);
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({ ok: false, checks: { database: { ok: false } } });
      // The process itself is alive.
      expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await admin.end();
      await expect.poll(async () => (await health(server.url)).status, { timeout: 10_000 }).toBe(200);
    } finally {
      await server.stop();
      await database.drop();
    }
  });
});
