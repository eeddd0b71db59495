import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startServer, type RunningServer } from "../setup/server";
import type { DomainReport } from "#core/tools/domain-report";
import { startFakeNameCom, startFakeRegistry, writeBootstrapFile, type FakeNameCom, type FakeRegistry } from "../fakes/fake-registry";

/**
 * POST /api/tools/domain against a fake RDAP registry on loopback answering
 * 404, 200, slowly and not at all, and a fake Name.com API.
 */

let registry: FakeRegistry;
let nameCom: FakeNameCom;
let server: RunningServer;
let bootstrapFile: string;
const timeoutMs = 600;

beforeAll(async () => {
  registry = await startFakeRegistry({
    "taken.com": { kind: "taken", registered: "2012-09-15T08:00:00Z", expires: "2030-09-15T08:00:00Z", registrar: "Example Registrar, Inc." },
    "quick.com": { kind: "slow", delayMs: 50, then: "taken" },
    "sluggish.com": { kind: "slow", delayMs: 3_000, then: "taken" },
    "silent.com": { kind: "hang" },
    "broken.com": { kind: "status", status: 503 },
  });
  nameCom = await startFakeNameCom({ "gold.com": 4999 });
  bootstrapFile = writeBootstrapFile([[["com", "net", "org", "online", "store"], [registry.base]]]);
  server = await startServer(envWith());
});
afterAll(async () => {
  await Promise.all([server?.stop(), registry?.close(), nameCom?.close()]);
});

function envWith(extra: Record<string, string> = {}): Record<string, string> {
  return {
    OUTBOUND_ALLOW_LOOPBACK: "1",
    RDAP_BOOTSTRAP_FILE: bootstrapFile,
    RDAP_TIMEOUT_MS: String(timeoutMs),
    NAMECOM_USERNAME: "studio",
    NAMECOM_TOKEN: "test-token",
    NAMECOM_API_URL: nameCom.url,
    ...extra,
  };
}

async function check(name: unknown, lang: "ar" | "en" = "en", target = server) {
  const response = await fetch(`${target.url}/api/tools/domain`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, lang }),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as DomainReport & { error: { title: string; message: string; code?: string } },
  };
}

describe("answers", () => {
  test("404 from the registry: available, with alternatives each checked", async () => {
    const { status, headers, body } = await check("https://www.Fresh-Name.com/about");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(body).toMatchObject({ ascii: "fresh-name.com", unicode: "fresh-name.com", state: "available", notes: [] });
    expect(body.alternatives.map((item) => `${item.ascii} ${item.state}`)).toEqual([
      "fresh-name.net available",
      "fresh-name.org available",
      "fresh-name.online available",
      "fresh-name.store available",
    ]);
  });

  test("200 from the registry: taken, with its dates and registrar", async () => {
    const { status, body } = await check("taken.com");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      state: "taken",
      registered: "2012-09-15T08:00:00.000Z",
      expires: "2030-09-15T08:00:00.000Z",
      registrar: "Example Registrar, Inc.",
    });
  });

  test("a slow answer inside the time limit is still an answer", async () => {
    expect((await check("quick.com")).body.state).toBe("taken");
  });

  test.each([
    ["too slowly", "sluggish.com"],
    ["not at all", "silent.com"],
  ])("a registry answering %s: 504 Request Timed Out, in both languages", async (_how, name) => {
    const started = Date.now();
    const en = await check(name, "en");
    expect(Date.now() - started).toBeLessThan(timeoutMs + 2_000);
    expect(en.status).toBe(504);
    expect(en.body).toEqual({ error: { code: "timeout", title: "Request Timed Out", message: "We couldn't verify this. Please try again." } });
    const ar = await check(name, "ar");
    expect(ar.status).toBe(504);
    expect(ar.body.error).toEqual({ code: "timeout", title: "انتهت مهلة الطلب", message: "تعذّر التحقق من ذلك. يرجى المحاولة مرة أخرى." });
  });

  test("an ending without RDAP service is unsupported, and the registry is never asked", async () => {
    const { status, body } = await check("mybrand.iq");
    expect(status).toBe(200);
    expect(body.state).toBe("unsupported");
    expect(registry.requests).not.toContain("mybrand.iq");
    expect(body.alternatives[0]).toMatchObject({ ascii: "mybrand.com", state: "available" });
  });

  test("an error status is unknown, never available", async () => {
    expect((await check("broken.com")).body.state).toBe("unknown");
  });

  test("a premium name is reported with its price by the configured registrar", async () => {
    const { body } = await check("gold.com");
    expect(body).toMatchObject({ state: "premium", price: 4999, currency: "USD" });
    expect(nameCom.calls.at(-1)!.authorization).toBe(`Basic ${Buffer.from("studio:test-token").toString("base64")}`);
  });

  test("an Arabic name is looked up in punycode and shown in Arabic", async () => {
    const { body } = await check("مثال.com");
    expect(body).toMatchObject({ ascii: "xn--mgbh0fb.com", unicode: "مثال.com", state: "available" });
    expect(registry.requests).toContain("xn--mgbh0fb.com");
  });

  test("a subdomain is checked as its domain; a single word as .com", async () => {
    expect((await check("shop.taken.com")).body).toMatchObject({ ascii: "taken.com", typedHost: "shop.taken.com", notes: ["subdomain"] });
    expect((await check("brandnew")).body).toMatchObject({ ascii: "brandnew.com", notes: ["suffixAdded"] });
  });
});

describe("bad input", () => {
  test.each(["exa mple.com", "-bad.com", "co.uk", "example.notarealtld", "127.0.0.1", "", 42, null])(
    "%j: 400 Invalid Name in the page's language",
    async (name) => {
      const en = await check(name, "en");
      expect(en.status).toBe(400);
      expect(en.body).toEqual({
        error: { code: "invalid_name", title: "Invalid Name", message: "Please enter a valid domain name, such as example.com." },
      });
      const ar = await check(name, "ar");
      expect(ar.status).toBe(400);
      expect(ar.body.error.title).toBe("اسم غير صالح");
      expect(ar.body.error.message).toContain("example.com");
    },
  );

  test("a body that is not JSON is refused with 415, malformed JSON with a 4xx, without internals", async () => {
    const form = await fetch(`${server.url}/api/tools/domain`, { method: "POST", headers: { "content-type": "text/plain" }, body: "name=x.com" });
    expect(form.status).toBe(415);
    const broken = await fetch(`${server.url}/api/tools/domain`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"name": "x.com"',
    });
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.status).toBeLessThan(500);
    const text = await broken.text();
    expect(text).not.toMatch(/at .*\.(js|ts):\d+|SyntaxError/);
  });

  test("other methods are not served", async () => {
    const response = await fetch(`${server.url}/api/tools/domain?name=x.com`);
    expect(response.status).not.toBe(200);
  });
});

test("one check with its alternatives counts once against the per-IP limit", async () => {
  const limited = await startServer(envWith({ TOOLS_RATE_LIMIT: "2" }));
  try {
    expect((await check("one.com", "en", limited)).status).toBe(200);
    expect((await check("two.com", "en", limited)).status).toBe(200);
    const third = await check("three.com", "ar", limited);
    expect(third.status).toBe(429);
    expect(third.body.error.code).toBe("rate_limited");
    expect(third.body.error.title).toMatch(/[\u0600-\u06ff]/);
  } finally {
    await limited.stop();
  }
});
