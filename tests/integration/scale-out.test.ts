import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { rootDir, startServer, type RunningServer } from "../setup/server";
import { fakeKey, startFakePageSpeed, type FakePageSpeed } from "../fixtures/pagespeed/fake-pagespeed";
import type { SpeedJobView } from "#core/tools/website-report";
import { startDeployNginx } from "../support/nginx-deploy";
import { startSmtp, type TestSmtp } from "../setup/smtp";
import { createTestPostgresDatabase } from "../support/test-databases";
import { freePort } from "../support/free-port";

/**
 * The site scaled out as the README's production steps deploy it (ADR 023, 024, 026): one
 * PostgreSQL, two instances, a website speed worker (npm run worker), and Debian's nginx in front
 * with the shipped configuration (deploy/nginx/site.conf; only its ports and the build's path are
 * changed here).
 */
const LIMIT = 5;
const secrets = { APP_SECRET: randomBytes(32).toString("hex"), JWT_SECRET: randomBytes(32).toString("hex") };

let database: { url: string; drop: () => Promise<void> };
let smtp: TestSmtp;
let pagespeed: FakePageSpeed;
let instances: RunningServer[] = [];
let nginx: Awaited<ReturnType<typeof startDeployNginx>>;
let site: string;

async function startInstance(port: number) {
  return startServer({
    PORT: String(port),
    DATABASE_URL: database.url,
    SITE_URL: site,
    TRUST_PROXY: "true",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    NOTIFY_EMAIL: "owner@studio.example",
    CONTACT_MIN_FILL_MS: "0",
    CONTACT_RATE_LIMIT: String(LIMIT),
    OUTBOX_POLL_MS: "200",
    OUTBOX_BASE_DELAY_MS: "200",
    // The instances never run a check themselves: the worker does (deploy/env.example).
    WEBSITE_SPEED_WORKER: "off",
    ...secrets,
  });
}

/** `npm run worker` with the instances' environment; its checks go to a fake PageSpeed API on loopback. */
async function startWorker() {
  const child = spawn(process.execPath, ["scripts/worker.ts"], {
    cwd: rootDir,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      PRINT_PORT: "1",
      DATABASE_URL: database.url,
      SITE_URL: site,
      PAGESPEED_API_KEY: fakeKey,
      PAGESPEED_API_URL: pagespeed.apiUrl,
      LIGHTHOUSE_CHROME_PATH: "/nonexistent/chrome",
      ...secrets,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await expect.poll(() => output, { timeout: 30_000 }).toContain("WORKER READY");
  return { process: child, output: () => output, exited: new Promise<number | null>((resolve) => child.once("exit", resolve)) };
}
let worker: { process: ChildProcess } | undefined;

beforeAll(async () => {
  const adminUrl = inject("postgresUrl");
  if (!adminUrl) throw new Error(inject("postgresError"));
  database = await createTestPostgresDatabase(adminUrl);
  smtp = await startSmtp();
  pagespeed = await startFakePageSpeed({ delayMs: 400 });
  const [listen, a, b] = [await freePort(), await freePort(), await freePort()];
  site = `http://127.0.0.1:${listen}`;
  // Started together on a fresh database, as `systemctl enable --now site@3001 site@3002` does: they take turns at the migrations.
  instances = await Promise.all([startInstance(a), startInstance(b)]);
  nginx = await startDeployNginx(listen, [a, b]);
}, 120_000);

afterAll(async () => {
  nginx?.stop();
  await Promise.all(instances.map((instance) => instance.stop()));
  worker?.process.kill("SIGTERM");
  await smtp?.stop();
  await pagespeed?.stop();
  await database?.drop();
});

/** A visitor on a loopback address of his own (127.0.1.n…): nginx passes it on as the visitor's address. */
const agents = new Map<number, http.Agent>();
function agentAt(n: number) {
  if (!agents.has(n))
    agents.set(n, new http.Agent({ keepAlive: true, localAddress: `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}` } as http.AgentOptions));
  return agents.get(n)!;
}

function request(from: number, method: "GET" | "POST", target: string, body?: string): Promise<{ status: number; json: Record<string, unknown> }> {
  const url = new URL(target, site);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method,
        agent: agentAt(from),
        headers: body ? { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body) } : {},
      },
      (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () => {
          let json: Record<string, unknown> = {};
          try {
            json = JSON.parse(text) as Record<string, unknown>;
          } catch {
            // An error page from nginx: no JSON.
          }
          resolve({ status: res.statusCode ?? 0, json });
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

async function sendLead(n: number, from: number) {
  // The form asks for its token from the visitor's own address, as a browser would.
  const token = await request(from, "GET", "/api/contact/token");
  if (typeof token.json.token !== "string") throw new Error(`lead ${n}: the form token was refused (${token.status} ${JSON.stringify(token.json)})`);
  const body = new URLSearchParams({
    started: token.json.token,
    lang: "en",
    name: `Visitor ${n}`,
    email: `lead-${n}@example.com`,
    message: `Enquiry number ${n} through the load balancer.`,
  }).toString();
  const answer = await request(from, "POST", "/api/contact", body);
  if (answer.status === 200 && answer.json.status !== "sent") throw new Error(`lead ${n}: 200 with ${JSON.stringify(answer.json)}`);
  return answer.status;
}

async function storedLeadEmails(): Promise<string[]> {
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query<{ email: string }>("SELECT email FROM leads")).rows.map((row) => row.email);
  } finally {
    await client.end();
  }
}

describe("two instances behind nginx on one PostgreSQL", () => {
  it("serves pages from the instances and built files from disk", async () => {
    const page = await fetch(`${site}/en/faq`);
    expect(page.status).toBe(200);
    expect(page.headers.get("x-page-cache")).toMatch(/fresh|stale/);
    const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(await page.text())![1];
    const asset = await fetch(`${site}${stylesheet}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // nginx answered it alone: the app would have added its security headers.
    expect(asset.headers.get("content-security-policy")).toBeNull();
  });

  it("holds the contact limit across both instances: a limit of 5 is 5 in total", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 3; i++) statuses.push(await sendLead(10_000 + i, 999));
    expect(statuses).toEqual([...Array(LIMIT).fill(200), 429, 429, 429]);
  });

  it("runs website speed checks in the worker: asked through one instance, answered through the other; a stopped worker hands its job on", async () => {
    const [a, b] = instances as [RunningServer, RunningServer];
    const check = async (through: RunningServer, url: string) => {
      const response = await fetch(`${through.url}/api/tools/website-speed`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ url, lang: "en" }),
      });
      return { status: response.status, body: (await response.json()) as SpeedJobView };
    };
    const poll = async (through: RunningServer, id: string) =>
      (await (await fetch(`${through.url}/api/tools/website-speed/${id}?lang=ar`)).json()) as SpeedJobView;
    const leased = async () => {
      const pg = (await import("pg")).default;
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const jobs = await client.query<{ state: string; lease_id: string | null }>("SELECT state, lease_id FROM speed_jobs WHERE url LIKE '%/slow'");
        const workers = await client.query("SELECT id FROM speed_workers");
        return { jobs: jobs.rows, workers: workers.rowCount };
      } finally {
        await client.end();
      }
    };

    // No worker yet: neither instance offers the check.
    expect((await check(a, "https://93.184.215.14/")).status).toBe(503);

    let running = await startWorker();
    worker = running;
    const asked = await check(a, "https://93.184.215.14/");
    expect(asked.status).toBe(202);
    await expect.poll(async () => (await poll(b, asked.body.id)).state, { timeout: 20_000 }).toBe("done");
    const answered = await poll(b, asked.body.id);
    expect(answered.results.mobile?.provider).toBe("pagespeed");
    expect(answered.results.desktop?.provider).toBe("pagespeed");
    // Asked again through the other instance: the result cached in the database, at once.
    const again = await check(b, "https://93.184.215.14/");
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ state: "done", cached: true });
    expect(pagespeed.requests()).toHaveLength(2);

    // SIGTERM while a slow check runs: the job goes back to the queue, nothing stays leased.
    const slow = await check(b, "https://93.184.215.14/slow");
    await expect.poll(async () => (await poll(a, slow.body.id)).current, { timeout: 10_000 }).toBe("mobile");
    running.process.kill("SIGTERM");
    expect(await running.exited).toBe(0);
    expect(await leased()).toEqual({ jobs: [{ state: "queued", lease_id: null }], workers: 0 });
    // A new worker takes it up; the visitor polling through either instance sees it finish.
    running = await startWorker();
    worker = running;
    await expect.poll(async () => (await poll(a, slow.body.id)).state, { timeout: 30_000 }).toBe("done");
    expect((await poll(b, slow.body.id)).results.desktop?.score).toBeGreaterThan(0);
  }, 120_000);

  it("stores 1,000 enquiries sent through both instances and mails each exactly once", async () => {
    const total = 1000;
    const statuses: number[] = [];
    // 200 visitors, 5 enquiries each (the limit), 20 at a time.
    for (let wave = 0; wave < total; wave += 20)
      statuses.push(...(await Promise.all(Array.from({ length: 20 }, (_v, i) => sendLead(wave + i, Math.floor((wave + i) / LIMIT))))));
    expect(statuses.filter((status) => status === 200)).toHaveLength(total);
    const emails = await storedLeadEmails();
    for (let n = 0; n < total; n++) expect(emails).toContain(`lead-${n}@example.com`);
    await smtp.waitFor(total, 120_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const counts = new Map<number, number>();
    for (const mail of smtp.mails) {
      const n = Number(/lead-(\d+)@example\.com/.exec(mail.text)?.[1]);
      if (n < total) counts.set(n, (counts.get(n) ?? 0) + 1);
    }
    expect(counts.size).toBe(total);
    expect([...counts.values()].filter((count) => count !== 1)).toEqual([]);
  }, 300_000);

  it("keeps serving and loses no acknowledged enquiry when an instance is killed under load", async () => {
    const acknowledged: number[] = [];
    let sent = 0;
    const load = (async () => {
      for (let wave = 0; wave < 30; wave++) {
        const results = await Promise.all(
          Array.from({ length: 10 }, async (_v, i) => {
            const n = 20_000 + wave * 10 + i;
            sent++;
            const status = await sendLead(n, 500 + Math.floor(n / LIMIT)).catch(() => 0);
            return { n, status };
          }),
        );
        for (const { n, status } of results) if (status === 200) acknowledged.push(n);
      }
    })();
    // Killed once about a third of the enquiries are in.
    await expect.poll(() => acknowledged.length, { timeout: 60_000, interval: 20 }).toBeGreaterThanOrEqual(100);
    instances[1]!.process.kill("SIGKILL");
    const atKill = acknowledged.length;
    await load;
    // The survivor took the rest.
    expect(acknowledged.length - atKill).toBeGreaterThan(150);
    expect(sent).toBe(300);
    // Most still went through (the survivor took them); every one acknowledged is stored.
    expect(acknowledged.length).toBeGreaterThan(250);
    const emails = new Set(await storedLeadEmails());
    for (const n of acknowledged) expect(emails.has(`lead-${n}@example.com`), `lead ${n}`).toBe(true);
    // The site still answers, pages and health alike.
    for (let i = 0; i < 10; i++) expect((await fetch(`${site}/en`)).status).toBe(200);
    expect((await fetch(`${site}/api/health`)).status).toBe(200);
  }, 300_000);
});
