import { describe, expect, it } from "vitest";
import { formatDate, formatLocale, formatNumber } from "./format";

describe("number and date formats", () => {
  it("writes Western digits in Arabic, with Arabic separators and month names", () => {
    expect(formatNumber(1234567, "ar")).toMatch(/^1.234.567$/);
    expect(formatNumber(900, "ar")).toBe("900");
    expect(formatNumber(1.5, "ar", { minimumFractionDigits: 1 })).toMatch(/^1.5$/);
    const date = formatDate("2026-03-15T12:00:00Z", "ar");
    expect(date).toContain("15");
    expect(date).toContain("2026");
    expect(date).toMatch(/[\u0600-\u06FF]/);
    expect(date).not.toMatch(/[\u0660-\u0669]/);
  });

  it("writes whole counts exactly as Intl does in both languages, without making a formatter", () => {
    const counts = [
      0,
      1,
      9,
      10,
      99,
      100,
      999,
      1000,
      1234,
      9999,
      10000,
      12345,
      99999,
      100000,
      123456,
      999999,
      1000000,
      7654321,
      123456789,
      2 ** 40,
      Number.MAX_SAFE_INTEGER,
    ];
    for (let n = 1; n < 2e6; n = Math.ceil(n * 1.37) + 1) counts.push(n);
    for (const lang of ["ar", "en"] as const) {
      const intl = new Intl.NumberFormat(formatLocale(lang));
      for (const count of counts) expect(formatNumber(count, lang), `${lang} ${count}`).toBe(intl.format(count));
    }
    // Fractions, negative numbers and options still go through Intl.
    expect(formatNumber(-1234, "en")).toBe("-1,234");
    expect(formatNumber(1234.5, "en")).toBe("1,234.5");
    expect(formatNumber(2, "en", { minimumFractionDigits: 1 })).toBe("2.0");
  });

  it("writes British English in English", () => {
    expect(formatNumber(1234567, "en")).toBe("1,234,567");
    expect(formatDate("2026-03-15T12:00:00Z", "en")).toBe("15 March 2026");
  });
});
