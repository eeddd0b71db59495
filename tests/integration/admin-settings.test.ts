import { fetchFormToken } from "../support/form-token";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authClient, signJwt, startAuthServer, type AuthServer } from "./auth-helpers";
import { startSmtp, type TestSmtp } from "../setup/smtp";
import { ownerSettings } from "../fixtures/studio/owner-settings";
import { sampleSettings } from "../../server/settings/site-settings";

/** How many settings a fresh install marks as sample (its details, each shipped link, the street, the hours): from the catalogue. */
const shippedSampleFields = sampleSettings.sampleFields.length;

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
const page = async (path: string, headers: Record<string, string> = {}) =>
  (await fetch(`${server.url}${path}`, { redirect: "manual", headers })).text();
const api = (path: string, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, { ...init, headers: { ...owner, "content-type": "application/json", ...(init.headers as object) } });
const publish = () => api("/api/admin/content/publish", { method: "POST", body: "{}" });
const draftVersion = async () => ((await (await api("/api/admin/content")).json()) as { draft: { version: number } | null }).draft?.version ?? null;
const previewCookie = async () => (await api("/api/admin/content/preview", { method: "POST", body: "{}" })).headers.get("set-cookie")!.split(";")[0]!;

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
    // The details, the shipped links one by one, the sample street in both languages and the sample hours.
    expect(shippedSampleFields).toBeGreaterThan(10);
    expect(body.sampleFields).toHaveLength(shippedSampleFields);
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

  it("saves normalised values into the draft: visitors keep the old ones, the preview shows the new, the enquiry address changes at once", async () => {
    const response = await settings({ method: "PUT", body: JSON.stringify({ ...ownerSettings, version: null }) });
    expect(response.status).toBe(200);
    const body = (await response.json()) as StudioBody & { version: number; unpublished: string[] };
    expect(body.values.phone).toBe("+9647812345678");
    expect(body.values.profiles[0]).toEqual({ network: "telegram", url: "https://t.me/sarakareem" });
    // Sample while visitors still see the sample: nothing is published yet; the notification address is in use at once.
    expect(body.sampleFields).toHaveLength(shippedSampleFields - 1);
    expect(body.sampleFields).not.toContain("notifyEmail");
    expect(body.version).toBe(1);
    expect(body.unpublished).toEqual(expect.arrayContaining(["phone", "ownerNameEn", "profiles"]));
    expect(body.unpublished).not.toContain("notifyEmail");

    const visitor = await page("/en");
    expect(visitor).toContain("Ali Hassan");
    expect(visitor).not.toContain("+9647812345678");
    expect(visitor).not.toContain("Sara Kareem");
    const cookie = await previewCookie();
    const previewed = await page("/en", { cookie });
    expect(previewed).toContain("Sara Kareem");
    expect(previewed).toContain("+9647812345678");
    // The draft bar counts the change; the studio's content names it.
    const content = (await (await api("/api/admin/content")).json()) as { changes: { area: string; keys?: string[] }[] };
    expect(content.changes).toContainEqual(expect.objectContaining({ area: "settings", keys: expect.arrayContaining(["phone"]) }));

    // A save from a stale version is refused and overwrites nothing.
    const stale = await settings({ method: "PUT", body: JSON.stringify({ ...ownerSettings, phone: "0790 000 1111", version: null }) });
    expect(stale.status).toBe(409);
    expect(((await (await settings()).json()) as StudioBody).values.phone).toBe("+9647812345678");

    // The notification address took effect at once, before any publish.
    const earlyStart = await fetchFormToken(server.url);
    const early = new URLSearchParams({
      started: earlyStart,
      lang: "en",
      name: "Early client",
      email: "early@example.org",
      message: "Before the publish",
    });
    expect(
      (await fetch(`${server.url}/api/contact`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: early }))
        .status,
    ).toBe(200);
    const [first] = await smtp.waitFor(1);
    expect(first!.to).toEqual(["leads@sara.example"]);

    const revision = (await (await publish()).json()) as { id: number; summary: { area: string }[] };
    expect(revision.summary.map((change) => change.area)).toContain("settings");
    expect(((await (await settings()).json()) as StudioBody).sampleFields).toEqual([]);
    const jsonLd = await page("/en");
    expect(jsonLd).toContain('"telephone":"+9647812345678"');

    const en = await page("/en");
    expect(en).toContain("Sara Kareem");
    expect(en).not.toContain("Ali Hassan");
    expect(en).toContain("https://www.instagram.com/sarakareem");
    // The WhatsApp button goes through the site, which answers with his new number (issue 45).
    const chat = await fetch(`${server.url}/go/whatsapp?p=%2Fen&a=contact`, { redirect: "manual" });
    expect(chat.headers.get("location")).toMatch(/^https:\/\/wa\.me\/9647812345679\?/);
    const ar = await page("/");
    expect(ar).toContain("سارة كريم");
    expect(ar).toContain("hello@sara.example");
    expect(ar).not.toContain("hello@example.com");

    const started = await fetchFormToken(server.url);
    const form = new URLSearchParams({ started, lang: "en", name: "A client", email: "client@example.org", message: "A website, please" });
    const sent = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form,
    });
    expect(sent.status).toBe(200);
    const mail = (await smtp.waitFor(2)).at(-1);
    expect(mail!.to).toEqual(["leads@sara.example"]);
    expect(mail!.subject).toContain("New Project Inquiry");
  });

  it("keeps the about-page aliases of every earlier name redirecting", async () => {
    const renamed = { ...ownerSettings, ownerNameEn: "Sara K. Studio", ownerNameAr: "استوديو سارة", version: await draftVersion() };
    expect((await settings({ method: "PUT", body: JSON.stringify(renamed) })).status).toBe(200);
    // An earlier name is remembered when visitors stop seeing it: on publish.
    expect((await publish()).status).toBe(200);
    for (const alias of ["/who-is-ali-hassan", "/who-is-sara-kareem", "/who-is-sara-k-studio", `/${encodeURIComponent("من-هو-سارة-كريم")}`]) {
      const response = await fetch(`${server.url}${alias}`, { redirect: "manual" });
      expect(response.status, alias).toBe(302);
      expect(response.headers.get("location"), alias).toMatch(/\/(ar|en)\/about$/);
    }
    expect((await fetch(`${server.url}/who-is-somebody-else`, { redirect: "manual" })).status).toBe(404);
  });

  it("restores older settings with an older revision, and keeps the current ones when the revision predates settings", async () => {
    const revisions = (await (await api("/api/admin/content/revisions")).json()) as { id: number; action: string }[];
    const [newest, sara] = revisions;
    expect(await page("/en")).toContain("Sara K. Studio");
    expect((await api(`/api/admin/content/revisions/${sara!.id}/restore`, { method: "POST", body: "{}" })).status).toBe(200);
    const restored = await page("/en");
    expect(restored).toContain("Sara Kareem");
    expect(restored).not.toContain("Sara K. Studio");
    expect(((await (await settings()).json()) as StudioBody).values.ownerNameEn).toBe("Sara Kareem");
    expect(newest!.id).toBeGreaterThan(sara!.id);
    // The seed revision was written before settings were in the document: restoring it keeps the published settings.
    const seed = revisions.at(-1)!;
    expect(seed.action).toBe("seed");
    expect((await api(`/api/admin/content/revisions/${seed.id}/restore`, { method: "POST", body: "{}" })).status).toBe(200);
    expect(await page("/en")).toContain("Sara Kareem");
  });

  it("exports the settings with the content and imports them back; an export from before settings were in the content still imports", async () => {
    const file = (await (await api("/api/admin/content/export")).json()) as {
      settings: Record<string, unknown>;
      content: { settings?: { phone: string; ownerNameEn: string } };
    };
    expect(file.content.settings).toMatchObject({ phone: "+9647812345678", ownerNameEn: "Sara Kareem" });
    expect(file.settings.notifyEmail).toBe("leads@sara.example");

    const changed = { ...ownerSettings, phone: "0790 123 4567", version: await draftVersion() };
    expect((await settings({ method: "PUT", body: JSON.stringify(changed) })).status).toBe(200);
    expect((await publish()).status).toBe(200);
    expect(await page("/en")).toContain("+964 790 123 4567");

    const imported = await api("/api/admin/content/import", { method: "POST", body: JSON.stringify(file) });
    expect(imported.status).toBe(200);
    const back = await page("/en");
    expect(back).toContain("+964 781 234 5678");
    expect(back).not.toContain("+964 790 123 4567");

    // An older file: no settings in its content, and its settings lack a field added since (kept as published).
    const { settings: _none, ...olderContent } = file.content;
    const { enquiryRetentionMonths: _later, ...olderSettings } = { ...file.settings, phone: "+9647705556666" } as Record<string, unknown>;
    const retention = await api("/api/admin/settings");
    const months = ((await retention.json()) as StudioBody).values.enquiryRetentionMonths;
    const older = await api("/api/admin/content/import", {
      method: "POST",
      body: JSON.stringify({ ...file, settings: olderSettings, content: olderContent }),
    });
    expect(older.status).toBe(200);
    expect(await page("/en")).toContain("+964 770 555 6666");
    expect(((await (await settings()).json()) as StudioBody).values.enquiryRetentionMonths).toBe(months);
  });
});
