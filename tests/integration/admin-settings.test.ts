import { fetchFormToken } from "../support/form-token";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authClient, signJwt, startAuthServer, type AuthServer } from "./auth-helpers";
import { startSmtp, type TestSmtp } from "../setup/smtp";
import { ownerSettings } from "../fixtures/studio/owner-settings";

let server: AuthServer;
let smtp: TestSmtp;
let owner: Record<string, string>;
type StudioBody = { values: Record<string, unknown> & { profiles: { network: string; url: string }[] }; sampleFields: string[] };

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startAuthServer({ CONTACT_MIN_FILL_MS: "0", SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, OUTBOX_POLL_MS: "200" });
  const { data, error } = await authClient(server).signUp({ email: "owner@studio.example", password: "a long enough password" });
  if (error || !data.session) throw error ?? new Error("no session");
  owner = { apikey: server.anonKey, Authorization: `Bearer ${data.session.access_token}` };
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const settings = (init: RequestInit = {}, headers: Record<string, string> = owner) =>
  fetch(`${server.url}/api/admin/settings`, { ...init, headers: { ...headers, "content-type": "application/json", ...(init.headers as object) } });
const page = async (path: string) => (await fetch(`${server.url}${path}`, { redirect: "manual" })).text();

describe("settings API", () => {
  it("is closed to visitors, the public key and forged or expired tokens", async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: "00000000-0000-4000-8000-000000000000", role: "authenticated", aud: "authenticated", iss: server.authUrl };
    const cases: [string, Record<string, string>][] = [
      ["no headers", {}],
      ["anon key as bearer", { apikey: server.anonKey, Authorization: `Bearer ${server.anonKey}` }],
      ["garbage", { apikey: server.anonKey, Authorization: "Bearer not.a.token" }],
      [
        "other secret",
        { apikey: server.anonKey, Authorization: `Bearer ${await signJwt("x".repeat(40), { ...claims, iat: now, exp: now + 3600 })}` },
      ],
      [
        "expired",
        { apikey: server.anonKey, Authorization: `Bearer ${await signJwt(server.jwtSecret(), { ...claims, iat: now - 7200, exp: now - 3600 })}` },
      ],
    ];
    for (const [label, headers] of cases) {
      for (const method of ["GET", "PUT"]) {
        const response = await settings({ method, body: method === "PUT" ? JSON.stringify(ownerSettings) : undefined }, headers);
        expect([401, 403], `${method} ${label}`).toContain(response.status);
      }
    }
    expect(await page("/en")).toContain("Ali Hassan");
  });

  it("lists every field as sample on a fresh install", async () => {
    const response = await settings();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as StudioBody;
    expect(body.values.ownerNameEn).toBe("Ali Hassan");
    expect(body.values.notifyEmail).toBe("hello@example.com");
    // 8 details, the 5 shipped links one by one, the sample street in both languages and the sample hours.
    expect(body.sampleFields).toHaveLength(16);
    expect(body.sampleFields).toEqual(expect.arrayContaining(["profile-telegram", "profile-youtube", "addressStreetAr", "hours"]));
  });

  it("refuses invalid values field by field and changes nothing", async () => {
    const response = await settings({
      method: "PUT",
      body: JSON.stringify({
        ...ownerSettings,
        phone: "call me",
        profiles: [{ network: "facebook", url: "https://evil.example/x" }],
        mapLink: "https://evil.example/maps",
        email: "",
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "validation_failed",
      fields: { phone: "phone", profiles: "host", mapLink: "mapHost", email: "required" },
    });
    const unknown = await settings({ method: "PUT", body: JSON.stringify({ ...ownerSettings, sampleFields: [] }) });
    expect(unknown.status).toBe(400);
    expect(await page("/en")).toContain("Ali Hassan");
  });

  it("saves normalised values that every page and the enquiry mail use at once", async () => {
    const response = await settings({ method: "PUT", body: JSON.stringify(ownerSettings) });
    expect(response.status).toBe(200);
    const body = (await response.json()) as StudioBody;
    expect(body.values.phone).toBe("+9647812345678");
    expect(body.values.profiles[0]).toEqual({ network: "telegram", url: "https://t.me/sarakareem" });
    expect(body.sampleFields).toEqual([]);

    const en = await page("/en");
    expect(en).toContain("Sara Kareem");
    expect(en).not.toContain("Ali Hassan");
    expect(en).toContain("https://www.instagram.com/sarakareem");
    expect(en).toContain("wa.me/9647812345679");
    const ar = await page("/");
    expect(ar).toContain("سارة كريم");
    expect(ar).toContain("mailto:hello@sara.example");
    expect(ar).not.toContain("hello@example.com");

    const started = await fetchFormToken(server.url);
    const form = new URLSearchParams({ started, lang: "en", name: "A client", email: "client@example.org", message: "A website, please" });
    const sent = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form,
    });
    expect(sent.status).toBe(200);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual(["leads@sara.example"]);
    expect(mail!.subject).toContain("New Project Inquiry");
  });

  it("keeps the about-page aliases of every earlier name redirecting", async () => {
    await settings({ method: "PUT", body: JSON.stringify({ ...ownerSettings, ownerNameEn: "Sara K. Studio", ownerNameAr: "استوديو سارة" }) });
    for (const alias of ["/who-is-ali-hassan", "/who-is-sara-kareem", "/who-is-sara-k-studio", `/${encodeURIComponent("من-هو-سارة-كريم")}`]) {
      const response = await fetch(`${server.url}${alias}`, { redirect: "manual" });
      expect(response.status, alias).toBe(302);
      expect(response.headers.get("location"), alias).toMatch(/\/(ar|en)\/about$/);
    }
    expect((await fetch(`${server.url}/who-is-somebody-else`, { redirect: "manual" })).status).toBe(404);
  });
});
