import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createOutboundFetcher } from "../../security/outbound-fetch";
import { createDomainChecker } from "./domain-check";
import { normalizeDomainInput } from "./domain-name";
import { createNameComChecker } from "./premium";
import { indexBootstrap, parseBootstrap } from "./rdap-bootstrap";
import { lookupRdap } from "./rdap-client";
import { startFakeNameCom, startFakeRegistry, type FakeNameCom, type FakeRegistry } from "../../../tests/fakes/fake-registry";

const fetcher = createOutboundFetcher({ allowLoopback: true });
const quiet = { warn: () => {} };
let registry: FakeRegistry;
let other: FakeRegistry;
let nameCom: FakeNameCom;

beforeAll(async () => {
  registry = await startFakeRegistry({
    "taken.com": { kind: "taken", registered: "2010-05-04T12:00:00Z", expires: "2031-05-04T12:00:00Z", registrar: "Example Registrar, Inc." },
    "slow.com": { kind: "slow", delayMs: 100, then: "taken" },
    "hang.com": { kind: "hang" },
    "busy.com": { kind: "status", status: 503 },
    "limited.com": { kind: "status", status: 429 },
    "html.com": { kind: "text", body: "<html>parked</html>" },
    "mixup.com": { kind: "taken", ldhName: "other.com" },
    "bare.com": { kind: "taken" },
  });
  other = await startFakeRegistry({}, { kind: "available" });
  registry.answers.set("away.com", { kind: "redirect", location: `${other.base}domain/away.com` });
  nameCom = await startFakeNameCom({ "gold.com": 2500, "gold.net": 990 });
});
afterAll(async () => {
  await Promise.all([registry?.close(), other?.close(), nameCom?.close()]);
});

describe("lookupRdap", () => {
  test("404 is available", async () => {
    expect(await lookupRdap(fetcher, registry.base, "free.com", 2000)).toEqual({ state: "available" });
  });
  test("200 is taken, with its dates and registrar", async () => {
    expect(await lookupRdap(fetcher, registry.base, "taken.com", 2000)).toEqual({
      state: "taken",
      registered: "2010-05-04T12:00:00.000Z",
      expires: "2031-05-04T12:00:00.000Z",
      registrar: "Example Registrar, Inc.",
    });
    expect(await lookupRdap(fetcher, registry.base, "bare.com", 2000)).toEqual({ state: "taken" });
  });
  test("a slow answer within the time limit still counts", async () => {
    expect((await lookupRdap(fetcher, registry.base, "slow.com", 2000)).state).toBe("taken");
  });
  test("a slow answer past the time limit and no answer at all are timeouts", async () => {
    expect(await lookupRdap(fetcher, registry.base, "slow.com", 150 - 100)).toEqual({ state: "timeout" });
    const started = Date.now();
    expect(await lookupRdap(fetcher, registry.base, "hang.com", 300)).toEqual({ state: "timeout" });
    expect(Date.now() - started).toBeLessThan(2000);
  });
  test.each([
    ["busy.com", "status-503"],
    ["limited.com", "status-429"],
    ["html.com", "not-json"],
    ["mixup.com", "other-domain"],
    ["away.com", "redirected-not-found"],
  ])("%s is unknown (%s), never available", async (domain, reason) => {
    expect(await lookupRdap(fetcher, registry.base, domain, 2000)).toEqual({ state: "unknown", reason });
  });
  test("a server that is not there is unknown", async () => {
    expect((await lookupRdap(fetcher, "http://127.0.0.1:9/rdap/", "free.com", 2000)).state).toBe("unknown");
  });
  test("without the test-only switch the loopback registry is refused", async () => {
    expect(await lookupRdap(createOutboundFetcher(), registry.base, "free.com", 2000)).toEqual({ state: "unknown", reason: "blocked" });
  });
});

function checkerFor(options: { premium?: boolean; now?: () => number; timeoutMs?: number; maxConcurrent?: number } = {}) {
  const bootstrap = indexBootstrap(
    parseBootstrap({
      version: "1.0",
      publication: "2026-01-01T00:00:00Z",
      services: [[["com", "net", "org", "online", "store", "info"], [registry.base]]],
    }),
  );
  return createDomainChecker({
    bootstrap,
    fetcher,
    timeoutMs: options.timeoutMs ?? 1000,
    now: options.now,
    maxConcurrent: options.maxConcurrent,
    premium: options.premium
      ? createNameComChecker({ username: "user", token: "secret-token", apiUrl: nameCom.url, timeoutMs: 1000, logger: quiet })
      : undefined,
  });
}
const name = (typed: string) => normalizeDomainInput(typed)!;

describe("createDomainChecker", () => {
  test("checks the name and five other endings that the registry file serves", async () => {
    const report = await checkerFor().check(name("taken.com"));
    expect(report).toMatchObject({ ascii: "taken.com", unicode: "taken.com", state: "taken", registrar: "Example Registrar, Inc.", notes: [] });
    expect(report.alternatives.map((item) => `${item.ascii}:${item.state}`)).toEqual([
      "taken.net:available",
      "taken.org:available",
      "taken.online:available",
      "taken.store:available",
      "taken.info:available",
    ]);
  });

  test("an ending without RDAP service is unsupported, never available", async () => {
    const report = await checkerFor().check(name("mybrand.iq"));
    expect(report.state).toBe("unsupported");
    expect(registry.requests).not.toContain("mybrand.iq");
    expect(report.alternatives[0]).toMatchObject({ ascii: "mybrand.com", state: "available" });
  });

  test("no answer in time is a timeout", async () => {
    const report = await checkerFor({ timeoutMs: 300 }).check(name("hang.com"));
    expect(report.state).toBe("timeout");
  });

  test("clear answers are reused for a while, then asked again", async () => {
    let clock = 0;
    const checker = checkerFor({ now: () => clock });
    await checker.check(name("cached.com"));
    const count = () => registry.requests.filter((domain) => domain === "cached.com").length;
    expect(count()).toBe(1);
    clock += 60_000;
    await checker.check(name("cached.com"));
    expect(count()).toBe(1);
    clock += 5 * 60_000;
    await checker.check(name("cached.com"));
    expect(count()).toBe(2);
  });

  test("a timeout is not cached", async () => {
    const checker = checkerFor({ timeoutMs: 200 });
    await checker.check(name("hang.com"));
    await checker.check(name("hang.com"));
    expect(registry.requests.filter((domain) => domain === "hang.com").length).toBeGreaterThanOrEqual(2);
  });

  test("lookups beyond the concurrency cap wait, and give up at their deadline", async () => {
    const endings = ["net", "org", "online", "store", "info"];
    for (const ending of endings) registry.answers.set(`hang.${ending}`, { kind: "hang" });
    const before = registry.requests.length;
    const checker = checkerFor({ maxConcurrent: 1, timeoutMs: 400 });
    // The first lookup holds the only slot for its whole time limit; the others wait and give up at the
    // same deadline. (One of them may be let in just before it, when the first one's abort fires first on
    // a loaded machine; it then still has no answer in time.) Without the deadline on the wait, all six
    // names would be asked one after another.
    const report = await checker.check(name("hang.com"));
    expect(report.state).toBe("timeout");
    expect(report.alternatives.map((item) => item.ascii.split(".")[1])).toEqual(endings);
    expect(report.alternatives.every((item) => item.state === "timeout")).toBe(true);
    expect(registry.requests.length - before).toBeLessThanOrEqual(2);
    for (const ending of endings) registry.answers.delete(`hang.${ending}`);
  });

  test("premium names are reported with their price when a registrar is configured", async () => {
    const report = await checkerFor({ premium: true }).check(name("gold.com"));
    expect(report).toMatchObject({ state: "premium", price: 2500, currency: "USD" });
    expect(report.alternatives.find((item) => item.ascii === "gold.net")).toMatchObject({ state: "premium", price: 990 });
    expect(report.alternatives.find((item) => item.ascii === "gold.org")).toMatchObject({ state: "available" });
    const call = nameCom.calls.at(-1)!;
    expect(call.authorization).toBe(`Basic ${Buffer.from("user:secret-token").toString("base64")}`);
    expect(call.domainNames).toContain("gold.com");
  });

  test("taken names are never sent to the registrar, and without one premium is never claimed", async () => {
    const before = nameCom.calls.length;
    const report = await checkerFor({ premium: true }).check(name("taken.com"));
    expect(nameCom.calls.at(-1)!.domainNames).not.toContain("taken.com");
    expect(nameCom.calls.length).toBe(before + 1);
    expect((await checkerFor().check(name("gold.com"))).state).toBe("available");
    expect(report.state).toBe("taken");
  });
});

describe("createNameComChecker", () => {
  test("a registrar that fails or does not answer changes nothing", async () => {
    const broken = createNameComChecker({ username: "u", token: "t", apiUrl: "http://127.0.0.1:9", timeoutMs: 300, logger: quiet });
    expect((await broken.check(["gold.com"])).size).toBe(0);
    const wrongPath = createNameComChecker({ username: "u", token: "t", apiUrl: registry.url, timeoutMs: 300, logger: quiet });
    expect((await wrongPath.check(["gold.com"])).size).toBe(0);
  });
});
