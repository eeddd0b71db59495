import { describe, expect, it } from "vitest";
import { blocksEverything, isAllowed, parseRobotsTxt } from "./robots-txt";

describe("robots.txt", () => {
  it("reads sitemaps and the rules for everyone", () => {
    const robots = parseRobotsTxt(
      "# comment\r\nUser-agent: *\r\nDisallow: /admin # private\r\nAllow: /admin/public\r\n\r\nSitemap: https://example.com/sitemap.xml\n",
    );
    expect(robots.sitemaps).toEqual(["https://example.com/sitemap.xml"]);
    expect(isAllowed(robots, "/")).toBe(true);
    expect(isAllowed(robots, "/admin/users")).toBe(false);
    expect(isAllowed(robots, "/admin/public/page")).toBe(true);
    expect(blocksEverything(robots)).toBe(false);
  });

  it("knows when the whole site is shut, and that an empty Disallow allows all", () => {
    expect(blocksEverything(parseRobotsTxt("User-agent: *\nDisallow: /"))).toBe(true);
    expect(blocksEverything(parseRobotsTxt("User-agent: *\nDisallow:"))).toBe(false);
    expect(blocksEverything(parseRobotsTxt(""))).toBe(false);
  });

  it("follows a Googlebot group instead of the * group", () => {
    const robots = parseRobotsTxt("User-agent: Googlebot\nAllow: /\n\nUser-agent: *\nDisallow: /");
    expect(blocksEverything(robots)).toBe(false);
    expect(isAllowed(robots, "/x", "otherbot")).toBe(false);
  });

  it("supports * and $ in patterns, longest match wins", () => {
    const robots = parseRobotsTxt("User-agent: *\nDisallow: /*.pdf$\nDisallow: /search\nAllow: /search/about");
    expect(isAllowed(robots, "/files/a.pdf")).toBe(false);
    expect(isAllowed(robots, "/files/a.pdf?x=1")).toBe(true);
    expect(isAllowed(robots, "/search?q=1")).toBe(false);
    expect(isAllowed(robots, "/search/about")).toBe(true);
  });

  it("groups several user-agent lines together", () => {
    const robots = parseRobotsTxt("User-agent: a\nUser-agent: *\nDisallow: /private");
    expect(isAllowed(robots, "/private/x")).toBe(false);
  });
});
