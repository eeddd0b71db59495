import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authClient, call, startAuthServer, type AuthServer } from "./auth-helpers";

// The default limits (AUTH_RATE_LIMIT_MULTIPLIER=1) on a fresh embedded database.
// TRUST_PROXY lets each test speak from its own address through X-Forwarded-For.

const OWNER = "owner@limits.example";
const PASSWORD = "the owner's password";
let server: AuthServer;

const from = (ip: string) => ({ "x-forwarded-for": ip });

beforeAll(async () => {
  server = await startAuthServer({ TRUST_PROXY: "true", AUTH_RATE_LIMIT_MULTIPLIER: "1" });
  const { error } = await authClient(server).signUp({ email: OWNER, password: PASSWORD });
  expect(error).toBeNull();
});

afterAll(async () => {
  await server?.stop();
});

function expectLimited(response: Awaited<ReturnType<typeof call>>) {
  expect(response.status).toBe(429);
  expect(response.json).toEqual({ code: 429, error_code: "over_request_rate_limit", msg: "Request rate limit reached" });
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
}

describe("password attempts", () => {
  it("are limited per address: 20 in 5 minutes from every IP together (an IP's own 10 first), even with the right password", async () => {
    const target = "victim@limits.example";
    for (let i = 0; i < 20; i++) {
      const response = await call(server, "POST", "/token?grant_type=password", {
        body: { email: target, password: `guess ${i}` },
        headers: from(`198.51.100.${i}`),
      });
      expect(response.status).toBe(400);
    }
    expectLimited(
      await call(server, "POST", "/token?grant_type=password", { body: { email: target, password: "guess" }, headers: from("198.51.100.99") }),
    );
    // Other addresses are not affected.
    expect(
      (await call(server, "POST", "/token?grant_type=password", { body: { email: OWNER, password: PASSWORD }, headers: from("198.51.100.99") }))
        .status,
    ).toBe(200);
  });

  it("are limited per IP: 10 in 5 minutes, whatever the address", async () => {
    for (let i = 0; i < 10; i++) {
      const response = await call(server, "POST", "/token?grant_type=password", {
        body: { email: `user${i}@limits.example`, password: "guess" },
        headers: from("203.0.113.7"),
      });
      expect(response.status).toBe(400);
    }
    expectLimited(
      await call(server, "POST", "/token?grant_type=password", { body: { email: OWNER, password: PASSWORD }, headers: from("203.0.113.7") }),
    );
    const client = authClient(server, { headers: { apikey: server.anonKey, ...from("203.0.113.7") } });
    const { error } = await client.signInWithPassword({ email: OWNER, password: PASSWORD });
    expect(error).toMatchObject({ status: 429, code: "over_request_rate_limit" });
  });
});

describe("mail requests", () => {
  it("are limited to 5 an hour per address from one IP, known or not, with the same answers", async () => {
    for (const email of [OWNER, "unknown@limits.example"]) {
      const ip = email === OWNER ? "192.0.2.1" : "192.0.2.2";
      for (let i = 0; i < 5; i++) {
        const response = await call(server, "POST", "/recover", { body: { email }, headers: from(ip) });
        expect(response.status, email).toBe(200);
        expect(response.json).toEqual({});
      }
      expectLimited(await call(server, "POST", "/otp", { body: { email, create_user: false }, headers: from(ip) }));
      // Someone else asking for the same address is counted apart, so strangers cannot use up the owner's requests.
      expect((await call(server, "POST", "/otp", { body: { email, create_user: false }, headers: from("192.0.2.99") })).status).toBe(200);
    }
  });

  it("are limited to 30 an hour per IP", async () => {
    for (let i = 0; i < 30; i++) {
      expect((await call(server, "POST", "/otp", { body: { email: `someone${i}@limits.example` }, headers: from("192.0.2.200") })).status).toBe(200);
    }
    expectLimited(await call(server, "POST", "/recover", { body: { email: "someone-else@limits.example" }, headers: from("192.0.2.200") }));
  });
});

describe("sign-up and verification", () => {
  it("limit sign-up attempts per IP", async () => {
    for (let i = 0; i < 10; i++) {
      expect(
        (
          await call(server, "POST", "/signup", {
            body: { email: `new${i}@limits.example`, password: "a good password" },
            headers: from("192.0.2.150"),
          })
        ).status,
      ).toBe(422);
    }
    expectLimited(
      await call(server, "POST", "/signup", { body: { email: "new@limits.example", password: "a good password" }, headers: from("192.0.2.150") }),
    );
  });

  it("limit link checks per IP, for the mail link and POST /verify alike", async () => {
    for (let i = 0; i < 30; i++) {
      const response = await fetch(`${server.authUrl}/verify?token=guess${i}&type=magiclink&redirect_to=${encodeURIComponent(server.siteUrl)}`, {
        redirect: "manual",
        headers: from("192.0.2.160"),
      });
      expect(response.status).toBe(303);
    }
    expectLimited(await call(server, "POST", "/verify", { body: { type: "magiclink", token_hash: "guess" }, headers: from("192.0.2.160") }));
    const linkAfter = await fetch(`${server.authUrl}/verify?token=guess&type=magiclink`, { redirect: "manual", headers: from("192.0.2.160") });
    expect(linkAfter.status).toBe(429);
  });
});
