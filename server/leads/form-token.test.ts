import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkFormToken, issueFormToken } from "./form-token";

const secret = "s".repeat(40);

describe("contact form token", () => {
  it("tells how long ago the form was rendered", () => {
    const token = issueFormToken(secret, 1_000_000);
    expect(checkFormToken(secret, token, 1_004_000)).toEqual({
      ok: true,
      ageMs: 4000,
      mac: token.split(".")[1],
      expiresAt: 1_000_000 + 24 * 3600_000,
    });
  });

  it("refuses tokens that are missing, forged, from another secret or too old", () => {
    const token = issueFormToken(secret, 1_000_000);
    expect(checkFormToken(secret, undefined)).toEqual({ ok: false, reason: "missing" });
    expect(checkFormToken(secret, "123")).toEqual({ ok: false, reason: "missing" });
    expect(checkFormToken(secret, token.replace(/^1/, "2"), 2_000_000)).toEqual({ ok: false, reason: "forged" });
    expect(checkFormToken("o".repeat(40), token, 1_000_500)).toEqual({ ok: false, reason: "forged" });
    expect(checkFormToken(secret, token, 1_000_000 + 25 * 3600_000)).toEqual({ ok: false, reason: "expired" });
    expect(checkFormToken(secret, token, 999_000)).toEqual({ ok: false, reason: "expired" });
    // Multi-byte characters of the right length in characters: refused, never a thrown RangeError.
    expect(checkFormToken(secret, `1000000.${"é".repeat(32)}`)).toEqual({ ok: false, reason: "forged" });
  });
});

describe("tokens shown in the same millisecond", () => {
  it("differ, so each visitor's form is accepted once and not taken for another's replay", () => {
    const tokens = new Set(Array.from({ length: 50 }, () => issueFormToken(secret, 1_000_000)));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(checkFormToken(secret, token, 1_004_000)).toMatchObject({ ok: true, ageMs: 4000 });
  });

  it("still reads a token issued before the random part existed", () => {
    const old = `1000000.${createHmac("sha256", secret).update("contact-form:1000000").digest("base64url").slice(0, 32)}`;
    expect(checkFormToken(secret, old, 1_004_000)).toMatchObject({ ok: true, ageMs: 4000 });
  });
});
