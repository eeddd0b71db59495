import { describe, expect, it } from "vitest";
import { decodePunycode, readableUrl } from "./readable-url";

const encoded = (text: string) => encodeURIComponent(text);

describe("readableUrl", () => {
  it("decodes an Arabic path, query and fragment", () => {
    expect(readableUrl(`https://example.iq/${encoded("تصميم")}/${encoded("مواقع")}`)).toBe("https://example.iq/تصميم/مواقع");
    expect(readableUrl(`https://example.iq/?q=${encoded("بغداد")}#${encoded("قسم")}`)).toBe("https://example.iq/?q=بغداد#قسم");
    expect(readableUrl(new URL("https://example.iq/خدماتنا").href)).toBe("https://example.iq/خدماتنا");
  });

  it("shows an internationalised host in Unicode, keeping the port", () => {
    expect(readableUrl("https://xn--mgbh0fb.xn--kgbechtv/")).toBe("https://مثال.إختبار/");
    expect(readableUrl(new URL("http://مثال.iq:8080/صفحة").href)).toBe("http://مثال.iq:8080/صفحة");
    expect(readableUrl("https://xn--bcher-kva.example/")).toBe("https://bücher.example/");
  });

  it("leaves encoded what would change the address or hide in it", () => {
    for (const kept of ["%2F", "%3F", "%23", "%25", "%20", "%26", "%3D", "%2B", "%41", "%00", "%0A", "%7F"]) {
      expect(readableUrl(`https://example.iq/${encoded("أ")}${kept}${encoded("ب")}`), kept).toBe(`https://example.iq/أ${kept}ب`);
    }
    // No-break and other spaces, direction marks and overrides, zero widths, the BOM, C1 controls, U+FFFD.
    for (const char of [
      "\u00a0",
      "\u2003",
      "\u3000",
      "\u200e",
      "\u200f",
      "\u061c",
      "\u202e",
      "\u2067",
      "\u200b",
      "\u200d",
      "\ufeff",
      "\u0085",
      "\ufffd",
    ]) {
      const escape = encoded(char);
      expect(readableUrl(`https://example.iq/${encoded("أ")}${escape}${encoded("ب")}`), escape).toBe(`https://example.iq/أ${escape}ب`);
    }
  });

  it("keeps the escapes' own case when they stay", () => {
    expect(readableUrl(`https://example.iq/a%2fb${encoded("ج")}`)).toBe("https://example.iq/a%2fbج");
  });

  it.each([
    "https://example.iq/%D8%AA%D8", // a cut-off character
    "https://example.iq/%FF%FE", // not UTF-8
    "https://example.iq/%ED%A0%80", // an encoded surrogate
    "https://example.iq/100%", // a bare percent sign
    "https://example.iq/%E0%A4%A", // a cut-off escape
  ])("gives %s back as it came", (raw) => {
    expect(readableUrl(raw)).toBe(raw);
  });

  it("gives back what is not a web address, or carries credentials", () => {
    expect(readableUrl("not a url")).toBe("not a url");
    expect(readableUrl("")).toBe("");
    expect(readableUrl(`ftp://example.iq/${encoded("ملف")}`)).toBe(`ftp://example.iq/${encoded("ملف")}`);
    expect(readableUrl(`https://user:pass@example.iq/${encoded("ملف")}`)).toBe(`https://user:pass@example.iq/${encoded("ملف")}`);
  });

  it("keeps a host label that is not valid Punycode, or decodes to something unsafe or ASCII", () => {
    expect(readableUrl("https://xn--99999999999.example/")).toBe("https://xn--99999999999.example/");
    expect(readableUrl("https://xn--a-ecp.example/")).toBe("https://xn--a-ecp.example/"); // "a⒈", which reads like "a1."
    expect(readableUrl("https://xn--a-qin.example/")).toBe("https://xn--a-qin.example/"); // "a" + U+202E right-to-left override
    expect(readableUrl("https://xn--a-qgn.example/")).toBe("https://xn--a-qgn.example/"); // "a" + U+200B zero width space
    expect(readableUrl("https://xn--ab-.example/")).toBe("https://xn--ab-.example/"); // decodes to plain "ab"
  });

  it("leaves a plain ASCII address as it is", () => {
    for (const raw of ["https://example.iq/", "http://127.0.0.1:4321/a/b?c=d&e=f#g", "https://[::1]:8080/x"]) expect(readableUrl(raw)).toBe(raw);
  });
});

describe("decodePunycode", () => {
  it.each([
    ["mgbh0fb", "مثال"],
    ["kgbechtv", "إختبار"],
    ["bcher-kva", "bücher"],
    ["ihqwcrb4cv8a8dqg056pqjye", "他们为什么不说中文"],
  ])("decodes %s", (input, output) => {
    expect(decodePunycode(input)).toBe(output);
  });

  it.each(["99999999999", "a-é", "ab!", "zzzzzzzzzzzzzz"])("refuses %s", (input) => {
    expect(decodePunycode(input)).toBeUndefined();
  });
});
