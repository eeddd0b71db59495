import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The contact form carries the time it was rendered, signed, so a
 * submission faster than a person can type is recognised without
 * trusting the browser's clock.
 */
export function issueFormToken(secret: string, now = Date.now()): string {
  const ts = String(now);
  return `${ts}.${sign(secret, ts)}`;
}

export type TokenCheck = { ok: true; ageMs: number } | { ok: false; reason: "missing" | "forged" | "expired" };

export function checkFormToken(secret: string, token: unknown, now = Date.now(), maxAgeMs = 24 * 3600_000): TokenCheck {
  if (typeof token !== "string" || !token.includes(".")) return { ok: false, reason: "missing" };
  const [ts = "", mac = ""] = token.split(".");
  const expected = sign(secret, ts);
  if (mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) return { ok: false, reason: "forged" };
  const ageMs = now - Number(ts);
  if (!Number.isFinite(ageMs) || ageMs < 0 || ageMs > maxAgeMs) return { ok: false, reason: "expired" };
  return { ok: true, ageMs };
}

function sign(secret: string, value: string) {
  return createHmac("sha256", secret).update(`contact-form:${value}`).digest("base64url").slice(0, 32);
}
