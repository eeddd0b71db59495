import { describe, expect, it } from "vitest";
import { buildUtmUrl, linkParameters, namingSuggestion, parseWebsiteUrl, type UtmInput, type UtmResult } from "./build-utm-url";

const base = { source: "facebook", medium: "paid_social", campaign: "spring_sale" };
const build = (url: string, extra: Partial<UtmInput> = {}) => buildUtmUrl({ url, ...base, ...extra });

function okUrl(result: UtmResult): string {
  if (!result.ok) throw new Error(`expected a link, got ${JSON.stringify(result)}`);
  return result.url;
}

describe("buildUtmUrl", () => {
  it("adds the parameters in the usual order", () => {
    expect(okUrl(build("https://example.com/"))).toBe("https://example.com/?utm_source=facebook&utm_medium=paid_social&utm_campaign=spring_sale");
    expect(okUrl(build("https://example.com", { term: "shoes", content: "video_a", id: "c-42" }))).toBe(
      "https://example.com/?utm_source=facebook&utm_medium=paid_social&utm_campaign=spring_sale&utm_term=shoes&utm_content=video_a&utm_id=c-42",
    );
  });

  it("keeps the existing query exactly as written", () => {
    expect(okUrl(build("https://shop.example.com/p?id=7&color=red%20blue&flag"))).toBe(
      "https://shop.example.com/p?id=7&color=red%20blue&flag&utm_source=facebook&utm_medium=paid_social&utm_campaign=spring_sale",
    );
  });

  it("keeps the fragment at the end", () => {
    const url = okUrl(build("https://example.com/menu?lang=ar#offers"));
    expect(url).toBe("https://example.com/menu?lang=ar&utm_source=facebook&utm_medium=paid_social&utm_campaign=spring_sale#offers");
    expect(okUrl(build("example.com/#/app/route"))).toMatch(/\?utm_source=facebook&utm_medium=paid_social&utm_campaign=spring_sale#\/app\/route$/);
  });

  it("replaces existing utm_ parameters whatever their case, never duplicating them", () => {
    const result = build("https://example.com/?UTM_Source=google&a=1&utm_medium=cpc&Utm_Campaign=old&utm_term=old_term");
    const url = okUrl(result);
    expect(url).toBe("https://example.com/?a=1&utm_source=facebook&utm_medium=paid_social&utm_campaign=spring_sale");
    expect(url.toLowerCase().match(/utm_source=/g)).toHaveLength(1);
    if (!result.ok) throw new Error("unreachable");
    expect(result.notes).toContainEqual({ code: "replaced", params: ["UTM_Source", "utm_medium", "Utm_Campaign"] });
    expect(result.notes).toContainEqual({ code: "removed", params: ["utm_term"] });
  });

  it("recognises encoded utm_ keys too", () => {
    expect(okUrl(build("https://example.com/?utm%5Fsource=x&b=2"))).toBe(
      "https://example.com/?b=2&utm_source=facebook&utm_medium=paid_social&utm_campaign=spring_sale",
    );
  });

  it("encodes spaces as %20 and &, #, = and + so they stay inside the value", () => {
    const url = okUrl(build("https://example.com", { campaign: "spring sale & more #1 a=b c+d" }));
    expect(url).toContain("utm_campaign=spring%20sale%20%26%20more%20%231%20a%3Db%20c%2Bd");
    expect(new URL(url).searchParams.get("utm_campaign")).toBe("spring sale & more #1 a=b c+d");
    expect(new URL(url).hash).toBe("");
  });

  it("encodes Arabic and other unicode values (UTF-8 percent-encoding) and reads them back", () => {
    const url = okUrl(build("https://example.com", { campaign: "عرض رمضان", content: "😀 café" }));
    expect(url).toContain("utm_campaign=%D8%B9%D8%B1%D8%B6%20%D8%B1%D9%85%D8%B6%D8%A7%D9%86");
    expect(url).toContain("utm_content=%F0%9F%98%80%20caf%C3%A9");
    expect(linkParameters(url)).toContainEqual(["utm_campaign", "عرض رمضان"]);
    expect(linkParameters(url)).toContainEqual(["utm_content", "😀 café"]);
  });

  it("handles an Arabic domain and path", () => {
    const url = okUrl(build("مثال.عراق/عروض"));
    expect(url.startsWith("https://xn--")).toBe(true);
    expect(url).toContain("/%D8%B9%D8%B1%D9%88%D8%B6?utm_source=facebook");
  });

  it("trims the URL and the values", () => {
    const result = build("   https://example.com/page \n", { source: "  facebook  ", term: "   " });
    expect(okUrl(result)).toBe("https://example.com/page?utm_source=facebook&utm_medium=paid_social&utm_campaign=spring_sale");
  });

  it("adds https:// to a URL without a scheme and says so", () => {
    const result = build("example.com/page?x=1");
    expect(okUrl(result)).toBe("https://example.com/page?x=1&utm_source=facebook&utm_medium=paid_social&utm_campaign=spring_sale");
    expect(result.ok && result.notes).toContainEqual({ code: "scheme-added" });
    expect(okUrl(build("www.example.com"))).toMatch(/^https:\/\/www\.example\.com\/\?/);
    expect(okUrl(build("//cdn.example.com/x"))).toMatch(/^https:\/\/cdn\.example\.com\/x\?/);
    expect(okUrl(build("localhost:3000/a"))).toMatch(/^https:\/\/localhost:3000\/a\?/);
    const typed = build("http://example.com");
    expect(typed.ok && typed.notes).toEqual([]);
  });

  it("refuses invalid URLs with a code", () => {
    const cases: [string, string][] = [
      ["not a url", "url-invalid"],
      ["http://", "url-invalid"],
      ["https://", "url-invalid"],
      ["https://example", "url-invalid"],
      ["http://exa mple.com", "url-invalid"],
      ["https://.com", "url-invalid"],
      ["https://999.1.1.1", "url-invalid"],
      ["javascript:alert(1)", "url-scheme"],
      ["JavaScript:alert(1)", "url-scheme"],
      ["ftp://x", "url-scheme"],
      ["ftp://example.com/file", "url-scheme"],
      ["mailto:someone@example.com", "url-scheme"],
      ["data:text/html,hi", "url-scheme"],
      ["", "url-empty"],
      ["   ", "url-empty"],
    ];
    for (const [url, error] of cases) expect(build(url), url).toEqual({ ok: false, error });
  });

  it("asks for the required fields once the URL is valid", () => {
    expect(buildUtmUrl({ url: "example.com" })).toEqual({ ok: false, error: "missing", missing: ["source", "medium", "campaign"] });
    expect(buildUtmUrl({ url: "example.com", source: "x", campaign: " " })).toEqual({ ok: false, error: "missing", missing: ["medium", "campaign"] });
    expect(buildUtmUrl({ url: "nope", source: "x" })).toEqual({ ok: false, error: "url-invalid" });
  });

  it("flags very long links and never throws on odd input", () => {
    const long = build("https://example.com", { content: "x".repeat(3000) });
    expect(long.ok && long.notes.some((note) => note.code === "long")).toBe(true);
    const odd = ["\uD83D", "%", "%E0%A4%A", "?&&=", "a".repeat(100_000), "🙂.com", "https://example.com/?%zz=1&utm_%zz=2", "\u0000"];
    for (const value of odd) {
      expect(() => build(value)).not.toThrow();
      expect(() => build("example.com", { source: value, campaign: value, term: value })).not.toThrow();
    }
    // A lone surrogate becomes U+FFFD rather than breaking the link.
    expect(okUrl(build("example.com", { term: "a\uD83D" }))).toContain("utm_term=a%EF%BF%BD");
    expect(okUrl(build("https://example.com/?%zz=1&b=2"))).toContain("?%zz=1&b=2&utm_source=");
  });
});

describe("parseWebsiteUrl", () => {
  it("accepts pasted URLs with surrounding spaces", () => {
    const result = parseWebsiteUrl("\t https://example.com/a?b=c#d  ");
    expect(result.ok && result.url.href).toBe("https://example.com/a?b=c#d");
    expect(result.ok && result.schemeAdded).toBe(false);
  });
});

describe("namingSuggestion", () => {
  it("suggests lowercase without spaces, only when it differs", () => {
    expect(namingSuggestion("Facebook")).toBe("facebook");
    expect(namingSuggestion("Spring Sale  2025")).toBe("spring_sale_2025");
    expect(namingSuggestion("spring_sale")).toBeNull();
    expect(namingSuggestion("عرض رمضان")).toBe("عرض_رمضان");
    expect(namingSuggestion("عرض")).toBeNull();
    expect(namingSuggestion("  ")).toBeNull();
    expect(namingSuggestion(" padded ")).toBeNull();
  });
});
