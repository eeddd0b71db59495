import { describe, expect, it } from "vitest";
import { formatDate, formatNumber } from "./format";

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

  it("writes British English in English", () => {
    expect(formatNumber(1234567, "en")).toBe("1,234,567");
    expect(formatDate("2026-03-15T12:00:00Z", "en")).toBe("15 March 2026");
  });
});
