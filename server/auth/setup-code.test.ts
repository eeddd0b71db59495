import { describe, expect, it } from "vitest";
import { ownerSetupCode, setupCodeMatches } from "./setup-code";

describe("owner setup code", () => {
  const secret = "j".repeat(40);

  it("is stable for a secret, different for another, and easy to type", () => {
    const code = ownerSetupCode(secret);
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect(ownerSetupCode(secret)).toBe(code);
    expect(ownerSetupCode("k".repeat(40))).not.toBe(code);
  });

  it("accepts what a person types, and nothing else", () => {
    const code = ownerSetupCode(secret);
    expect(setupCodeMatches(code, code)).toBe(true);
    expect(setupCodeMatches(code, ` ${code.toLowerCase().replace(/-/g, " ")} `)).toBe(true);
    expect(setupCodeMatches(code, code.replace(/-/g, ""))).toBe(true);
    expect(setupCodeMatches(code, code.slice(0, -1))).toBe(false);
    expect(setupCodeMatches(code, `${code.slice(0, -1)}${code.endsWith("0") ? "1" : "0"}`)).toBe(false);
    expect(setupCodeMatches(code, undefined)).toBe(false);
    expect(setupCodeMatches(code, 123)).toBe(false);
    expect(setupCodeMatches(code, "é".repeat(15))).toBe(false);
  });
});
