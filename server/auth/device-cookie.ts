import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * OWASP's "device cookies" against targeted lockout (ADR 034). Strangers who
 * guess passwords for the owner's address use up that address's attempts for
 * everyone; a browser that once signed in to an account with its password
 * carries this cookie, and its attempts for that account are counted per
 * device instead, so the strangers' count does not lock it out.
 *
 * The cookie names the account and a random device id, with the time it was
 * issued, signed with HMAC-SHA256 under a key derived from JWT_SECRET. It
 * grants nothing by itself (the password is still checked) and holds nothing
 * secret; no state is kept, so every instance accepts every other's cookies.
 */

export const deviceCookieName = "auth_device";
/** Long, since its whole point is to be there when the owner is locked out; renewed at every sign-in. */
export const deviceCookieLifetimeSeconds = 180 * 24 * 60 * 60;
const version = "v1";
/** A clock a little ahead on another instance must not void a fresh cookie. */
const clockSkewSeconds = 300;

export type DeviceCookies = {
  /** The Set-Cookie value for a browser that just signed in to `email` (keeping its device id if it had one). */
  issue: (email: string, deviceId?: string, now?: Date) => string;
  /** The device id of a valid, unexpired cookie issued for `email` in this Cookie header; undefined otherwise. */
  deviceFor: (cookieHeader: string | undefined, email: string, now?: Date) => string | undefined;
};

/** Every value of `name` in a Cookie header (a browser may send more than one with different paths). */
function cookieValues(header: string | undefined, name: string): string[] {
  if (!header) return [];
  return header
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${name}=`))
    .map((part) => part.slice(name.length + 1));
}

export function createDeviceCookies(options: { key: Buffer; secure: boolean; path: string }): DeviceCookies {
  const sign = (payload: string) => createHmac("sha256", options.key).update(payload).digest("base64url");
  const attributes = `Path=${options.path}; HttpOnly; SameSite=Strict${options.secure ? "; Secure" : ""}`;

  function verified(raw: string, email: string, now: Date): string | undefined {
    const parts = raw.split(".");
    if (parts.length !== 5) return undefined;
    const [tag, account, deviceId, issuedAt, signature] = parts as [string, string, string, string, string];
    if (tag !== version || !/^[A-Za-z0-9_-]{22}$/.test(deviceId) || !/^\d{1,12}$/.test(issuedAt)) return undefined;
    const expected = Buffer.from(sign(`${tag}.${account}.${deviceId}.${issuedAt}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    if (Buffer.from(account, "base64url").toString("utf8") !== email) return undefined;
    const seconds = Math.floor(now.getTime() / 1000);
    const issued = Number(issuedAt);
    if (issued > seconds + clockSkewSeconds || issued + deviceCookieLifetimeSeconds <= seconds) return undefined;
    return deviceId;
  }

  return {
    issue(email, deviceId = randomBytes(16).toString("base64url"), now = new Date()) {
      const payload = `${version}.${Buffer.from(email).toString("base64url")}.${deviceId}.${Math.floor(now.getTime() / 1000)}`;
      return `${deviceCookieName}=${payload}.${sign(payload)}; Max-Age=${deviceCookieLifetimeSeconds}; ${attributes}`;
    },
    deviceFor(cookieHeader, email, now = new Date()) {
      for (const raw of cookieValues(cookieHeader, deviceCookieName)) {
        const deviceId = verified(raw, email, now);
        if (deviceId) return deviceId;
      }
      return undefined;
    },
  };
}
