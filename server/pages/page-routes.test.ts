import { describe, expect, test } from "vitest";
import type { ServerBuild } from "react-router";
import { createPageKeyResolver, missingSlug } from "./page-routes";

// The app's public routes as the build lists them (app/routes.ts), for one language and the other's home.
const flat: [id: string, parentId: string | undefined, path: string | undefined, index?: boolean][] = [
  ["root", undefined, ""],
  ["routes/public-layout", "root", undefined],
  ["ar/home", "routes/public-layout", undefined, true],
  ["en/home", "routes/public-layout", "en"],
  ["en/faq", "routes/public-layout", "en/faq"],
  ["en/portfolio", "routes/public-layout", "en/portfolio"],
  ["en/services", "routes/public-layout", "en/services"],
  ["en/service-detail", "routes/public-layout", "en/services/:slug"],
  ["en/tool", "routes/public-layout", "en/free-tools/:slug"],
  ["routes/not-found", "routes/public-layout", "*"],
];
const routes = Object.fromEntries(
  flat.map(([id, parentId, path, index]) => [id, { id, parentId, path, index, caseSensitive: undefined, module: {} }]),
) as unknown as ServerBuild["routes"];
const slugs = {
  service: { web: { ar: "تصميم-مواقع", en: "web-design" } },
  sector: {},
  landing: {},
  tool: { speed: { ar: "سرعة", en: "website-speed-test" }, hooks: { ar: "خطافات", en: "video-hook-generator" } },
  portfolioCategories: ["video", "web"],
};

function resolver(formerSlugs: string[] = []) {
  return createPageKeyResolver({
    routes,
    slugs: async () => slugs,
    redirect: async (_kind, _lang, slug) => (formerSlugs.includes(slug) ? "web" : undefined),
    names: async () => [],
  });
}
const none = new URLSearchParams();
const query = (text: string) => new URLSearchParams(text);

describe("the page cache's keys", () => {
  test("a 404 home's key is made for its shape, never the address asked first, so it always renders the 404 home", async () => {
    const resolve = resolver();
    // Asked first, a spelling that is another address once made into a URL.
    const first = await resolve("/en/services/..", none);
    expect(first).toBe(`/en/services/${missingSlug}`);
    expect(await resolve("/en/services/no-such-service", none)).toBe(first);
    expect(resolve.isNotFound(first as string)).toBe(true);
    for (const unknown of ["/en/no-such-page", "/en/%2e%2e", "/en/x/y", "/en/X%20Y"]) {
      const key = await resolve(unknown, none);
      expect(key).toMatch(new RegExp(`^/en(/[a-z-]+)*/${missingSlug}(/${missingSlug})*$`));
    }
    expect(await resolve("/no-such-page", none)).toBe(`/${missingSlug}`);
    expect(await resolve("/%2e%2e/%2F", none)).toMatch(new RegExp(`^(/${missingSlug})+$`));
  });

  test("unknown slugs share their routes' match: a flood of new addresses matches the routes a few times, not once each", async () => {
    const resolve = resolver();
    const key = await resolve("/en/services/first-unknown", none);
    const kept = resolve.keptForms();
    expect(kept).toBeGreaterThan(0);
    for (let index = 0; index < 300; index += 1) {
      expect(await resolve(`/en/services/no-such-${index}`, none)).toBe(key);
      expect(await resolve(`/en/Made-Up-${index}`, none)).toMatch(new RegExp(`^/en/${missingSlug}$`));
    }
    // The second spelling adds its own few forms once (its address and its ancestors), no more.
    expect(resolve.keptForms()).toBeLessThanOrEqual(kept + 2);
    // A route's own word percent-encoded is still that word to the router: the services shape, not the catch-all's.
    expect(await resolve("/en/%73ervices/web-design", none)).toBe(key);
    expect(await resolve("/en/services/%2e%2e%2fx", none)).toBe(key);
  });

  test("unknown addresses of a shape share one key, whatever their length", async () => {
    const resolve = resolver();
    const keys = new Set<unknown>();
    for (let index = 0; index < 50; index += 1) keys.add(await resolve(`/en/made-up-${index}/${"a/".repeat(index)}b`, none));
    expect(keys.size).toBeLessThanOrEqual(6);
    for (const key of keys) expect(String(key).length).toBeLessThan(100);
  });

  test("a page's address in other letter case goes to the page's own address, its query kept", async () => {
    const resolve = resolver();
    expect(await resolve("/EN/faq", none)).toEqual({ redirect: "/en/faq" });
    expect(await resolve("/en/FAQ", query("utm_source=x"))).toEqual({ redirect: "/en/faq?utm_source=x" });
    expect(await resolve("/en/services/WEB-DESIGN", none)).toEqual({ redirect: "/en/services/web-design" });
    // Its own address is the page, and nothing else than lower case is folded.
    expect(await resolve("/en/faq", none)).toBe("/en/faq");
  });

  test("a query the page reads: a value it knows is its own key, another value goes to the page; elsewhere it is ignored", async () => {
    const resolve = resolver();
    expect(await resolve("/en/portfolio", query("category=web"))).toBe("/en/portfolio?category=web");
    expect(await resolve("/en/portfolio", query("category=web&utm_source=x"))).toBe("/en/portfolio?category=web");
    expect(await resolve("/en/portfolio", query("category=nope"))).toEqual({ redirect: "/en/portfolio" });
    expect(await resolve("/en/portfolio", query("category=web&category=video"))).toEqual({ redirect: "/en/portfolio" });
    expect(await resolve("/en/faq", query("category=nope"))).toBe("/en/faq");
    expect(await resolve("/en/free-tools/website-speed-test", query("tab=internet"))).toBe("/en/free-tools/website-speed-test?tab=internet");
    expect(await resolve("/en/free-tools/website-speed-test", query("tab=website"))).toEqual({ redirect: "/en/free-tools/website-speed-test" });
    // A tool's form sent without JavaScript is answered for its sender.
    expect(await resolve("/en/free-tools/video-hook-generator", query("topic=coffee"))).toBe("render");
    expect(await resolve("/en/free-tools/website-speed-test", query("topic=coffee"))).toBe("/en/free-tools/website-speed-test");
  });

  test("a former slug is still rendered (its 301)", async () => {
    const resolve = resolver(["old-web"]);
    expect(await resolve("/en/services/old-web", none)).toBe("render");
  });
});
