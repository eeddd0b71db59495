import { decodeJwt, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { AuthHttpError } from "./errors";
import { accessTokenClaims, deriveApiKeys, signClaims, signingKey, verifyAccessToken, verifyJwt } from "./tokens";

const key = signingKey("a-test-secret-that-is-long-enough-0123456789");
const otherKey = signingKey("another-secret-that-is-long-enough-0123456789");
const now = new Date("2026-03-01T10:00:00Z");
const input = {
  issuer: "https://studio.example/auth/v1",
  user: {
    id: "0b4f6a0e-3f59-4a4b-9f0a-2d3a1c9b8e7f",
    email: "owner@studio.example",
    appMetadata: { provider: "email", providers: ["email"] },
    userMetadata: { name: "Owner" },
  },
  session: { id: "6a1c9a3e-5a0b-4d7e-8f7a-1b2c3d4e5f60", method: "password" as const, createdAt: new Date("2026-03-01T09:00:00Z") },
  expirySeconds: 3600,
  now,
};

describe("access token claims", () => {
  it("are the ones Supabase Auth puts in its tokens", () => {
    expect(accessTokenClaims(input)).toEqual({
      aud: "authenticated",
      exp: Date.parse("2026-03-01T11:00:00Z") / 1000,
      iat: Date.parse("2026-03-01T10:00:00Z") / 1000,
      iss: "https://studio.example/auth/v1",
      sub: input.user.id,
      email: "owner@studio.example",
      phone: "",
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: { name: "Owner" },
      role: "authenticated",
      aal: "aal1",
      amr: [{ method: "password", timestamp: Date.parse("2026-03-01T09:00:00Z") / 1000 }],
      session_id: input.session.id,
      is_anonymous: false,
    });
  });

  it("sign as HS256 JWTs that verify with the same secret only", async () => {
    const token = await signClaims(key, accessTokenClaims({ ...input, now: new Date() }));
    const [header] = token.split(".");
    expect(JSON.parse(Buffer.from(header!, "base64url").toString())).toEqual({ alg: "HS256", typ: "JWT" });
    await expect(verifyAccessToken(key, token)).resolves.toMatchObject({ sub: input.user.id, sessionId: input.session.id });
    await expect(verifyAccessToken(otherKey, token)).rejects.toMatchObject({ status: 403, errorCode: "bad_jwt" });
  });

  it("refuse expired, wrong-audience, unsigned and malformed tokens with bad_jwt", async () => {
    const expired = await signClaims(key, accessTokenClaims({ ...input, now: new Date(Date.now() - 7200_000) }));
    const anon = await signClaims(key, { role: "anon", iss: input.issuer });
    const none = `${Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url")}.${Buffer.from(JSON.stringify(accessTokenClaims({ ...input, now: new Date() }))).toString("base64url")}.`;
    for (const token of [expired, anon, none, "not-a-jwt", ""]) {
      const error = await verifyAccessToken(key, token).catch((caught: unknown) => caught);
      expect(error, token).toBeInstanceOf(AuthHttpError);
      expect(error).toMatchObject({ status: 403, errorCode: "bad_jwt" });
    }
    await expect(verifyAccessToken(key, expired)).rejects.toThrow("token is expired");
  });

  it("need a session id and the authenticated role", async () => {
    const base = accessTokenClaims({ ...input, now: new Date() });
    const noSession = await signClaims(key, { ...base, session_id: undefined });
    const serviceRole = await new SignJWT({ ...base, role: "service_role" }).setProtectedHeader({ alg: "HS256" }).sign(key);
    await expect(verifyAccessToken(key, noSession)).rejects.toMatchObject({ errorCode: "bad_jwt" });
    await expect(verifyAccessToken(key, serviceRole)).rejects.toMatchObject({ errorCode: "bad_jwt" });
  });
});

describe("API keys", () => {
  it("are stable JWTs with the anon and service_role roles", async () => {
    const first = await deriveApiKeys(key, input.issuer);
    const again = await deriveApiKeys(key, input.issuer);
    expect(again).toEqual(first);
    expect(decodeJwt(first.anonKey)).toMatchObject({ role: "anon", iss: input.issuer });
    expect(decodeJwt(first.serviceRoleKey)).toMatchObject({ role: "service_role", iss: input.issuer });
    // Valid for decades, so a deployment never wakes up to expired keys.
    expect(decodeJwt(first.anonKey).exp! * 1000 - Date.now()).toBeGreaterThan(40 * 365 * 86_400_000);
    await expect(verifyJwt(key, first.anonKey)).resolves.toMatchObject({ role: "anon" });
    expect((await deriveApiKeys(otherKey, input.issuer)).anonKey).not.toBe(first.anonKey);
  });
});
