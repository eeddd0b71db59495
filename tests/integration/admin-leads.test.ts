import { fetchFormToken } from "../support/form-token";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authClient, signJwt, startAuthServer, type AuthServer } from "./auth-helpers";

let server: AuthServer;
let accessToken: string;

beforeAll(async () => {
  server = await startAuthServer({ CONTACT_MIN_FILL_MS: "0" });
  const client = authClient(server);
  const { data, error } = await client.signUp({ email: "owner@studio.example", password: "a long enough password" });
  if (error || !data.session) throw error ?? new Error("no session");
  accessToken = data.session.access_token;
  const started = await fetchFormToken(server.url);
  const body = new URLSearchParams({ started, lang: "ar", name: "عميل تجريبي", email: "lead@example.org", message: "نريد حملة" });
  expect(
    (await fetch(`${server.url}/api/contact`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body })).status,
  ).toBe(200);
});
afterAll(async () => {
  await server?.stop();
});

const leads = (headers: Record<string, string>, path = "/api/admin/leads") => fetch(`${server.url}${path}`, { headers });

describe("leads API", () => {
  it("answers the signed-in owner", async () => {
    const response = await leads({ apikey: server.anonKey, Authorization: `Bearer ${accessToken}` });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { items: { id: string; name: string; status: string }[]; unread: number };
    expect(body.items[0]).toMatchObject({ name: "عميل تجريبي", status: "new" });
    expect(body.unread).toBe(1);

    const id = body.items[0]!.id;
    const patch = await fetch(`${server.url}/api/admin/leads/${id}`, {
      method: "PATCH",
      headers: { apikey: server.anonKey, Authorization: `Bearer ${accessToken}`, "content-type": "application/json" },
      body: JSON.stringify({ status: "archived" }),
    });
    expect(patch.status).toBe(200);
    expect(((await patch.json()) as { status: string }).status).toBe("archived");
    const inbox = (await (await leads({ apikey: server.anonKey, Authorization: `Bearer ${accessToken}` })).json()) as { items: unknown[] };
    expect(inbox.items).toHaveLength(0);
  });

  it("refuses missing keys and forged, expired or other-secret tokens", async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      aud: "authenticated",
      role: "authenticated",
      sub: "00000000-0000-0000-0000-000000000000",
      session_id: "00000000-0000-0000-0000-000000000000",
      iss: server.authUrl,
    };
    const forgedOther = await signJwt("x".repeat(40), { ...claims, iat: now, exp: now + 3600 });
    const expired = await signJwt(server.jwtSecret(), { ...claims, iat: now - 7200, exp: now - 3600 });
    const noSession = await signJwt(server.jwtSecret(), { ...claims, iat: now, exp: now + 3600 });
    const cases: [string, Record<string, string>][] = [
      ["no headers", {}],
      ["no apikey", { Authorization: `Bearer ${accessToken}` }],
      ["anon key as bearer", { apikey: server.anonKey, Authorization: `Bearer ${server.anonKey}` }],
      ["other secret", { apikey: server.anonKey, Authorization: `Bearer ${forgedOther}` }],
      ["expired", { apikey: server.anonKey, Authorization: `Bearer ${expired}` }],
      ["unknown session", { apikey: server.anonKey, Authorization: `Bearer ${noSession}` }],
    ];
    for (const [label, headers] of cases) {
      const response = await leads(headers);
      expect([401, 403], label).toContain(response.status);
    }
  });

  it("refuses bad ids and bodies with a 4xx", async () => {
    const headers = { apikey: server.anonKey, Authorization: `Bearer ${accessToken}` };
    expect((await leads(headers, "/api/admin/leads/not-a-uuid")).status).toBe(404);
    expect((await leads(headers, "/api/admin/leads?view=everything")).status).toBe(400);
    const bad = await fetch(`${server.url}/api/admin/leads/00000000-0000-4000-8000-000000000000`, {
      method: "PATCH",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ status: "deleted" }),
    });
    expect(bad.status).toBe(400);
  });
});
