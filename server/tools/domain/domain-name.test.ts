import { describe, expect, test } from "vitest";
import { isLdhHostname, normalizeDomainInput, withSuffix } from "./domain-name";

describe("normalizeDomainInput", () => {
  test.each([
    ["example.com", "example.com"],
    ["  Example.COM  ", "example.com"],
    ["https://www.example.com/offers?x=1#top", "example.com"],
    ["http://user:pass@example.net:8080/path", "example.net"],
    ["www.example.org.", "example.org"],
    ["example。com", "example.com"],
    ["my-brand.co.uk", "my-brand.co.uk"],
    ["xn--mgbh0fb.com", "xn--mgbh0fb.com"],
  ])("%j -> %s", (typed, ascii) => {
    expect(normalizeDomainInput(typed)?.ascii).toBe(ascii);
  });

  test("an Arabic name becomes punycode and keeps its Unicode form", () => {
    const name = normalizeDomainInput("مثال.com");
    expect(name).toMatchObject({ ascii: "xn--mgbh0fb.com", unicode: "مثال.com", suffix: "com", label: "xn--mgbh0fb", notes: [] });
    expect(normalizeDomainInput("مثال.عراق")).toMatchObject({ ascii: "xn--mgbh0fb.xn--mgbtx2b", unicode: "مثال.عراق" });
  });

  test("a subdomain is checked as its registrable domain, and says so", () => {
    expect(normalizeDomainInput("shop.example.co.uk")).toMatchObject({
      ascii: "example.co.uk",
      suffix: "co.uk",
      typedHost: "shop.example.co.uk",
      notes: ["subdomain"],
    });
  });

  test("a private suffix does not hide the real registrable domain", () => {
    expect(normalizeDomainInput("mysite.blogspot.com")).toMatchObject({ ascii: "blogspot.com", notes: ["subdomain"] });
  });

  test("a single word is checked with .com", () => {
    expect(normalizeDomainInput("MyBrand")).toMatchObject({ ascii: "mybrand.com", label: "mybrand", notes: ["suffixAdded"] });
  });

  test.each([
    "",
    "   ",
    "exa mple.com",
    "exa_mple.com",
    "-example.com",
    "example-.com",
    "example..com",
    "co.uk",
    "example.local",
    "example.notarealtld",
    "1.2.3.4",
    "[::1]",
    "localhost.localdomain",
    `${"a".repeat(64)}.com`,
    `${"abcdefghi.".repeat(26)}com`,
    "exam!ple.com",
    "x".repeat(3000),
  ])("%j is invalid", (typed) => {
    expect(normalizeDomainInput(typed)).toBeNull();
  });

  test("63-character labels are fine", () => {
    expect(normalizeDomainInput(`${"a".repeat(63)}.com`)?.ascii).toBe(`${"a".repeat(63)}.com`);
  });
});

test("isLdhHostname", () => {
  expect(isLdhHostname("a-b.c0m")).toBe(true);
  expect(isLdhHostname("a.-b")).toBe(false);
  expect(isLdhHostname("")).toBe(false);
});

test("withSuffix keeps the label under another ending", () => {
  const name = normalizeDomainInput("shop.mybrand.co.uk")!;
  expect(withSuffix(name, "com")).toMatchObject({ ascii: "mybrand.com", unicode: "mybrand.com", suffix: "com" });
  expect(withSuffix(name, "notarealtld")).toBeNull();
});
