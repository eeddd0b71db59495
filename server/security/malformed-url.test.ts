import { describe, expect, it } from "vitest";
import { repairPercentEncoding } from "./malformed-url";

describe("repairPercentEncoding", () => {
  it.each([
    ["/ar/services/%E0%A4%A", "/ar/services/%25E0%25A4%25A"],
    ["/%", "/%25"],
    ["/ok/%D8%AA/%ZZ?q=%", "/ok/%D8%AA/%25ZZ?q=%"],
  ])("%s -> %s", (input, output) => {
    expect(repairPercentEncoding(input)).toBe(output);
    expect(() => decodeURIComponent(repairPercentEncoding(input).split("?")[0]!)).not.toThrow();
  });

  it("leaves valid addresses alone", () => {
    const url = `/en/sectors/${encodeURIComponent("تطبيقات-الجوال")}?x=1#top`;
    expect(repairPercentEncoding(url)).toBe(url);
  });
});
