import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The contact form carries the time it was rendered, signed, so a
 * submission faster than a person can type is recognised without
 * trusting the browser's clock.
 */
export function issueFormToken(secret: string, now = Date.now()): string {
  // A random part, so two forms shown in the same millisecond (two visitors, two instances) get
  // different tokens: each token is accepted once, and the second visitor's message must not read as a replay.
  const stamp = `${now}-${randomBytes(6).toString("base64url")}`;
  return `${stamp}.${sign(secret, stamp)}`;
}

/** How long a rendered form may be sent. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 3600_000;

/**
 * A valid token also names itself (`mac`) and when it stops being valid
 * (`expiresAt`): the lead service accepts each token once (ADR 007) and
 * remembers spent ones until then.
 */
export type TokenCheck = { ok: true; ageMs: number; mac: string; expiresAt: number } | { ok: false; reason: "missing" | "forged" | "expired" };

export function checkFormToken(secret: string, token: unknown, now = Date.now(), maxAgeMs = FORM_TOKEN_MAX_AGE_MS): TokenCheck {
  if (typeof token !== "string" || !token.includes(".") || token.length > 100) return { ok: false, reason: "missing" };
  const [stamp = "", mac = ""] = token.split(".");
  const given = Buffer.from(mac);
  const expected = Buffer.from(sign(secret, stamp));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "forged" };
  // "<ms>-<random>" (a token without the random part, issued before it existed, is still read).
  const ageMs = now - Number(stamp.split("-")[0]);
  if (!Number.isFinite(ageMs) || ageMs < 0 || ageMs > maxAgeMs) return { ok: false, reason: "expired" };
  return { ok: true, ageMs, mac, expiresAt: now - ageMs + maxAgeMs };
}

function sign(secret: string, value: string) {
  return createHmac("sha256", secret).update(`contact-form:${value}`).digest("base64url").slice(0, 32);
}
