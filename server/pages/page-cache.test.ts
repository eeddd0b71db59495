import pino from "pino";
import { describe, expect, test } from "vitest";
import { chooseEncoding, createPageCache, type RenderedPage } from "./page-cache";

const logger = pino({ level: "silent" });

/** A render that counts its calls and can be held until the test lets it finish. */
function renders(body: (key: string, version: string) => string = (key, version) => `<p>${key} ${version}</p>`.padEnd(2000, " ")) {
  const calls: string[] = [];
  let hold: Promise<void> | undefined;
  let release = () => {};
  return {
    calls,
    holdNext() {
      hold = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
    render: async (key: string, version: string): Promise<RenderedPage> => {
      calls.push(`${key}@${version}`);
      if (hold) await hold;
      return { status: 200, headers: { "content-type": "text/html; charset=utf-8" }, body: body(key, version) };
    },
  };
}

const settle = async (cache: { busy: () => boolean }) => {
  while (cache.busy()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe("the page cache", () => {
  test("renders a page once however many ask at once, then answers from memory", async () => {
    const render = renders();
    const cache = createPageCache({ render: render.render, maxBytes: 10 ** 6, logger });
    const version = async () => "1";
    const pages = await Promise.all(Array.from({ length: 5 }, () => cache.get("/en", version)));
    expect(render.calls).toEqual(["/en@1"]);
    expect(new Set(pages.map((page) => page!.etag)).size).toBe(1);
    await cache.get("/en", version);
    expect(render.calls).toEqual(["/en@1"]);
    expect(cache.stats()).toMatchObject({ entries: 1, hits: 1, misses: 5 });
  });

  test("after a new version, visitors get the previous page while it is rendered again in the background", async () => {
    const render = renders();
    const cache = createPageCache({ render: render.render, maxBytes: 10 ** 6, logger });
    let current = "1";
    const version = async () => current;
    const first = await cache.get("/en", version);
    current = "2";
    render.holdNext();
    const stale = await cache.get("/en", version);
    // Not waiting for the render: the same page as before.
    expect(stale!.version).toBe("1");
    expect(stale!.etag).toBe(first!.etag);
    await expect.poll(() => render.calls).toEqual(["/en@1", "/en@2"]);
    render.release();
    await settle(cache);
    const fresh = await cache.get("/en", version);
    expect(fresh!.version).toBe("2");
    expect(fresh!.identity.toString()).toContain("/en 2");
  });

  test("warming renders the most requested pages first", async () => {
    const render = renders();
    const cache = createPageCache({ render: render.render, maxBytes: 10 ** 6, logger });
    let current = "1";
    const version = async () => current;
    await cache.get("/a", version);
    for (let index = 0; index < 3; index += 1) await cache.get("/b", version);
    current = "2";
    cache.warm(["/a", "/b"], version);
    await settle(cache);
    expect(render.calls.slice(2)).toEqual(["/b@2", "/a@2"]);
  });

  test("keeps within its memory cap, dropping the least recently used page", async () => {
    const render = renders((key) => `${key}:`.padEnd(50_000, "x"));
    // Each entry: 50 kB as it is plus its two small compressed bodies.
    const cache = createPageCache({ render: render.render, maxBytes: 120_000, logger });
    const version = async () => "1";
    await cache.get("/a", version);
    await cache.get("/b", version);
    await cache.get("/a", version);
    await cache.get("/c", version);
    expect(cache.keys().sort()).toEqual(["/a", "/c"]);
    expect(cache.stats().bytes).toBeLessThanOrEqual(120_000);
    expect(cache.stats().evictions).toBe(1);
  });

  test("a page that must not be kept is not", async () => {
    const cache = createPageCache({ render: async () => undefined, maxBytes: 10 ** 6, logger });
    expect(await cache.get("/redirect", async () => "1")).toBeUndefined();
    expect(cache.keys()).toEqual([]);
  });
});

describe("choosing the body to send", () => {
  test("Brotli, then gzip, then as it is, as the client accepts", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.8")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("identity")).toBe("identity");
    expect(chooseEncoding(undefined)).toBe("identity");
    expect(chooseEncoding("gzip;q=0, *;q=0")).toBe("identity");
  });
});
