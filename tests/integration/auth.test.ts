import { createHash } from "node:crypto";
import { AuthApiError, AuthSessionMissingError, AuthWeakPasswordError, isAuthApiError, type AuthChangeEvent, type Session } from "@supabase/auth-js";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { deriveApiKeys, signingKey } from "../../server/auth/tokens";
import { createTestPostgresDatabase } from "../support/test-databases";
import { startSmtp, type ReceivedMail, type TestSmtp } from "../setup/smtp";
import { authClient, call, decodePart, inBrowserAt, linkIn, openLink, signJwt, startAuthServer, type AuthServer } from "./auth-helpers";

// The official @supabase/auth-js client against our /auth/v1, every flow the admin uses.

const OWNER = "owner@studio.example";
const HELPER = "helper@studio.example";
const PASSWORD = "first owner password";

type Database = Awaited<ReturnType<typeof createTestPostgresDatabase>>;
let database: Database;
let db: pg.Client;
let smtp: TestSmtp;
let server: AuthServer;
const mails: ReceivedMail[] = [];

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The next mail to `to`, after `before` mails had arrived. */
async function nextMail(to: string, before: number): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect.poll(() => (found = mails.slice(before).find((mail) => mail.to.includes(to))), { timeout: 15_000 }).toBeDefined();
  return found!;
}

async function signIn(email = OWNER, password = PASSWORD) {
  const client = authClient(server);
  const { data, error } = await client.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return { client, session: data.session! };
}

const refresh = (refreshToken: string) => call(server, "POST", "/token?grant_type=refresh_token", { body: { refresh_token: refreshToken } });

beforeAll(async () => {
  const adminUrl = inject("postgresUrl");
  if (!adminUrl) throw new Error(inject("postgresError"));
  database = await createTestPostgresDatabase(adminUrl);
  smtp = await startSmtp(0, mails);
  server = await startAuthServer({
    DATABASE_URL: database.url,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    OUTBOX_POLL_MS: "100",
    OUTBOX_BASE_DELAY_MS: "100",
    ADMIN_EMAILS: HELPER,
    AUTH_REDIRECT_ALLOW_LIST: "http://localhost:5173",
    AUTH_RATE_LIMIT_MULTIPLIER: "100",
  });
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await db?.end();
  await database?.drop();
});

describe("sign-up", () => {
  it("creates the owner's account on first start, confirmed and signed in at once", async () => {
    expect((await call(server, "GET", "/settings")).json).toMatchObject({
      needs_owner: true,
      disable_signup: false,
      external: { email: true, phone: false },
    });
    const client = authClient(server);
    const events: AuthChangeEvent[] = [];
    client.onAuthStateChange((event) => void events.push(event));
    const { data, error } = await client.signUp({ email: "Owner@Studio.example", password: PASSWORD, options: { data: { name: "Owner" } } });
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ token_type: "bearer", expires_in: 3600 });
    expect(data.user).toMatchObject({
      email: OWNER,
      aud: "authenticated",
      role: "authenticated",
      user_metadata: { name: "Owner" },
      is_anonymous: false,
    });
    expect(data.user!.email_confirmed_at).toBeTruthy();
    expect(data.user!.identities).toHaveLength(1);
    expect(events).toContain("SIGNED_IN");

    const { rows } = await db.query("select email, encrypted_password from auth_users");
    expect(rows).toHaveLength(1);
    expect(rows[0].email).toBe(OWNER);
    expect(rows[0].encrypted_password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(rows[0].encrypted_password).not.toContain(PASSWORD);
    expect((await call(server, "GET", "/settings")).json).toMatchObject({ needs_owner: false });
  });

  it("is refused afterwards for anyone not in ADMIN_EMAILS", async () => {
    const { data, error } = await authClient(server).signUp({ email: "stranger@example.com", password: "a fine password" });
    expect(data.session).toBeNull();
    expect(isAuthApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 422, code: "signup_disabled", message: "Signups not allowed for this instance" });
    const { rows } = await db.query("select count(*)::int as n from auth_users");
    expect(rows[0].n).toBe(1);
  });

  it("lets an address in ADMIN_EMAILS sign up, confirmed by mail, with the password rules", async () => {
    const client = authClient(server);
    const weak = await client.signUp({ email: HELPER, password: "short" });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(weak.error).toMatchObject({ status: 422, code: "weak_password", reasons: ["length"] });

    const before = mails.length;
    const { data, error } = await client.signUp({
      email: HELPER,
      password: "helper password",
      options: { emailRedirectTo: `${server.siteUrl}/admin/dashboard` },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email: HELPER });
    expect(data.user!.email_confirmed_at).toBeUndefined();

    // Not before the address is confirmed.
    const early = await client.signInWithPassword({ email: HELPER, password: "helper password" });
    expect(early.error).toMatchObject({ status: 400, code: "email_not_confirmed" });

    const mail = await nextMail(HELPER, before);
    expect(mail.subject).toBe("Confirm your admin account");
    const opened = await openLink(linkIn(mail));
    expect(opened.status).toBe(303);
    expect(opened.target).toBe(`${server.siteUrl}/admin/dashboard`);
    expect(opened.fragment).toMatchObject({ token_type: "bearer", type: "signup", expires_in: "3600" });

    const signedIn = await client.signInWithPassword({ email: HELPER, password: "helper password" });
    expect(signedIn.error).toBeNull();

    // Signing up again with a confirmed address says nothing about the account and sends nothing.
    const count = mails.length;
    const again = await client.signUp({ email: HELPER, password: "another password" });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    expect(again.data.user!.identities).toEqual([]);
    await wait(500);
    expect(mails.slice(count).filter((m) => m.to.includes(HELPER))).toHaveLength(0);
  });
});

describe("password sign-in", () => {
  it("signs in with the right password and issues Supabase's claims", async () => {
    const { session } = await signIn();
    expect(session.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.expires_at).toBe(Math.floor(Date.now() / 1000) + 3600);
    const claims = decodePart(session.access_token);
    expect(decodePart(session.access_token, 0)).toEqual({ alg: "HS256", typ: "JWT" });
    expect(claims).toMatchObject({
      aud: "authenticated",
      iss: `${server.siteUrl}/auth/v1`,
      sub: session.user.id,
      email: OWNER,
      phone: "",
      role: "authenticated",
      aal: "aal1",
      amr: [{ method: "password" }],
      is_anonymous: false,
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: { name: "Owner" },
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
    const { rows } = await db.query("select id from auth_sessions where id = $1", [claims.session_id]);
    expect(rows).toHaveLength(1);
  });

  it("refuses a wrong password and an unknown address alike", async () => {
    for (const [email, password] of [
      [OWNER, "wrong password"],
      ["nobody@studio.example", PASSWORD],
    ] as const) {
      const { data, error } = await authClient(server).signInWithPassword({ email, password });
      expect(data.session).toBeNull();
      expect(error).toBeInstanceOf(AuthApiError);
      expect(error).toMatchObject({ status: 400, code: "invalid_credentials", message: "Invalid login credentials" });
    }
  });
});

describe("refresh tokens", () => {
  it("rotate on every use; only hashes are stored, each child linked to its parent", async () => {
    const { client, session } = await signIn();
    const { data, error } = await client.refreshSession();
    expect(error).toBeNull();
    const next = data.session!;
    expect(next.refresh_token).not.toBe(session.refresh_token);
    expect(decodePart(next.access_token).session_id).toBe(decodePart(session.access_token).session_id);

    const { rows } = await db.query("select id, token_hash, parent, revoked from auth_refresh_tokens where session_id = $1 order by id", [
      decodePart(session.access_token).session_id,
    ]);
    expect(rows).toEqual([
      { id: rows[0].id, token_hash: sha256(session.refresh_token), parent: null, revoked: true },
      { id: rows[1].id, token_hash: sha256(next.refresh_token), parent: rows[0].id, revoked: false },
    ]);
    const { rows: all } = await db.query("select * from auth_refresh_tokens");
    expect(JSON.stringify(all)).not.toContain(next.refresh_token);
    expect((await client.getUser()).data.user?.email).toBe(OWNER);
  });

  it("let two tabs refresh the same token at once: both get the same new session", async () => {
    const { session } = await signIn();
    const [tabA, tabB] = [authClient(server), authClient(server)];
    const [a, b] = await Promise.all([
      tabA.refreshSession({ refresh_token: session.refresh_token }),
      tabB.refreshSession({ refresh_token: session.refresh_token }),
    ]);
    expect(a.error).toBeNull();
    expect(b.error).toBeNull();
    expect(a.data.session!.refresh_token).toBe(b.data.session!.refresh_token);
    expect(decodePart(a.data.session!.access_token).session_id).toBe(decodePart(b.data.session!.access_token).session_id);

    // A third tab, still holding the first token, moments later: the current session again.
    const third = await refresh(session.refresh_token);
    expect(third.status).toBe(200);
    expect(third.json.refresh_token).toBe(a.data.session!.refresh_token);
    // And the session goes on from there.
    expect((await refresh(a.data.session!.refresh_token)).status).toBe(200);
  });

  it("give an older ancestor the current token within the reuse interval", async () => {
    const { session } = await signIn();
    const second = (await refresh(session.refresh_token)).json.refresh_token as string;
    const third = (await refresh(second)).json.refresh_token as string;
    const again = await refresh(session.refresh_token);
    expect(again.status).toBe(200);
    expect(again.json.refresh_token).toBe(third);
  });

  it("revoke the whole session when a used token comes back after the interval", async () => {
    const { session } = await signIn();
    const sessionId = decodePart(session.access_token).session_id;
    const second = (await refresh(session.refresh_token)).json as unknown as Session;
    const third = (await refresh(second.refresh_token)).json as unknown as Session;
    await db.query("update auth_refresh_tokens set updated_at = updated_at - interval '1 minute' where session_id = $1", [sessionId]);

    // The parent of the active token is still fine (its client may have lost the answer)…
    const parent = await refresh(second.refresh_token);
    expect(parent.status).toBe(200);
    expect(parent.json.refresh_token).toBe(third.refresh_token);

    // …an older one is a stolen token: the session ends for everyone.
    const replay = await authClient(server).refreshSession({ refresh_token: session.refresh_token });
    expect(replay.error).toMatchObject({ status: 400, code: "refresh_token_already_used" });
    expect((await db.query("select 1 from auth_sessions where id = $1", [sessionId])).rows).toHaveLength(0);
    const current = await refresh(third.refresh_token);
    expect(current.status).toBe(400);
    expect(current.json).toMatchObject({ error_code: "refresh_token_not_found" });
    const user = await call(server, "GET", "/user", { bearer: third.access_token });
    expect(user.status).toBe(403);
    expect(user.json).toMatchObject({ error_code: "session_not_found" });
  });

  it("answer unknown and malformed tokens with 4xx, never 5xx", async () => {
    for (const body of [{ refresh_token: "no-such-token" }, { refresh_token: 42 }, {}, { refresh_token: "x".repeat(5000) }]) {
      const response = await call(server, "POST", "/token?grant_type=refresh_token", { body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.error_code).toBe("refresh_token_not_found");
    }
    expect((await call(server, "POST", "/token?grant_type=magic", { body: {} })).status).toBe(400);
  });
});

describe("sign-out", () => {
  it("ends other sessions, this one, or all of them", async () => {
    const { rows: users } = await db.query("select id from auth_users where email = $1", [OWNER]);
    await db.query("delete from auth_sessions where user_id = $1", [users[0].id]);
    const [a, b, c] = [await signIn(), await signIn(), await signIn()];
    const status = async (token: string) => (await call(server, "GET", "/user", { bearer: token })).status;

    expect((await c.client.signOut({ scope: "others" })).error).toBeNull();
    expect(await status(a.session.access_token)).toBe(403);
    expect(await status(b.session.access_token)).toBe(403);
    expect(await status(c.session.access_token)).toBe(200);
    expect((await c.client.getSession()).data.session).not.toBeNull();

    const d = await signIn();
    const raw = await call(server, "POST", "/logout?scope=local", { bearer: d.session.access_token });
    expect(raw.status).toBe(204);
    expect(raw.text).toBe("");
    expect(await status(d.session.access_token)).toBe(403);
    expect(await status(c.session.access_token)).toBe(200);

    const e = await signIn();
    const events: AuthChangeEvent[] = [];
    c.client.onAuthStateChange((event) => void events.push(event));
    expect((await c.client.signOut()).error).toBeNull();
    expect(events).toContain("SIGNED_OUT");
    expect(await status(e.session.access_token)).toBe(403);
    expect((await db.query("select count(*)::int as n from auth_sessions where user_id = $1", [users[0].id])).rows[0].n).toBe(0);
    // The refresh tokens went with their sessions.
    expect((await refresh(e.session.refresh_token)).json.error_code).toBe("refresh_token_not_found");
    // Signing out twice is a 403 session_not_found, which the client treats as signed out.
    expect((await call(server, "POST", "/logout", { bearer: e.session.access_token })).json.error_code).toBe("session_not_found");
  });
});

describe("password recovery", () => {
  it("mails a link that signs in for PASSWORD_RECOVERY; the new password then works and the old one does not", async () => {
    const old = await signIn();
    const client = authClient(server);
    const before = mails.length;
    const answer = await client.resetPasswordForEmail(OWNER, { redirectTo: `${server.siteUrl}/admin/reset-password` });
    expect(answer).toEqual({ data: {}, error: null });
    // An unknown address gets the very same answer, and no mail.
    expect(await client.resetPasswordForEmail("nobody@studio.example", { redirectTo: `${server.siteUrl}/admin/reset-password` })).toEqual({
      data: {},
      error: null,
    });

    const mail = await nextMail(OWNER, before);
    expect(mail.subject).toBe("Reset your password");
    const link = linkIn(mail);
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe(`${server.siteUrl}/auth/v1/verify`);
    expect(url.searchParams.get("type")).toBe("recovery");
    expect(url.searchParams.get("redirect_to")).toBe(`${server.siteUrl}/admin/reset-password`);
    const token = url.searchParams.get("token")!;
    const { rows: stored } = await db.query("select token_hash, type from auth_one_time_tokens where token_hash = $1", [sha256(token)]);
    expect(stored).toEqual([{ token_hash: sha256(token), type: "recovery" }]);
    expect(mails.slice(before).some((m) => m.to.includes("nobody@studio.example"))).toBe(false);

    const opened = await openLink(link);
    expect(opened.status).toBe(303);
    expect(opened.target).toBe(`${server.siteUrl}/admin/reset-password`);
    expect(Object.keys(opened.fragment)).toEqual(["access_token", "expires_at", "expires_in", "refresh_token", "token_type", "type"]);
    expect(opened.fragment.type).toBe("recovery");

    // The admin page opens with the fragment: the client detects it and reports PASSWORD_RECOVERY.
    const page = await inBrowserAt(opened.location, async (location) => {
      const browserClient = authClient(server, { detectSessionInUrl: true, storageKey: "page-recovery" });
      const events: AuthChangeEvent[] = [];
      browserClient.onAuthStateChange((event) => void events.push(event));
      const { data } = await browserClient.getSession();
      await expect.poll(() => events).toContain("PASSWORD_RECOVERY");
      expect(location.hash).toBe("");
      expect(data.session?.user.email).toBe(OWNER);
      return browserClient;
    });

    const updated = await page.updateUser({ password: "brand new password" });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.email).toBe(OWNER);
    const same = await page.updateUser({ password: "brand new password" });
    expect(same.error).toMatchObject({ status: 422, code: "same_password" });
    const weak = await page.updateUser({ password: "tiny" });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);

    expect((await authClient(server).signInWithPassword({ email: OWNER, password: PASSWORD })).error).toMatchObject({ code: "invalid_credentials" });
    expect((await authClient(server).signInWithPassword({ email: OWNER, password: "brand new password" })).error).toBeNull();
    // Sessions from before the change are signed out; the one that changed it stays.
    expect((await call(server, "GET", "/user", { bearer: old.session.access_token })).status).toBe(403);
    expect((await page.getUser()).data.user?.email).toBe(OWNER);

    // The link works once.
    const reused = await openLink(link);
    expect(reused.status).toBe(303);
    expect(reused.target).toBe(`${server.siteUrl}/admin/reset-password`);
    expect(reused.fragment).toEqual({ error: "access_denied", error_code: "otp_expired", error_description: "Email link is invalid or has expired" });
    // Back to the password the other tests use.
    expect((await page.updateUser({ password: PASSWORD })).error).toBeNull();
  });

  it("reports an error fragment as an error to the page", async () => {
    const href = `${server.siteUrl}/admin/reset-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired`;
    await inBrowserAt(href, async () => {
      const client = authClient(server, { detectSessionInUrl: true, storageKey: "page-error" });
      const { error } = await client.initialize();
      expect(error).toMatchObject({
        name: "AuthImplicitGrantRedirectError",
        message: "Email link is invalid or has expired",
        details: { code: "otp_expired" },
      });
    });
  });
});

describe("magic link", () => {
  it("signs in an existing account; an unknown address gets the same answer and no mail", async () => {
    const client = authClient(server);
    const before = mails.length;
    const sent = await client.signInWithOtp({
      email: OWNER,
      options: { shouldCreateUser: false, emailRedirectTo: `${server.siteUrl}/admin/dashboard` },
    });
    expect(sent.error).toBeNull();
    const unknown = await client.signInWithOtp({
      email: "nobody@studio.example",
      options: { shouldCreateUser: false, emailRedirectTo: `${server.siteUrl}/admin/dashboard` },
    });
    expect(unknown).toEqual(sent);

    const mail = await nextMail(OWNER, before);
    expect(mail.subject).toBe("Your sign-in link");
    const opened = await openLink(linkIn(mail));
    expect(opened.target).toBe(`${server.siteUrl}/admin/dashboard`);
    expect(opened.fragment.type).toBe("magiclink");

    const events: AuthChangeEvent[] = [];
    client.onAuthStateChange((event) => void events.push(event));
    const { data, error } = await client.setSession({ access_token: opened.fragment.access_token!, refresh_token: opened.fragment.refresh_token! });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(OWNER);
    expect(events).toContain("SIGNED_IN");
    expect(decodePart(opened.fragment.access_token!).amr).toEqual([{ method: "magiclink", timestamp: expect.any(Number) }]);
    const { rows } = await db.query("select count(*)::int as n from outbox where to_address = 'nobody@studio.example'");
    expect(rows[0].n).toBe(0);
  });

  it("also verifies by POST /verify (token_hash, or token and email), once", async () => {
    const client = authClient(server);
    let before = mails.length;
    await client.signInWithOtp({ email: OWNER, options: { shouldCreateUser: false } });
    let token = new URL(linkIn(await nextMail(OWNER, before))).searchParams.get("token")!;
    const verified = await client.verifyOtp({ token_hash: token, type: "magiclink" });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(OWNER);
    const twice = await client.verifyOtp({ token_hash: token, type: "magiclink" });
    expect(twice.error).toMatchObject({ status: 403, code: "otp_expired" });

    before = mails.length;
    await client.signInWithOtp({ email: OWNER, options: { shouldCreateUser: false } });
    token = new URL(linkIn(await nextMail(OWNER, before))).searchParams.get("token")!;
    const wrongAddress = await client.verifyOtp({ email: "someone@studio.example", token, type: "email" });
    expect(wrongAddress.error).toMatchObject({ code: "otp_expired" });

    before = mails.length;
    await client.signInWithOtp({ email: OWNER, options: { shouldCreateUser: false } });
    token = new URL(linkIn(await nextMail(OWNER, before))).searchParams.get("token")!;
    expect((await client.verifyOtp({ email: "Owner@Studio.example", token, type: "email" })).error).toBeNull();
  });

  it("expires: an old link answers otp_expired in the fragment", async () => {
    const before = mails.length;
    await authClient(server).signInWithOtp({
      email: OWNER,
      options: { shouldCreateUser: false, emailRedirectTo: `${server.siteUrl}/admin/dashboard` },
    });
    const link = linkIn(await nextMail(OWNER, before));
    await db.query("update auth_one_time_tokens set created_at = created_at - interval '61 minutes' where token_hash = $1", [
      sha256(new URL(link).searchParams.get("token")!),
    ]);
    const opened = await openLink(link);
    expect(opened.status).toBe(303);
    expect(opened.target).toBe(`${server.siteUrl}/admin/dashboard`);
    expect(opened.fragment).toEqual({ error: "access_denied", error_code: "otp_expired", error_description: "Email link is invalid or has expired" });
  });

  it("a newer link replaces an unused older one", async () => {
    let before = mails.length;
    await authClient(server).signInWithOtp({ email: OWNER, options: { shouldCreateUser: false } });
    const first = linkIn(await nextMail(OWNER, before));
    before = mails.length;
    await authClient(server).signInWithOtp({ email: OWNER, options: { shouldCreateUser: false } });
    const second = linkIn(await nextMail(OWNER, before));
    expect((await openLink(first)).fragment.error_code).toBe("otp_expired");
    expect((await openLink(second)).fragment.access_token).toBeTruthy();
  });
});

describe("redirects", () => {
  it("never send a session to a foreign origin: the link falls back to SITE_URL", async () => {
    const before = mails.length;
    await authClient(server).resetPasswordForEmail(OWNER, { redirectTo: "https://evil.example/steal" });
    const link = linkIn(await nextMail(OWNER, before));
    expect(new URL(link).searchParams.get("redirect_to")).toBe(server.siteUrl);

    // Editing the link's redirect_to does not move the session either.
    const edited = new URL(link);
    edited.searchParams.set("redirect_to", "https://evil.example/steal");
    const opened = await openLink(edited.href);
    expect(opened.target).toBe(`${server.siteUrl}/`);
    expect(opened.fragment.access_token).toBeTruthy();

    const failed = await openLink(`${server.authUrl}/verify?token=nope&type=recovery&redirect_to=${encodeURIComponent("//evil.example/x")}`);
    expect(failed.target).toBe(`${server.siteUrl}/`);
    expect(failed.fragment.error_code).toBe("otp_expired");
  });

  it("accept the allow-list", async () => {
    const before = mails.length;
    await authClient(server).signInWithOtp({
      email: OWNER,
      options: { shouldCreateUser: false, emailRedirectTo: "http://localhost:5173/admin/dashboard" },
    });
    const opened = await openLink(linkIn(await nextMail(OWNER, before)));
    expect(opened.target).toBe("http://localhost:5173/admin/dashboard");
  });
});

describe("the API's edges", () => {
  it("refuses calls without the apikey header (except the mail link), and with a wrong one", async () => {
    for (const [method, path] of [
      ["GET", "/settings"],
      ["GET", "/health"],
      ["POST", "/token?grant_type=password"],
      ["POST", "/signup"],
      ["GET", "/user"],
    ] as const) {
      const missing = await call(server, method, path, { apikey: null, body: method === "POST" ? { email: OWNER, password: PASSWORD } : undefined });
      expect(missing.status, path).toBe(401);
      expect(missing.json).toEqual({ code: 401, error_code: "no_api_key", msg: "No API key found in request" });
    }
    expect((await call(server, "GET", "/settings", { apikey: "not-the-key" })).status).toBe(401);
    const client = authClient(server, { headers: {} });
    expect((await client.signInWithPassword({ email: OWNER, password: PASSWORD })).error).toMatchObject({ status: 401 });
    expect((await openLink(`${server.authUrl}/verify?token=x&type=magiclink`)).status).toBe(303);
    expect((await call(server, "GET", "/health")).json).toMatchObject({ name: "GoTrue" });
  });

  it("answers errors in both API versions' formats", async () => {
    const body = { email: OWNER, password: "wrong password" };
    const legacy = await call(server, "POST", "/token?grant_type=password", { body });
    expect(legacy.json).toEqual({ code: 400, error_code: "invalid_credentials", msg: "Invalid login credentials" });
    expect(legacy.headers.get("x-supabase-api-version")).toBeNull();
    const old = await call(server, "POST", "/token?grant_type=password", { body, headers: { "X-Supabase-Api-Version": "2023-05-01" } });
    expect(old.json).toMatchObject({ code: 400, error_code: "invalid_credentials" });
    expect(old.headers.get("x-supabase-api-version")).toBeNull();
    const current = await call(server, "POST", "/token?grant_type=password", { body, headers: { "X-Supabase-Api-Version": "2024-01-01" } });
    expect(current.json).toEqual({ code: "invalid_credentials", message: "Invalid login credentials" });
    expect(current.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    const later = await call(server, "POST", "/signup", {
      body: { email: HELPER, password: "x" },
      headers: { "X-Supabase-Api-Version": "2025-02-01" },
    });
    expect(later.status).toBe(422);
    expect(later.json).toEqual({
      code: "weak_password",
      message: "Password should be at least 8 characters.",
      weak_password: { reasons: ["length"] },
    });
    expect(later.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    const legacyWeak = await call(server, "POST", "/signup", { body: { email: HELPER, password: "x" } });
    expect(legacyWeak.json).toEqual({
      code: 422,
      error_code: "weak_password",
      msg: "Password should be at least 8 characters.",
      weak_password: { reasons: ["length"] },
    });

    const badJson = await call(server, "POST", "/token?grant_type=password", { body: "{nope" });
    expect(badJson.status).toBe(400);
    expect(badJson.json.error_code).toBe("bad_json");
    const huge = await call(server, "POST", "/signup", { body: { email: HELPER, password: "p".repeat(20_000) } });
    expect(huge.status).toBe(413);
    expect((await call(server, "POST", "/otp", { body: { email: "not an address" } })).json).toMatchObject({
      code: 400,
      error_code: "validation_failed",
    });
    expect((await call(server, "GET", "/nothing-here")).status).toBe(404);
  });

  it("speaks CORS with the site's origin and the allow-list only", async () => {
    const preflight = await fetch(`${server.authUrl}/token?grant_type=password`, {
      method: "OPTIONS",
      headers: {
        origin: "http://localhost:5173",
        "access-control-request-method": "POST",
        "access-control-request-headers": "apikey, authorization, content-type, x-client-info, x-supabase-api-version",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    const allowed = preflight.headers.get("access-control-allow-headers")!.toLowerCase();
    for (const header of ["apikey", "authorization", "content-type", "x-client-info", "x-supabase-api-version"]) expect(allowed).toContain(header);
    const answer = await call(server, "GET", "/settings", { headers: { origin: server.siteUrl } });
    expect(answer.headers.get("access-control-allow-origin")).toBe(server.siteUrl);
    expect(answer.headers.get("access-control-expose-headers")).toContain("X-Supabase-Api-Version");
    const foreign = await call(server, "GET", "/settings", { headers: { origin: "https://evil.example" } });
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("creates users for a service-role caller only", async () => {
    // The service-role key is never published; whoever holds JWT_SECRET can derive it.
    const { serviceRoleKey: serviceKey, anonKey } = await deriveApiKeys(signingKey(server.jwtSecret()), server.authUrl);
    expect(anonKey).toBe(server.anonKey);
    const admin = authClient(server, { headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` } }).admin;
    const created = await admin.createUser({
      email: "Assistant@Studio.example",
      password: "assistant password",
      email_confirm: true,
      user_metadata: { role: "assistant" },
    });
    expect(created.error).toBeNull();
    expect(created.data.user).toMatchObject({ email: "assistant@studio.example", user_metadata: { role: "assistant" } });
    expect(created.data.user!.email_confirmed_at).toBeTruthy();
    expect((await admin.createUser({ email: "assistant@studio.example", password: "assistant password" })).error).toMatchObject({
      status: 422,
      code: "email_exists",
    });
    const asAnon = await call(server, "POST", "/admin/users", { bearer: server.anonKey, body: { email: "x@studio.example" } });
    expect(asAnon.status).toBe(403);
    expect(asAnon.json.error_code).toBe("not_admin");
    const { session } = await signIn();
    expect((await call(server, "POST", "/admin/users", { bearer: session.access_token, body: { email: "y@studio.example" } })).json.error_code).toBe(
      "not_admin",
    );
    expect((await authClient(server).signInWithPassword({ email: "assistant@studio.example", password: "assistant password" })).error).toBeNull();
  });
});

describe("tokens that are not ours", () => {
  it("are refused by GET /user and by requireAdmin", async () => {
    const { session } = await signIn();
    const claims = decodePart(session.access_token);
    const now = Math.floor(Date.now() / 1000);
    const forged = await signJwt("someone-elses-secret-that-is-long-enough", claims);
    const expired = await signJwt(server.jwtSecret(), { ...claims, iat: now - 7200, exp: now - 3600 });
    const tampered = `${session.access_token.split(".")[0]}.${Buffer.from(JSON.stringify({ ...claims, sub: "00000000-0000-4000-8000-000000000000" })).toString("base64url")}.${session.access_token.split(".")[2]}`;
    const unsigned = `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${session.access_token.split(".")[1]}.`;
    const otherSession = await signJwt(server.jwtSecret(), { ...claims, session_id: "00000000-0000-4000-8000-000000000000" });

    const guard = (token?: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/api/test/require-admin`, {
        headers: { apikey: server.anonKey, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      });

    const fine = await guard(session.access_token);
    expect(fine.status).toBe(200);
    expect(await fine.json()).toEqual({ userId: claims.sub, email: OWNER, sessionId: claims.session_id });

    for (const [label, token] of [
      ["forged", forged],
      ["expired", expired],
      ["tampered", tampered],
      ["unsigned", unsigned],
      ["the anon key", server.anonKey],
    ] as const) {
      const user = await call(server, "GET", "/user", { bearer: token });
      expect(user.status, label).toBe(403);
      expect(user.json.error_code, label).toBe("bad_jwt");
      const guarded = await guard(token);
      expect(guarded.status, label).toBe(403);
      expect((await guarded.json()).error_code, label).toBe("bad_jwt");
    }
    expect((await call(server, "GET", "/user", { bearer: otherSession })).json.error_code).toBe("session_not_found");
    expect((await guard(otherSession)).status).toBe(403);

    const client = authClient(server);
    const { error } = await client.getUser(forged);
    expect(error).toMatchObject({ status: 403, code: "bad_jwt" });

    const noBearer = await call(server, "GET", "/user");
    expect(noBearer.status).toBe(401);
    expect(noBearer.json.error_code).toBe("no_authorization");
    expect((await guard()).status).toBe(401);
    expect((await guard(session.access_token, { apikey: "wrong" })).status).toBe(401);
    const versioned = await guard(forged, { "X-Supabase-Api-Version": "2024-01-01" });
    expect(versioned.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    expect(await versioned.json()).toMatchObject({ code: "bad_jwt" });

    // Signed out: the still-unexpired access token no longer opens anything.
    await call(server, "POST", "/logout?scope=local", { bearer: session.access_token });
    const after = await guard(session.access_token);
    expect(after.status).toBe(403);
    expect((await after.json()).error_code).toBe("session_not_found");
    const missing = await client.getUser(session.access_token);
    expect(missing.error).toBeInstanceOf(AuthSessionMissingError);
  });
});
