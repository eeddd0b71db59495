import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import pg from "pg";
import { fetchFormToken } from "../support/form-token";
import { createTestPostgresDatabase } from "../support/test-databases";
import { signUpOwner, startAuthServer, type AuthServer } from "./auth-helpers";
import type { AddressExport, LeadSummary } from "#core/leads/lead-wire";

/**
 * The owner deletes an enquiry, or everything of one address on a visitor's request, and exports it
 * first (ADR 036). The server runs on PostgreSQL so the test can read the tables (mail, audit) while
 * it runs.
 */
let server: AuthServer;
let owner: Record<string, string>;
let db: pg.Client;
let drop: () => Promise<void>;

const send = async (fields: Record<string, string>) => {
  const started = await fetchFormToken(server.url);
  const body = new URLSearchParams({ started, lang: "en", message: "Please call me about a website", ...fields });
  const response = await fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
  });
  expect(response.status).toBe(200);
};
const api = (pathname: string, init: RequestInit = {}, headers: Record<string, string> = owner) =>
  fetch(`${server.url}${pathname}`, { ...init, headers: { ...headers, "content-type": "application/json", ...(init.headers ?? {}) } });
const list = async () => ((await (await api("/api/admin/leads?view=all")).json()) as { items: LeadSummary[] }).items;
const count = async (table: string) => Number((await db.query(`select count(*)::int as n from ${table}`)).rows[0].n);

beforeAll(async () => {
  const adminUrl = inject("postgresUrl");
  if (!adminUrl) throw new Error(inject("postgresError"));
  const database = await createTestPostgresDatabase(adminUrl);
  drop = database.drop;
  server = await startAuthServer({ CONTACT_MIN_FILL_MS: "0", CONTACT_RATE_LIMIT: "0", DATABASE_URL: database.url });
  owner = await signUpOwner(server);
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
  await send({ name: "Sara Ahmed", email: "sara@client.example" });
  await send({ name: "Sara Ahmed", email: "Sara@Client.example", message: "A second enquiry from the same person" });
  await send({ name: "Omar Ali", email: "omar@client.example" });
  await send({ name: "Huda Kareem", email: "huda@client.example" });
  // Each enquiry's notification is queued with it.
  expect(await count("outbox")).toBe(4);
});
afterAll(async () => {
  await db?.end();
  await server?.stop();
  await drop?.();
});

describe("deleting enquiries", () => {
  it("refuses a stranger, an unknown id and a bad address with a 4xx", async () => {
    const [first] = await list();
    expect((await api(`/api/admin/leads/${first!.id}`, { method: "DELETE" }, {})).status).toBe(401);
    expect(
      (await api("/api/admin/leads/by-address/delete", { method: "POST", body: JSON.stringify({ email: "sara@client.example" }) }, {})).status,
    ).toBe(401);
    expect(
      (await api("/api/admin/leads/by-address/export", { method: "POST", body: JSON.stringify({ email: "omar@client.example" }) }, {})).status,
    ).toBe(401);
    expect((await api("/api/admin/leads/not-a-uuid", { method: "DELETE" })).status).toBe(404);
    expect((await api("/api/admin/leads/00000000-0000-4000-8000-000000000000", { method: "DELETE" })).status).toBe(404);
    for (const body of [{}, { email: "not an address" }, { email: "a@b.example", extra: 1 }, { email: 42 }, "[]"]) {
      const response = await api("/api/admin/leads/by-address/delete", {
        method: "POST",
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(await count("leads")).toBe(4);
    expect(await count("enquiry_deletions")).toBe(0);
  });

  it("deletes one enquiry with its mail, and audits it without its content", async () => {
    const omar = (await list()).find((lead) => lead.name === "Omar Ali")!;
    const response = await api(`/api/admin/leads/${omar.id}`, { method: "DELETE" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: { enquiries: 1, mails: 1 } });
    expect((await list()).map((lead) => lead.name)).not.toContain("Omar Ali");
    expect((await api(`/api/admin/leads/${omar.id}`)).status).toBe(404);
    expect(await count("outbox")).toBe(3);
    expect((await db.query("select count(*)::int as n from used_form_tokens where lead_id = $1", [omar.id])).rows[0].n).toBe(0);

    const audit = (await db.query("select * from enquiry_deletions")).rows;
    expect(audit).toEqual([expect.objectContaining({ reason: "owner", actor: "owner@studio.example", enquiries: 1, mails: 1 })]);
    expect(JSON.stringify(audit)).not.toMatch(/omar|Please call/i);
  });

  it("exports everything stored for one address, whatever its case, as a JSON download", async () => {
    const response = await api("/api/admin/leads/by-address/export", { method: "POST", body: JSON.stringify({ email: " SARA@client.example " }) });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain("attachment");
    const file = (await response.json()) as AddressExport;
    expect(file.email).toBe("sara@client.example");
    expect(file.enquiries.map((lead) => lead.message)).toEqual(["Please call me about a website", "A second enquiry from the same person"]);
    expect(file.enquiries.every((lead) => lead.mails.length === 1 && lead.mails[0]!.text.includes(lead.message))).toBe(true);
    // Nobody else's enquiry is in it.
    expect(JSON.stringify(file)).not.toMatch(/huda/i);
  });

  it("deletes everything of one address on request, mail included, and audits the count only", async () => {
    const response = await api("/api/admin/leads/by-address/delete", { method: "POST", body: JSON.stringify({ email: "sara@client.example" }) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: { enquiries: 2, mails: 2 } });
    expect((await list()).map((lead) => lead.name)).toEqual(["Huda Kareem"]);
    expect(await count("outbox")).toBe(1);
    const exported = (await (
      await api("/api/admin/leads/by-address/export", { method: "POST", body: JSON.stringify({ email: "sara@client.example" }) })
    ).json()) as AddressExport;
    expect(exported.enquiries).toEqual([]);

    const audit = (await db.query("select reason, actor, enquiries, mails, at from enquiry_deletions order by id")).rows;
    expect(audit.map((row: { reason: string; enquiries: number; mails: number }) => [row.reason, row.enquiries, row.mails])).toEqual([
      ["owner", 1, 1],
      ["request", 2, 2],
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/sara/i);
  });

  it("takes every address the form takes and matches it as stored, with no Unicode case folding (issue 47)", async () => {
    // An Arabic address the form takes, and one that PostgreSQL's lower() would take for "kamal@…" (a Kelvin sign).
    await send({ name: "سارة", email: "سارة@مثال.عراق" });
    await send({ name: "Kamal", email: "kamal@client.example" });
    const arabic = (await (
      await api("/api/admin/leads/by-address/export", { method: "POST", body: JSON.stringify({ email: "سارة@مثال.عراق" }) })
    ).json()) as AddressExport;
    expect(arabic.enquiries.map((lead) => lead.name)).toEqual(["سارة"]);
    const kelvin = await api("/api/admin/leads/by-address/export", { method: "POST", body: JSON.stringify({ email: "\u212Aamal@client.example" }) });
    expect(kelvin.status).toBe(200);
    expect(((await kelvin.json()) as AddressExport).enquiries).toEqual([]);
    const deleted = await api("/api/admin/leads/by-address/delete", { method: "POST", body: JSON.stringify({ email: "\u212Aamal@client.example" }) });
    expect(((await deleted.json()) as { deleted: { enquiries: number } }).deleted.enquiries).toBe(0);
    expect((await list()).some((lead) => lead.name === "Kamal")).toBe(true);
  });
});

describe("a request by phone number (issue 45, item 7)", () => {
  it("finds a person's enquiries by the number however it was written, exports and deletes only those", async () => {
    await send({ name: "Zaid Hamid", email: "zaid@client.example", phone: "0770 123 4567" });
    await send({ name: "Zaid H.", email: "z.hamid@client.example", phone: "+964 770 123 4567" });
    await send({ name: "Noor", email: "noor@client.example", phone: "0771 999 8888" });
    const byNumber = (action: "export" | "delete", phone: unknown) =>
      api(`/api/admin/leads/by-address/${action}`, { method: "POST", body: JSON.stringify({ phone }) });
    for (const phone of ["abc", "12", "0770 123 4567; drop table leads", 7701234567])
      expect((await byNumber("export", phone)).status, String(phone)).toBe(400);

    // Typed in Arabic-Indic digits, with the leading 0.
    const response = await byNumber("export", "٠٧٧٠ ١٢٣ ٤٥٦٧");
    expect(response.status).toBe(200);
    const file = (await response.json()) as AddressExport;
    expect(file.phone).toBe("9647701234567");
    expect(file.enquiries.map((lead) => lead.name).sort()).toEqual(["Zaid H.", "Zaid Hamid"]);
    expect(JSON.stringify(file)).not.toMatch(/Noor/);

    const before = await count("enquiry_deletions");
    const deleted = await byNumber("delete", "+964 770 123 4567");
    expect(await deleted.json()).toEqual({ deleted: { enquiries: 2, mails: 2 } });
    const names = (await list()).map((lead) => lead.name);
    expect(names).toContain("Noor");
    expect(names).not.toContain("Zaid Hamid");
    const audit = (await db.query("select reason, enquiries from enquiry_deletions order by id")).rows.slice(before);
    expect(audit).toEqual([{ reason: "request", enquiries: 2 }]);
  });
});

describe("the privacy policy", () => {
  const policy = async (pathname: string) => (await (await fetch(`${server.url}${pathname}`)).text()).replace(/<[^>]+>/g, "");

  it("states the studio's retention period, counted in each language", async () => {
    expect(await policy("/en/privacy-policy")).toContain("I keep enquiries for 24 months;");
    expect(await policy("/ar/privacy-policy")).toContain("أحتفظ بالاستفسارات مدة 24 شهراً،");

    const current = (await (await api("/api/admin/settings")).json()) as { values: Record<string, unknown> };
    for (const [months, en, ar] of [
      [6, "for 6 months;", "مدة 6 أشهر،"],
      [1, "for 1 month;", "مدة شهر واحد،"],
      [2, "for 2 months;", "مدة شهرين،"],
    ] as const) {
      const saved = await api("/api/admin/settings", { method: "PUT", body: JSON.stringify({ ...current.values, enquiryRetentionMonths: months }) });
      expect(saved.status).toBe(200);
      expect((await api("/api/admin/content/publish", { method: "POST", body: "{}" })).status).toBe(200);
      expect(await policy("/en/privacy-policy")).toContain(en);
      expect(await policy("/ar/privacy-policy")).toContain(ar);
    }
    const refused = await api("/api/admin/settings", { method: "PUT", body: JSON.stringify({ ...current.values, enquiryRetentionMonths: 0 }) });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ fields: { enquiryRetentionMonths: "months" } });
  });
});
