import { fetchFormToken } from "../support/form-token";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authClient, signJwt, signUpOwner, startAuthServer, type AuthServer } from "./auth-helpers";
import { startSmtp, type TestSmtp } from "../setup/smtp";
import { freePort } from "../support/free-port";
import type { LeadDetail, LeadSummary, UnsentNotifications } from "#core/leads/lead-wire";

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

const leads = (headers: Record<string, string>, path = "/api/admin/leads", on: AuthServer = server) => fetch(`${on.url}${path}`, { headers });

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

describe("an enquiry whose notification failed for good", () => {
  let failing: AuthServer;
  let headers: Record<string, string>;
  let smtpPort: number;
  let smtp: TestSmtp | undefined;
  const detail = async (id: string) => (await (await leads(headers, `/api/admin/leads/${id}`, failing)).json()) as LeadDetail;
  const retry = (id: string, with_ = headers) => fetch(`${failing.url}/api/admin/leads/${id}/notification/retry`, { method: "POST", headers: with_ });

  beforeAll(async () => {
    // Nothing listens on the SMTP port yet, and one attempt is all a mail gets.
    smtpPort = await freePort();
    failing = await startAuthServer({
      CONTACT_MIN_FILL_MS: "0",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      NOTIFY_EMAIL: "owner@studio.example",
      OUTBOX_MAX_ATTEMPTS: "1",
      OUTBOX_POLL_MS: "100",
      LOG_LEVEL: "info",
    });
    headers = await signUpOwner(failing);
    const started = await fetchFormToken(failing.url);
    const body = new URLSearchParams({ started, lang: "en", name: "Unmailed Visitor", email: "visitor@example.org", message: "Please call me." });
    expect(
      (await fetch(`${failing.url}/api/contact`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body })).status,
    ).toBe(200);
  });
  afterAll(async () => {
    await failing?.stop();
    await smtp?.stop();
  });

  it("is listed with its mail's state, can be sent again by the owner alone (audited), and is then sent", async () => {
    await expect
      .poll(async () => ((await (await leads(headers, "/api/admin/leads", failing)).json()) as { unsent: UnsentNotifications }).unsent, {
        timeout: 10_000,
      })
      .toMatchObject({ failed: 1, waiting: 0, items: [{ name: "Unmailed Visitor", state: "failed" }] });
    const list = (await (await leads(headers, "/api/admin/leads", failing)).json()) as { items: LeadSummary[]; unsent: UnsentNotifications };
    const id = list.unsent.items[0]!.id;
    expect(list.items.find((item) => item.id === id)!.notification).toBe("failed");
    expect((await detail(id)).notification).toMatchObject({ state: "failed", attempts: 1, lastError: expect.stringContaining("ECONNREFUSED") });

    // The guard first: a stranger changes nothing.
    expect((await retry(id, {})).status).toBe(401);
    expect((await retry(id, { apikey: failing.anonKey })).status).toBe(401);
    expect((await detail(id)).notification?.state).toBe("failed");

    // The server is back: the owner's retry sends it.
    smtp = await startSmtp(smtpPort);
    const retried = await retry(id);
    expect(retried.status).toBe(200);
    // Queued at once (the outbox may already have it by the time the answer is read).
    expect(["waiting", "sent"]).toContain(((await retried.json()) as LeadDetail).notification?.state);
    await expect.poll(() => smtp!.mails.some((mail) => mail.text.includes("Name: Unmailed Visitor")), { timeout: 10_000 }).toBe(true);
    await expect.poll(async () => (await detail(id)).notification?.state, { timeout: 5_000 }).toBe("sent");
    expect(failing.output()).toMatch(
      /"audit":"lead\.notification\.retry","admin":"owner@studio\.example","leadId":"[^"]+","outboxId":"[^"]+","was":"failed"/,
    );
    const after = (await (await leads(headers, "/api/admin/leads", failing)).json()) as { unsent: UnsentNotifications };
    expect(after.unsent).toEqual({ failed: 0, waiting: 0, items: [] });

    // A sent mail is not sent again; unknown and malformed ids are 404.
    expect((await retry(id)).status).toBe(409);
    expect((await retry("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await retry("not-a-uuid")).status).toBe(404);
  });
});
