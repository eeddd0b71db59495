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
    // A killed instance's claimed mail goes back to the queue after this (ADR 029; 2 minutes by default).
    OUTBOX_LEASE_MS: "3000",
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

  it("loses no acknowledged enquiry and no notification when instances are killed under load, again and again", async () => {
    // The mail server holds each answer a moment, so every kill finds mail in the killed instance's hands,
    // some of it already delivered (the only duplicates possible: counted, same Message-ID).
    smtp.answerDelay(60);
    const first = 30_000;
    const acknowledged: number[] = [];
    const resentAndAcknowledged: number[] = [];
    let sent = 0;
    let done = false;
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    /** A visitor sends the form; a 502 (his request died with its instance) makes him send the very same form again. */
    async function visitor(n: number) {
      const from = 600 + Math.floor((n - first) / 4);
      let token: string | undefined;
      for (let tries = 0; !token && tries < 5; tries++) {
        const answer = await request(from, "GET", "/api/contact/token").catch(() => undefined);
        token = typeof answer?.json.token === "string" ? answer.json.token : undefined;
        if (!token) await sleep(200);
      }
      if (!token) return;
      const form = new URLSearchParams({
        started: token,
        lang: "en",
        name: `Visitor ${n}`,
        email: `lead-${n}@example.com`,
        message: `Enquiry number ${n} while instances die.`,
      }).toString();
      for (let tries = 0; tries < 4; tries++) {
        const answer = await request(from, "POST", "/api/contact", form).catch(() => undefined);
        if (answer?.status === 200 && answer.json.status === "sent") {
          acknowledged.push(n);
          if (tries > 0) resentAndAcknowledged.push(n);
          return;
        }
        // Only a lost answer is sent again; any other answer is the site's word.
        if (answer && answer.status !== 502) return;
        await sleep(300);
      }
    }

    // Four visitors at a time, each a moment after the last: some request is always in flight, at a
    // pace one instance and its mail can carry (about 25 enquiries a second here).
    let next = first;
    const load = Promise.all(
      Array.from({ length: 4 }, async () => {
        while (!done) {
          sent++;
          await visitor(next++);
          await sleep(50);
        }
      }),
    );
    const started = Date.now();

    const kills: { instance: number; acknowledgedBefore: number }[] = [];
    for (const victim of [1, 0, 1]) {
      const target = acknowledged.length + 80;
      await expect.poll(() => acknowledged.length, { timeout: 60_000, interval: 20 }).toBeGreaterThanOrEqual(target);
      const dead = instances[victim]!;
      dead.process.kill("SIGKILL");
      kills.push({ instance: victim, acknowledgedBefore: acknowledged.length });
      await dead.stop();
      instances[victim] = await startInstance(dead.port);
      // nginx sends to a server it saw fail again only after its fail_timeout (10 s): the next kill waits for that.
      await sleep(11_000);
    }
    done = true;
    await load;
    const loadEnded = Date.now();

    // Every enquiry the site acknowledged is stored, once.
    const emails = await storedLeadEmails();
    const stored = new Map<string, number>();
    for (const email of emails) stored.set(email, (stored.get(email) ?? 0) + 1);
    const missing = acknowledged.filter((n) => !stored.has(`lead-${n}@example.com`));
    expect(missing).toEqual([]);
    expect(acknowledged.filter((n) => stored.get(`lead-${n}@example.com`) !== 1)).toEqual([]);

    // Every acknowledged enquiry's notification reaches the mail server, a killed instance's claimed mail once its lease ends.
    const copies = () => {
      const counts = new Map<number, number>();
      for (const mail of smtp.mails) {
        const n = Number(/lead-(\d+)@example\.com/.exec(mail.text)?.[1]);
        if (n >= first) counts.set(n, (counts.get(n) ?? 0) + 1);
      }
      return counts;
    };
    await expect.poll(() => acknowledged.filter((n) => !copies().has(n)), { timeout: 90_000, interval: 500 }).toEqual([]);
    const allNotified = Date.now();
    const pg = (await import("pg")).default;
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    let outcome: { unsent: number; failed: number; counted: number; reclaimed: number };
    try {
      // Nothing left to send, nothing failed; sent again: the rows claimed more than once.
      await expect
        .poll(async () => (await client.query("SELECT count(*)::int AS n FROM outbox WHERE status <> 'sent'")).rows[0].n, { timeout: 30_000 })
        .toBe(0);
      const { rows } = await client.query<{ unsent: number; failed: number; counted: number; reclaimed: number }>(
        `SELECT count(*) FILTER (WHERE o.status <> 'sent')::int AS unsent, count(*) FILTER (WHERE o.status = 'failed')::int AS failed,
                coalesce(sum(o.possible_duplicates), 0)::int AS counted, count(*) FILTER (WHERE o.attempts > 1)::int AS reclaimed
           FROM outbox o JOIN leads l ON l.id = o.lead_id WHERE l.email LIKE 'lead-%@example.com' AND l.message LIKE '%while instances die.'`,
      );
      outcome = rows[0]!;
    } finally {
      await client.end();
    }
    const delivered = copies();
    const duplicates = [...delivered.values()].reduce((sum, count) => sum + count - 1, 0);
    console.log(
      `crash test: ${kills.length} kills (${kills.map((kill) => `instance ${kill.instance + 1} at ${kill.acknowledgedBefore} acknowledged`).join(", ")}); ` +
        `${sent} enquiries sent, ${acknowledged.length} acknowledged (${resentAndAcknowledged.length} of them on the visitor's resend after a 502), ` +
        `${delivered.size} notified, ${duplicates} duplicate copies, ${outcome.counted} counted as possible duplicates, ${outcome.reclaimed} mails sent again after their instance died; ` +
        `load ${Math.round((loadEnded - started) / 1000)} s, every notification in ${Math.round((allNotified - loadEnded) / 100) / 10} s after it`,
    );
    expect(outcome.failed).toBe(0);
    expect(outcome.unsent).toBe(0);
    // The kills did find mail in flight, and it went out after all.
    expect(outcome.reclaimed).toBeGreaterThan(0);
    // A copy arrives twice only after an attempt that may have delivered it, and every such copy is counted.
    expect(duplicates).toBeLessThanOrEqual(outcome.counted);
    expect(acknowledged.length).toBeGreaterThan(200);

    // The site still answers, pages and health alike.
    smtp.answerDelay(0);
    for (let i = 0; i < 10; i++) expect((await fetch(`${site}/en`)).status).toBe(200);
    const health = await fetch(`${site}/api/health`);
    expect(health.status).toBe(200);
    expect(((await health.json()) as { checks: { outbox: { possibleDuplicates: number } } }).checks.outbox.possibleDuplicates).toBe(outcome.counted);
  }, 300_000);
});
