import { describe, expect, it } from "vitest";
import { parseSiteUrl } from "./site-url";

describe("parseSiteUrl", () => {
  it("accepts what people type, adding https:// when no scheme is given", () => {
    expect(parseSiteUrl("  example.com/page ")).toEqual({ ok: true, url: "https://example.com/page", schemeAdded: true });
    expect(parseSiteUrl("example.com:8080/x")).toEqual({ ok: true, url: "https://example.com:8080/x", schemeAdded: true });
    expect(parseSiteUrl("HTTP://Example.com")).toEqual({ ok: true, url: "http://example.com/", schemeAdded: false });
    expect(parseSiteUrl("//example.com")).toMatchObject({ ok: true, url: "https://example.com/" });
    expect(parseSiteUrl("https://موقع.عراق/صفحة#top")).toMatchObject({ ok: true, url: "https://xn--4gbrim.xn--mgbtx2b/%D8%B5%D9%81%D8%AD%D8%A9" });
    expect(parseSiteUrl("http://127.0.0.1:3000/")).toMatchObject({ ok: true });
  });

  it("refuses what is not a website address", () => {
    for (const typed of [
      "",
      "   ",
      "hello",
      "not a url",
      "javascript:alert(1)",
      "mailto:a@b.com",
      "ftp://example.com",
      "https://",
      "https://user:pw@example.com",
      "example..com",
      "x".repeat(2050) + ".com",
    ]) {
      expect(parseSiteUrl(typed), typed).toEqual({ ok: false });
    }
  });
});
