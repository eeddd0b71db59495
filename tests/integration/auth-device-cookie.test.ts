import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDeviceCookies, deviceCookieName } from "../../server/auth/device-cookie";
import { subKey } from "../../server/auth/tokens";
import { authClient, call, startAuthServer, type AuthServer } from "./auth-helpers";

// OWASP's device cookies (ADR 034) against the default limits (AUTH_RATE_LIMIT_MULTIPLIER=1):
// strangers guessing from several IPs lock the owner's address out of password sign-in, but not
// the browsers he signed in with before. TRUST_PROXY lets each request speak from the address it
// names in X-Forwarded-For.

const OWNER = "owner@device.example";
const PASSWORD = "the owner's password";
const JWT_SECRET = randomBytes(32).toString("hex");
let server: AuthServer;

const from = (ip: string) => ({ "x-forwarded-for": ip });
/** The cookie as a browser sends it back: name=value, without the attributes. */
const pair = (setCookie: string) => setCookie.split(";")[0]!;
const deviceIdOf = (setCookie: string) => pair(setCookie).split(".")[2];

/** A browser: the official client, whose fetch keeps the cookies the auth API sets and sends them back to it. */
function browser(ip: string) {
  const jar = new Map<string, string>();
  const client = authClient(server, {
    headers: { apikey: server.anonKey, ...from(ip) },
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      if (jar.size > 0) headers.set("cookie", [...jar.values()].join("; "));
      const response = await fetch(input, { ...init, headers });
      for (const setCookie of response.headers.getSetCookie()) jar.set(setCookie.split("=")[0]!, pair(setCookie));
      return response;
    },
  });
  return { client, cookie: () => jar.get(deviceCookieName) };
}

const signIn = (ip: string, cookie: string | undefined, password = PASSWORD) =>
  call(server, "POST", "/token?grant_type=password", { body: { email: OWNER, password }, headers: { ...from(ip), ...(cookie ? { cookie } : {}) } });

beforeAll(async () => {
  server = await startAuthServer({ TRUST_PROXY: "true", AUTH_RATE_LIMIT_MULTIPLIER: "1", JWT_SECRET });
  const { error } = await authClient(server).signUp({ email: OWNER, password: PASSWORD });
  expect(error).toBeNull();
});

afterAll(async () => {
  await server?.stop();
});

describe("device cookies", () => {
  it("lets the owner's browsers sign in with the password while strangers have his address locked out; forged ones get no exemption; a failing one is locked", async () => {
    // The owner signs in on his laptop and his phone: each gets its own device cookie.
    const laptop = browser("192.0.2.10");
    expect((await laptop.client.signInWithPassword({ email: OWNER, password: PASSWORD })).error).toBeNull();
    const phone = await signIn("192.0.2.11", undefined);
    expect(phone.status).toBe(200);
    const [phoneSetCookie] = phone.headers.getSetCookie();
    expect(phoneSetCookie).toMatch(new RegExp(`^${deviceCookieName}=`));
    const attributes = phoneSetCookie!.split(";").map((part) => part.trim());
    expect(attributes).toEqual(expect.arrayContaining(["HttpOnly", "SameSite=Strict", "Path=/auth/v1"]));
    expect(attributes).not.toContain("Secure");
    expect(Number(attributes.find((part) => part.startsWith("Max-Age="))?.slice(8))).toBeGreaterThanOrEqual(90 * 86_400);
    // It names the account and holds nothing secret: no password, no token.
    const value = pair(phoneSetCookie!).slice(deviceCookieName.length + 1);
    expect(Buffer.from(value.split(".")[1]!, "base64url").toString()).toBe(OWNER);
    expect(value).not.toContain(Buffer.from(PASSWORD).toString("base64url"));
    expect(value).not.toContain((phone.json.refresh_token as string).slice(0, 12));
    const phoneCookie = pair(phoneSetCookie!);
    expect(deviceIdOf(phoneCookie)).not.toBe(deviceIdOf(laptop.cookie()!));

    // Strangers guess from two IPs until the address is locked (20 attempts in 5 minutes from everyone together).
    const statuses: number[] = [];
    for (const ip of ["198.51.100.1", "198.51.100.2"]) for (let i = 0; i < 10; i++) statuses.push((await signIn(ip, undefined, `guess ${i}`)).status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(18);
    expect(statuses.slice(-2)).toEqual([429, 429]);
    // Without his cookie the owner is locked out too, from anywhere, with the right password.
    expect((await signIn("203.0.113.50", undefined)).status).toBe(429);

    // With it, the owner's browser signs in: through the official client, and even from a stranger's locked IP.
    const signedIn = await laptop.client.signInWithPassword({ email: OWNER, password: PASSWORD });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.session?.access_token).toBeTruthy();
    const fromLockedIp = await signIn("198.51.100.1", laptop.cookie());
    expect(fromLockedIp.status).toBe(200);
    // The renewed cookie keeps the device's id.
    expect(deviceIdOf(fromLockedIp.headers.getSetCookie()[0]!)).toBe(deviceIdOf(laptop.cookie()!));

    // No exemption for a cookie that is forged, signed with another key, issued for another account or expired.
    const [tag, account, deviceId, issuedAt, signature] = phoneCookie.slice(deviceCookieName.length + 1).split(".") as string[];
    const otherAccount = Buffer.from("stranger@device.example").toString("base64url");
    const genuine = createDeviceCookies({ key: subKey(JWT_SECRET, "device-cookie"), secure: false, path: "/auth/v1" });
    const otherKey = createDeviceCookies({ key: subKey(randomBytes(32).toString("hex"), "device-cookie"), secure: false, path: "/auth/v1" });
    const refused = [
      `${deviceCookieName}=${tag}.${otherAccount}.${deviceId}.${issuedAt}.${signature}`,
      `${deviceCookieName}=${tag}.${account}.${deviceId}.${Number(issuedAt) + 1}.${signature}`,
      `${deviceCookieName}=${tag}.${account}.${deviceId}.${issuedAt}.${signature!.slice(0, -2)}AA`,
      pair(otherKey.issue(OWNER)),
      pair(genuine.issue("stranger@device.example")),
      pair(genuine.issue(OWNER, undefined, new Date(Date.now() - 181 * 86_400_000))),
    ];
    for (const cookie of refused) expect((await signIn("203.0.113.51", cookie)).status, cookie).toBe(429);

    // A device cookie that keeps failing is locked itself (10 attempts in 5 minutes), the others are not.
    for (let i = 0; i < 10; i++) expect((await signIn("203.0.113.60", phoneCookie, `guess ${i}`)).status).toBe(400);
    const lockedDevice = await signIn("203.0.113.60", phoneCookie);
    expect(lockedDevice.status).toBe(429);
    expect(lockedDevice.json).toMatchObject({ error_code: "over_request_rate_limit" });
    expect(Number(lockedDevice.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await signIn("203.0.113.61", laptop.cookie())).status).toBe(200);
  });
});
