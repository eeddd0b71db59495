import { describe, expect, it } from "vitest";
import { decodeHtml, isHtml } from "./fetch-page";
import { outboundFailure } from "./seo-api";
import { OutboundError } from "../../security/outbound-fetch";

const windows1256 = (text: string) => {
  // The few letters used below, in windows-1256.
  const table: Record<string, number> = { م: 0xe3, ر: 0xd1, ح: 0xcd, ب: 0xc8, ا: 0xc7 };
  return Buffer.from([...text].map((c) => table[c] ?? c.charCodeAt(0)));
};

describe("decodeHtml", () => {
  it("uses the charset of the Content-Type header", () => {
    const body = windows1256("<title>مرحبا</title>");
    expect(decodeHtml(body, "text/html; charset=windows-1256").text).toBe("<title>مرحبا</title>");
  });

  it("falls back to a <meta charset> in the first bytes, then UTF-8", () => {
    const body = Buffer.concat([Buffer.from('<meta charset="windows-1256">'), windows1256("<title>مرحبا</title>")]);
    expect(decodeHtml(body, "text/html")).toMatchObject({ charset: "windows-1256" });
    expect(decodeHtml(body, "text/html").text).toContain("مرحبا");
    const http = Buffer.concat([Buffer.from('<meta http-equiv="Content-Type" content="text/html; charset=windows-1256">'), windows1256("ب")]);
    expect(decodeHtml(http, null).text.endsWith("ب")).toBe(true);
    expect(decodeHtml(Buffer.from("<p>مرحبا</p>"), "text/html; charset=nonsense")).toEqual({ text: "<p>مرحبا</p>", charset: "utf-8" });
  });

  it("honours a byte order mark over everything else", () => {
    const body = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("<p>مرحبا</p>")]);
    expect(decodeHtml(body, "text/html; charset=windows-1256").text).toBe("<p>مرحبا</p>");
  });
});

describe("isHtml", () => {
  it("trusts an HTML type and sniffs vague ones", () => {
    expect(isHtml("text/html; charset=utf-8", Buffer.from(""))).toBe(true);
    expect(isHtml("application/json", Buffer.from("<html>"))).toBe(false);
    expect(isHtml(null, Buffer.from("  <!DOCTYPE html><html>"))).toBe(true);
    expect(isHtml("text/plain", Buffer.from("User-agent: *"))).toBe(false);
  });
});

describe("outboundFailure", () => {
  it("maps every guard error to a status and a shared message", () => {
    const map = (code: ConstructorParameters<typeof OutboundError>[0]) => outboundFailure(new OutboundError(code, "x"));
    expect(map("blocked")).toEqual({ status: 422, code: "blocked", key: "tools:api.blocked" });
    expect(map("timeout")).toEqual({ status: 504, code: "timeout", key: "tools:api.timeout" });
    expect(map("network")).toEqual({ status: 502, code: "unreachable", key: "tools:api.unreachable" });
    expect(map("too_many_redirects")).toEqual({ status: 502, code: "unreachable", key: "tools:api.unreachable" });
    expect(map("too_large")).toEqual({ status: 422, code: "too_large", key: "tools:api.tooLarge" });
    expect(map("bad_url")).toEqual({ status: 400, code: "invalid_url", key: "tools:api.invalidUrl" });
  });
});
