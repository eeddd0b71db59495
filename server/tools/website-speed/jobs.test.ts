import pino from "pino";
import { afterEach, describe, expect, test } from "vitest";
import type { Strategy, StrategyReport } from "#core/tools/website-report";
import { createSpeedJobs, maxActivePerOwner, type SpeedJobs } from "./jobs";
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
  const pending: { url: string; strategy: Strategy; finish: () => void; fail: (error: Error) => void }[] = [];
  const calls: string[] = [];
  const provider: SpeedProvider = {
    id,
    concurrency,
    audit: (url, strategy, signal) =>
      new Promise((resolve, reject) => {
        signal.addEventListener("abort", () => reject(signal.reason as Error), { once: true });
        calls.push(`${strategy} ${url}`);
        pending.push({ url, strategy, finish: () => resolve(report(url, strategy, id)), fail: reject });
      }),
  };
  const next = async () => {
    await expect.poll(() => pending.length).toBeGreaterThan(0);
    return pending.shift()!;
  };
  return { provider, calls, next };
}

let jobs: SpeedJobs | undefined;
afterEach(async () => {
  await jobs?.close();
  jobs = undefined;
});

describe("website speed jobs", () => {
  test("one job audits mobile then desktop; later jobs wait in line with their position", async () => {
    const { provider, calls, next } = manualProvider();
    jobs = createSpeedJobs({ providers: [provider], cacheMs: 60_000, queueMax: 5, logger });
    const first = jobs.start("https://a.example/", "1.1.1.1");
    const second = jobs.start("https://b.example/", "2.2.2.2");
    const third = jobs.start("https://c.example/", "3.3.3.3");
    if (!first.ok || !second.ok || !third.ok) throw new Error("not started");
    expect(first.job).toMatchObject({ state: "running", current: "mobile" });
    expect([jobs.position(second.job), jobs.position(third.job)]).toEqual([1, 2]);

    (await next()).finish();
    await expect.poll(() => first.job.current).toBe("desktop");
    expect(first.job.results.mobile?.score).toBe(61);
    (await next()).finish();
    await expect.poll(() => first.job.state).toBe("done");
    await expect.poll(() => second.job.state).toBe("running");
    expect(jobs.position(third.job)).toBe(1);
    expect(calls).toEqual(["mobile https://a.example/", "desktop https://a.example/", "mobile https://b.example/"]);
  });

  test("a finished URL is answered from the cache, done at once, until the cache time passes", async () => {
    let now = 1_000_000;
    const { provider, next } = manualProvider();
    jobs = createSpeedJobs({ providers: [provider], cacheMs: 30 * 60_000, queueMax: 5, logger, now: () => now });
    const first = jobs.start("https://a.example/", "1.1.1.1");
    (await next()).finish();
    (await next()).finish();
    if (!first.ok) throw new Error("not started");
    await expect.poll(() => first.job.state).toBe("done");

    now += 29 * 60_000;
    const again = jobs.start("https://a.example/", "9.9.9.9");
    expect(again.ok && again.job).toMatchObject({ state: "done", cached: true, results: { mobile: { score: 61 }, desktop: { score: 93 } } });
    now += 2 * 60_000;
    const stale = jobs.start("https://a.example/", "9.9.9.9");
    expect(stale.ok && stale.job).toMatchObject({ state: "running", cached: false });
  });

  test("the same URL already waiting or running is shared, not audited twice", async () => {
    const { provider, calls } = manualProvider();
    jobs = createSpeedJobs({ providers: [provider], cacheMs: 60_000, queueMax: 5, logger });
    const first = jobs.start("https://a.example/", "1.1.1.1");
    const second = jobs.start("https://a.example/", "2.2.2.2");
    expect(first.ok && second.ok && first.job.id === second.job.id).toBe(true);
    await expect.poll(() => calls.length).toBe(1);
  });

  test("limits: a few jobs per visitor, and a bounded queue for everyone", async () => {
    const { provider } = manualProvider();
    jobs = createSpeedJobs({ providers: [provider], cacheMs: 60_000, queueMax: 3, logger });
    for (let index = 0; index < maxActivePerOwner; index += 1) expect(jobs.start(`https://${index}.example/`, "1.1.1.1").ok).toBe(true);
    expect(jobs.start("https://more.example/", "1.1.1.1")).toEqual({ ok: false, reason: "tooMany" });
    // One running, then three waiting fill the queue.
    expect(jobs.start("https://x.example/", "2.2.2.2").ok).toBe(true);
    expect(jobs.start("https://y.example/", "3.3.3.3").ok).toBe(true);
    expect(jobs.start("https://z.example/", "4.4.4.4")).toEqual({ ok: false, reason: "busy" });
  });

  test("a queued job nobody polls any more is dropped; one that is polled stays", async () => {
    let now = 0;
    const { provider } = manualProvider();
    jobs = createSpeedJobs({ providers: [provider], cacheMs: 60_000, queueMax: 5, logger, abandonMs: 30_000, now: () => now });
    jobs.start("https://running.example/", "1.1.1.1");
    const left = jobs.start("https://left.example/", "2.2.2.2");
    const kept = jobs.start("https://kept.example/", "3.3.3.3");
    if (!left.ok || !kept.ok) throw new Error("not started");
    now = 20_000;
    jobs.get(kept.job.id);
    now = 40_000;
    jobs.sweep();
    expect(jobs.get(left.job.id)).toBeUndefined();
    expect(jobs.get(kept.job.id)?.state).toBe("queued");
    expect(jobs.position(kept.job)).toBe(1);
  });

  test("an unavailable provider hands the audit to the next; a page that fails does not", async () => {
    const quota: SpeedProvider = { id: "pagespeed", concurrency: 4, audit: () => Promise.reject(new AuditError("unavailable", "429")) };
    const local = manualProvider("lighthouse");
    jobs = createSpeedJobs({ providers: [quota, local.provider], cacheMs: 0, queueMax: 5, logger });
    const handed = jobs.start("https://a.example/", "1.1.1.1");
    (await local.next()).finish();
    (await local.next()).finish();
    if (!handed.ok) throw new Error("not started");
    await expect.poll(() => handed.job.state).toBe("done");
    expect(handed.job.results.mobile?.provider).toBe("lighthouse");

    const down: SpeedProvider = {
      id: "pagespeed",
      concurrency: 4,
      audit: () => Promise.reject(new AuditError("unreachable", "FAILED_DOCUMENT_REQUEST")),
    };
    await jobs.close();
    const fallback = manualProvider("lighthouse");
    jobs = createSpeedJobs({ providers: [down, fallback.provider], cacheMs: 0, queueMax: 5, logger });
    const failed = jobs.start("https://down.example/", "1.1.1.1");
    if (!failed.ok) throw new Error("not started");
    await expect.poll(() => failed.job.state).toBe("failed");
    expect(failed.job.errorCode).toBe("unreachable");
    expect(fallback.calls).toEqual([]);
  });

  test("a half the browser could not measure is reported as missing; the good half is kept and cached", async () => {
    const { provider, calls, next } = manualProvider();
    jobs = createSpeedJobs({ providers: [provider], cacheMs: 60_000, queueMax: 5, logger });
    const first = jobs.start("https://a.example/", "1.1.1.1");
    if (!first.ok) throw new Error("not started");
    (await next()).finish();
    // The browser loses the computer run each of the three times it is tried.
    for (let attempt = 0; attempt < auditAttempts; attempt += 1)
      (await next()).fail(new AuditError("failed", "no performance score (NO_NAVSTART)", { transient: true }));
    await expect.poll(() => first.job.state).toBe("done");
    expect(first.job.missing).toEqual(["desktop"]);
    expect(first.job.results.mobile?.score).toBe(61);
    expect(first.job.errorCode).toBeNull();

    // Asked again: only the missing half runs; the phone result comes from the cache.
    const again = jobs.start("https://a.example/", "1.1.1.1");
    if (!again.ok) throw new Error("not started");
    expect(again.job.id).not.toBe(first.job.id);
    (await next()).finish();
    await expect.poll(() => again.job.state).toBe("done");
    expect(again.job.missing).toEqual([]);
    expect(calls).toEqual(["mobile https://a.example/", ...Array(auditAttempts + 1).fill("desktop https://a.example/")]);
  });

  test("a run the browser loses once is tried again within the job, unseen by the visitor", async () => {
    const { provider, calls, next } = manualProvider();
    jobs = createSpeedJobs({ providers: [provider], cacheMs: 0, queueMax: 5, logger });
    const job = jobs.start("https://a.example/", "1.1.1.1");
    if (!job.ok) throw new Error("not started");
    (await next()).fail(new AuditError("failed", "no performance score (NO_NAVSTART)", { transient: true }));
    (await next()).finish();
    (await next()).finish();
    await expect.poll(() => job.job.state).toBe("done");
    expect(job.job.missing).toEqual([]);
    expect(calls).toEqual(["mobile https://a.example/", "mobile https://a.example/", "desktop https://a.example/"]);
  });

  test("a lost phone half still measures the computer; both lost fails the job; a page error ends it at once", async () => {
    const { provider, calls, next } = manualProvider();
    jobs = createSpeedJobs({ providers: [provider], cacheMs: 0, queueMax: 5, logger });
    const phoneLost = jobs.start("https://a.example/", "1.1.1.1");
    if (!phoneLost.ok) throw new Error("not started");
    (await next()).fail(new AuditError("failed", "Lighthouse failed: protocol error"));
    (await next()).finish();
    await expect.poll(() => phoneLost.job.state).toBe("done");
    expect(phoneLost.job.missing).toEqual(["mobile"]);
    expect(phoneLost.job.results.desktop?.score).toBe(93);

    const bothLost = jobs.start("https://b.example/", "1.1.1.1");
    if (!bothLost.ok) throw new Error("not started");
    (await next()).fail(new AuditError("failed", "lost"));
    (await next()).fail(new AuditError("failed", "lost again"));
    await expect.poll(() => bothLost.job.state).toBe("failed");
    expect(bothLost.job.errorCode).toBe("failed");

    const down = jobs.start("https://c.example/", "1.1.1.1");
    if (!down.ok) throw new Error("not started");
    (await next()).fail(new AuditError("unreachable", "FAILED_DOCUMENT_REQUEST"));
    await expect.poll(() => down.job.state).toBe("failed");
    expect(down.job.errorCode).toBe("unreachable");
    expect(calls.filter((call) => call.endsWith("c.example/"))).toEqual(["mobile https://c.example/"]);
  });

  test("no provider at all: the check says it is unavailable", () => {
    jobs = createSpeedJobs({ providers: [], cacheMs: 0, queueMax: 5, logger });
    expect(jobs.available()).toBe(false);
    expect(jobs.start("https://a.example/", "1.1.1.1")).toEqual({ ok: false, reason: "unavailable" });
  });
});
