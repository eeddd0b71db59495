import { describe, expect, test } from "vitest";
import { internationalNumber } from "./phone-number";

describe("a client's number for WhatsApp and the dialer (issue 45, item 4)", () => {
  test.each([
    ["+964 770 555 1234", "9647705551234"],
    ["0770 555 1234", "9647705551234"],
    ["٠٧٧٠ ٥٥٥ ١٢٣٤", "9647705551234"],
    ["۰۷۷۰-۵۵۵-۱۲۳۴", "9647705551234"],
    ["770 555 1234", "9647705551234"],
    ["00964 (770) 555.1234", "9647705551234"],
    ["9647705551234", "9647705551234"],
    ["+44 20 7946 0958", "442079460958"],
  ])("%s → %s", (typed, expected) => {
    expect(internationalNumber(typed)).toBe(expected);
  });

  test("too few digits is no number; another country's default applies to local numbers", () => {
    expect(internationalNumber("12")).toBeUndefined();
    expect(internationalNumber("")).toBeUndefined();
    expect(internationalNumber("050 123 4567", "971")).toBe("971501234567");
  });
});
