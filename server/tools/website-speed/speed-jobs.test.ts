import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { Strategy, StrategyReport } from "#core/tools/website-report";
import type { DatabaseHandle } from "../../db/database";
import { openTestPglite } from "../../../tests/support/pglite-template";
import { speedJobs, speedResults, speedWorkers } from "../../db/schema";
import { maxActivePerOwner, type SpeedJob } from "./speed-jobs";
import { createSpeedQueue, type SpeedQueue } from "./speed-queue";
import { createSpeedRunner, type SpeedRunner, type SpeedRunnerOptions } from "./speed-runner";
import { AuditError } from "./lighthouse-result";
import { auditAttempts, type SpeedProvider } from "./providers";

const logger = pino({ level: "silent" });

const report = (url: string, strategy: Strategy, provider: StrategyReport["provider"] = "lighthouse"): StrategyReport => ({
  strategy,
  score: strategy === "mobile" ? 61 : 93,
  band: strategy === "mobile" ? "average" : "good",
  metrics: [],
  opportunities: [],
  finalUrl: url,
  fetchedAt: new Date(0).toISOString(),
  provider,
  lighthouseVersion: "13.5.0",
});

/** A provider whose audits finish when the test says so. */
function manualProvider(id: SpeedProvider["id"] = "lighthouse", concurrency = 1) {
  const pending: { url: string; strategy: Strategy; finish: (score?: number) => void; fail: (error: Error) => void }[] = [];
  const calls: string[] = [];
  const provider: SpeedProvider = {
    id,
    concurrency,
    audit: (url, strategy, signal) =>
      new Promise((resolve, reject) => {
        signal.addEventListener("abort", () => reject(signal.reason as Error), { once: true });
        calls.push(`${strategy} ${url}`);
        pending.push({
          url,
          strategy,
          finish: (score) => resolve({ ...report(url, strategy, id), ...(score === undefined ? {} : { score }) }),
          fail: reject,
        });
      }),
  };
  const next = async () => {
    await expect.poll(() => pending.length).toBeGreaterThan(0);
    return pending.shift()!;
  };
  return { provider, calls, next, pending };
}

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestPglite();
});
afterAll(async () => {
  await handle?.close();
});

const runners: SpeedRunner[] = [];
beforeEach(async () => {
  await handle.db.delete(speedJobs);
  await handle.db.delete(speedResults);
  await handle.db.delete(speedWorkers);
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.close()));
});

type Setup = Partial<Omit<SpeedRunnerOptions, "db" | "logger">> & { queueMax?: number; abandonMs?: number };

/** One instance: a queue and, with providers, a runner (as WEBSITE_SPEED_WORKER=inline has). */
async function instance(setup: Setup = {}) {
  const { queueMax = 5, providers = [], cacheMs = 60_000, ...rest } = setup;
  const runner = createSpeedRunner({ db: handle.db, providers, cacheMs, logger, pollMs: 50, ...rest });
  runners.push(runner);
  const queue = createSpeedQueue({ db: handle.db, queueMax, onQueued: () => runner.nudge(), ...rest });
  await runner.start();
  return { queue, runner };
}

async function started(queue: SpeedQueue, url: string, owner = "1.1.1.1"): Promise<SpeedJob> {
  const result = await queue.start(url, owner);
  if (!result.ok) throw new Error(`not started: ${result.reason}`);
  return result.job;
}

/** The job as a poll reads it. */
const read = async (queue: SpeedQueue, id: string) => (await queue.get(id))!;
const stateOf = async (queue: SpeedQueue, id: string) => (await queue.get(id))?.state;

describe("website speed jobs on the shared queue", () => {
  test("one job audits mobile then desktop; later jobs wait in line with their position", async () => {
    const { provider, calls, next } = manualProvider();
    const { queue } = await instance({ providers: [provider] });
    const first = await started(queue, "https://a.example/", "1.1.1.1");
    const second = await started(queue, "https://b.example/", "2.2.2.2");
    const third = await started(queue, "https://c.example/", "3.3.3.3");
    await expect.poll(async () => (await read(queue, first.id)).current).toBe("mobile");
    expect([await queue.position(second), await queue.position(third)]).toEqual([1, 2]);

    (await next()).finish();
    await expect.poll(async () => (await read(queue, first.id)).current).toBe("desktop");
    expect((await read(queue, first.id)).results.mobile?.score).toBe(61);
    (await next()).finish();
    await expect.poll(() => stateOf(queue, first.id)).toBe("done");
    await expect.poll(() => stateOf(queue, second.id)).toBe("running");
    expect(await queue.position(await read(queue, third.id))).toBe(1);
    expect(calls).toEqual(["mobile https://a.example/", "desktop https://a.example/", "mobile https://b.example/"]);
  });

  test("a finished URL is answered from the cache, done at once, until the cache time passes", async () => {
    let now = Date.now();
    const { provider, next } = manualProvider();
    const { queue } = await instance({ providers: [provider], cacheMs: 30 * 60_000, now: () => now });
    const first = await started(queue, "https://a.example/");
    (await next()).finish();
    (await next()).finish();
    await expect.poll(() => stateOf(queue, first.id)).toBe("done");

    now += 29 * 60_000;
    const again = await queue.start("https://a.example/", "9.9.9.9");
    expect(again.ok && again.job).toMatchObject({ state: "done", cached: true, results: { mobile: { score: 61 }, desktop: { score: 93 } } });
    now += 2 * 60_000;
    const stale = await started(queue, "https://a.example/", "9.9.9.9");
    expect(stale).toMatchObject({ state: "queued", cached: false, results: {} });
  });

  test("the same URL already waiting or running is shared, also when another instance is asked", async () => {
    const { provider, calls } = manualProvider();
    const { queue } = await instance({ providers: [provider] });
    const other = createSpeedQueue({ db: handle.db, queueMax: 5 });
    const first = await started(queue, "https://a.example/", "1.1.1.1");
    const second = await started(other, "https://a.example/", "2.2.2.2");
    expect(second.id).toBe(first.id);
    await expect.poll(() => calls.length).toBe(1);
  });

  test("limits: a few jobs per visitor, and a bounded queue for everyone", async () => {
    const { provider } = manualProvider();
    const { queue } = await instance({ providers: [provider], queueMax: 3 });
    for (let index = 0; index < maxActivePerOwner; index += 1) await started(queue, `https://${index}.example/`, "1.1.1.1");
    expect(await queue.start("https://more.example/", "1.1.1.1")).toEqual({ ok: false, reason: "tooMany" });
    // One running; with two more waiting the queue of three is full.
    await expect.poll(async () => (await handle.db.select().from(speedJobs).where(eq(speedJobs.state, "running"))).length).toBe(1);
    await started(queue, "https://x.example/", "2.2.2.2");
    await started(queue, "https://y.example/", "3.3.3.3");
    expect(await queue.start("https://z.example/", "4.4.4.4")).toEqual({ ok: false, reason: "busy" });
  });

  test("a queued job nobody polls any more is dropped; one that is polled stays", async () => {
    let now = Date.now();
    const { provider } = manualProvider();
    const { queue } = await instance({ providers: [provider], abandonMs: 30_000, now: () => now });
    const running = await started(queue, "https://running.example/", "1.1.1.1");
    await expect.poll(() => stateOf(queue, running.id)).toBe("running");
    const left = await started(queue, "https://left.example/", "2.2.2.2");
    const kept = await started(queue, "https://kept.example/", "3.3.3.3");
    now += 20_000;
    await queue.get(kept.id);
    await queue.get(running.id);
    now += 20_000;
    await queue.sweep();
    expect(await queue.get(left.id)).toBeUndefined();
    const still = await read(queue, kept.id);
    expect(still.state).toBe("queued");
    expect(await queue.position(still)).toBe(1);
  });

  test("an unavailable provider hands the audit to the next; a page that fails does not", async () => {
    const quota: SpeedProvider = { id: "pagespeed", concurrency: 1, audit: () => Promise.reject(new AuditError("unavailable", "429")) };
    const local = manualProvider("lighthouse");
    const { queue, runner } = await instance({ providers: [quota, local.provider], cacheMs: 0 });
    const handed = await started(queue, "https://a.example/");
    (await local.next()).finish();
    (await local.next()).finish();
    await expect.poll(() => stateOf(queue, handed.id)).toBe("done");
    expect((await read(queue, handed.id)).results.mobile?.provider).toBe("lighthouse");
    await runner.close();

    const down: SpeedProvider = {
      id: "pagespeed",
      concurrency: 1,
      audit: () => Promise.reject(new AuditError("unreachable", "FAILED_DOCUMENT_REQUEST")),
    };
    const fallback = manualProvider("lighthouse");
    const second = await instance({ providers: [down, fallback.provider], cacheMs: 0 });
    const failed = await started(second.queue, "https://down.example/");
    await expect.poll(() => stateOf(second.queue, failed.id)).toBe("failed");
    expect((await read(second.queue, failed.id)).errorCode).toBe("unreachable");
    expect(fallback.calls).toEqual([]);
  });

  test("a half the browser could not measure is reported as missing; the good half is kept and cached", async () => {
    const { provider, calls, next } = manualProvider();
    const { queue } = await instance({ providers: [provider] });
    const first = await started(queue, "https://a.example/");
    (await next()).finish();
    // The browser loses the computer run each of the three times it is tried.
    for (let attempt = 0; attempt < auditAttempts; attempt += 1)
      (await next()).fail(new AuditError("failed", "no performance score (NO_NAVSTART)", { transient: true }));
    await expect.poll(() => stateOf(queue, first.id)).toBe("done");
    const done = await read(queue, first.id);
    expect(done.missing).toEqual(["desktop"]);
    expect(done.results.mobile?.score).toBe(61);
    expect(done.errorCode).toBeNull();

    // Asked again: only the missing half runs; the phone result comes from the cache.
    const again = await started(queue, "https://a.example/");
    expect(again.id).not.toBe(first.id);
    (await next()).finish();
    await expect.poll(() => stateOf(queue, again.id)).toBe("done");
    expect((await read(queue, again.id)).missing).toEqual([]);
    expect(calls).toEqual(["mobile https://a.example/", ...Array(auditAttempts + 1).fill("desktop https://a.example/")]);
  });

  test("a run the browser loses once is tried again within the job, unseen by the visitor", async () => {
    const { provider, calls, next } = manualProvider();
    const { queue } = await instance({ providers: [provider], cacheMs: 0 });
    const job = await started(queue, "https://a.example/");
    (await next()).fail(new AuditError("failed", "no performance score (NO_NAVSTART)", { transient: true }));
    (await next()).finish();
    (await next()).finish();
    await expect.poll(() => stateOf(queue, job.id)).toBe("done");
    expect((await read(queue, job.id)).missing).toEqual([]);
    expect(calls).toEqual(["mobile https://a.example/", "mobile https://a.example/", "desktop https://a.example/"]);
  });

  test("a lost phone half still measures the computer; both lost fails the job; a page error ends it at once", async () => {
    const { provider, calls, next } = manualProvider();
    const { queue } = await instance({ providers: [provider], cacheMs: 0 });
    const phoneLost = await started(queue, "https://a.example/");
    (await next()).fail(new AuditError("failed", "Lighthouse failed: protocol error"));
    (await next()).finish();
    await expect.poll(() => stateOf(queue, phoneLost.id)).toBe("done");
    expect(await read(queue, phoneLost.id)).toMatchObject({ missing: ["mobile"], results: { desktop: { score: 93 } } });

    const bothLost = await started(queue, "https://b.example/");
    (await next()).fail(new AuditError("failed", "lost"));
    (await next()).fail(new AuditError("failed", "lost again"));
    await expect.poll(() => stateOf(queue, bothLost.id)).toBe("failed");
    expect((await read(queue, bothLost.id)).errorCode).toBe("failed");

    const down = await started(queue, "https://c.example/");
    (await next()).fail(new AuditError("unreachable", "FAILED_DOCUMENT_REQUEST"));
    await expect.poll(() => stateOf(queue, down.id)).toBe("failed");
    expect((await read(queue, down.id)).errorCode).toBe("unreachable");
    expect(calls.filter((call) => call.endsWith("c.example/"))).toEqual(["mobile https://c.example/"]);
  });

  test("two runners share one queue: both work at once and no job is audited twice", async () => {
    const one = manualProvider();
    const two = manualProvider();
    const { queue } = await instance({ providers: [one.provider] });
    await instance({ providers: [two.provider] });
    const jobs = [];
    for (let index = 0; index < 4; index += 1) jobs.push(await started(queue, `https://${index}.example/`, `10.0.0.${index}`));
    await expect.poll(() => one.pending.length + two.pending.length).toBe(2);
    expect(one.pending.length).toBe(1);
    expect(two.pending.length).toBe(1);
    while ((await Promise.all(jobs.map((job) => stateOf(queue, job.id)))).some((state) => state !== "done")) {
      for (const { pending } of [one, two]) pending.splice(0).forEach((audit) => audit.finish());
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const audited = [...one.calls, ...two.calls].sort();
    expect(audited).toEqual([0, 1, 2, 3].flatMap((index) => [`desktop https://${index}.example/`, `mobile https://${index}.example/`]).sort());
  });

  test("a runner that stops renewing its lease loses the job to another, which keeps the half already measured", async () => {
    // The first runner's clock stands still, so the leases it renews end at 60 s; the second lives past that.
    const frozen = Date.now();
    let later = frozen;
    const stuck = manualProvider();
    const { queue } = await instance({ providers: [stuck.provider], now: () => frozen, leaseMs: 60_000, renewMs: 50 });
    const job = await started(queue, "https://a.example/");
    (await stuck.next()).finish();
    await expect.poll(async () => (await read(queue, job.id)).current).toBe("desktop");
    const desktop = await stuck.next();

    const rescuer = manualProvider();
    await instance({ providers: [rescuer.provider], now: () => later, abandonMs: 600_000 });
    later = frozen + 61_000;
    const taken = await rescuer.next();
    expect(taken.strategy).toBe("desktop");
    taken.finish();
    await expect.poll(() => stateOf(queue, job.id)).toBe("done");
    // The first runner's late answer is not written over the job.
    desktop.finish(12);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(rescuer.calls).toEqual(["desktop https://a.example/"]);
    expect(await read(queue, job.id)).toMatchObject({ state: "done", missing: [], results: { mobile: { score: 61 }, desktop: { score: 93 } } });
  });

  test("a runner that stops hands its job back to the queue with the half it measured, and nothing stays leased", async () => {
    const { provider, next } = manualProvider();
    const { queue, runner } = await instance({ providers: [provider] });
    const job = await started(queue, "https://a.example/");
    (await next()).finish();
    await expect.poll(async () => (await read(queue, job.id)).current).toBe("desktop");
    await runner.close();
    const [row] = await handle.db.select().from(speedJobs).where(eq(speedJobs.id, job.id));
    expect(row).toMatchObject({ state: "queued", leaseId: null, leaseUntil: null, current: null });
    expect(row?.results.mobile?.score).toBe(61);
    expect(await queue.liveProvider()).toBeNull();

    const next2 = manualProvider();
    await instance({ providers: [next2.provider] });
    (await next2.next()).finish();
    await expect.poll(() => stateOf(queue, job.id)).toBe("done");
    expect(next2.calls).toEqual(["desktop https://a.example/"]);
  });

  test("the site offers the check only while some runner is alive, PageSpeed first", async () => {
    let now = Date.now();
    const queue = createSpeedQueue({ db: handle.db, queueMax: 5, now: () => now });
    expect(await queue.liveProvider()).toBeNull();
    // No provider (no key, no Chrome): a runner that runs nothing and is not announced.
    const idle = createSpeedRunner({ db: handle.db, providers: [], cacheMs: 0, logger });
    await idle.start();
    expect(idle.provider).toBeUndefined();
    expect(await queue.liveProvider()).toBeNull();

    await instance({ providers: [manualProvider("lighthouse").provider], now: () => now });
    expect(await queue.liveProvider()).toBe("lighthouse");
    await instance({ providers: [manualProvider("pagespeed").provider], now: () => now });
    expect(await queue.liveProvider()).toBe("pagespeed");
    // Runners that stopped renewing (their process died) are not counted after 30 s.
    const seen = now;
    now = seen + 31_000;
    await Promise.all(runners.splice(0).map((runner) => runner.close().catch(() => {})));
    await handle.db.insert(speedWorkers).values({ id: crypto.randomUUID(), provider: "lighthouse", seenAt: new Date(seen) });
    expect(await queue.liveProvider()).toBeNull();
  });
});
