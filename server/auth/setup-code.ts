import { createHmac, timingSafeEqual } from "node:crypto";

/** Crockford's base32 without the letters people misread (I, L, O, U). */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * The one-time code that creating the first account (the owner) needs in
 * production (ADR 010). It is derived from JWT_SECRET, so every instance and
 * every restart prints the same code, and it stops mattering the moment the
 * owner exists. 15 characters of base32: 75 bits, under the sign-up limit.
 */
export function ownerSetupCode(jwtSecret: string): string {
  const digest = createHmac("sha256", jwtSecret).update("auth:owner-setup-code").digest();
  let code = "";
  for (let i = 0; i < 15; i++) code += ALPHABET[digest[i]! & 31];
  return code.match(/.{5}/g)!.join("-");
}

/** Compares what a person typed: case, spaces and dashes do not matter; misread letters are read as Crockford does. */
export function setupCodeMatches(expected: string, given: unknown): boolean {
  if (typeof given !== "string" || given.length > 64) return false;
  const normalize = (value: string) => value.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  const left = Buffer.from(normalize(given));
  const right = Buffer.from(normalize(expected));
  return left.length === right.length && timingSafeEqual(left, right);
}
