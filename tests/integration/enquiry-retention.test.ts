import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { openDatabase, rowsOf, type Database, type DatabaseHandle } from "../../server/db/database";
import { enquiryDeletions, leads, outbox, siteSettings, usedFormTokens } from "../../server/db/schema";
import { RETENTION_LOCK, sweepExpiredEnquiries } from "../../server/leads/enquiry-retention";
import { LEAD_NOTIFICATION } from "../../server/leads/lead-service";
import { seedSettings } from "../../server/settings/site-settings";
import { createTestPostgresDatabase, testBackends } from "../support/test-databases";

const migrationsDir = path.resolve(import.meta.dirname, "../../drizzle");
/** The job's clock: every run is told the time, nothing waits. */
const now = new Date("2026-11-26T12:00:00Z");
const monthsAgo = (months: number, days = 0) => {
  const at = new Date(now);
  at.setUTCMonth(at.getUTCMonth() - months);
  at.setUTCDate(at.getUTCDate() - days);
  return at;
};

/** An enquiry received at `at`, its notification mail and the spent form token that remembers it. */
async function enquiry(db: Database, at: Date, email = "visitor@client.example") {
  const [lead] = await db
    .insert(leads)
    .values({ createdAt: at, name: "Sara Ahmed", email, message: "Private message text", lang: "en" })
    .returning({ id: leads.id });
  await db.insert(outbox).values({
    kind: LEAD_NOTIFICATION,
    toAddress: "owner@studio.example",
    replyTo: email,
    subject: "New enquiry",
    text: "Private message text",
    leadId: lead!.id,
    status: "sent",
  });
  await db.insert(usedFormTokens).values({ mac: `mac-${lead!.id}`, expiresAt: new Date(now.getTime() + 3600_000), leadId: lead!.id });
  return lead!.id;
}

const silent = pino({ level: "silent" });

describe.each(testBackends(migrationsDir))("enquiry retention on $name", (backend) => {
  let handle: DatabaseHandle;
  let cleanup: () => Promise<void>;
  const lines: string[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });

  beforeAll(async () => {
    const opened = await backend.open();
    handle = opened.handle;
    cleanup = async () => {
      await opened.handle.close();
      await opened.cleanup();
    };
    await seedSettings(handle.db);
  });
  afterAll(async () => {
    await cleanup?.();
  });
  beforeEach(async () => {
    await handle.db.delete(outbox);
    await handle.db.delete(usedFormTokens);
    await handle.db.delete(leads);
    await handle.db.delete(enquiryDeletions);
    await handle.db.update(siteSettings).set({ values: sql`jsonb_set(${siteSettings.values}, '{enquiryRetentionMonths}', '24')` });
    lines.length = 0;
  });

  it("deletes enquiries older than the studio's period, with their mail and form tokens, and keeps the rest", async () => {
    const old = await enquiry(handle.db, monthsAgo(24, 1));
    const young = await enquiry(handle.db, monthsAgo(23, 27));
    const run = await sweepExpiredEnquiries(handle.db, { logger, now });
    expect(run).toMatchObject({ ran: true, months: 24, enquiries: 1, mails: 1 });

    expect((await handle.db.select({ id: leads.id }).from(leads)).map((row) => row.id)).toEqual([young]);
    expect(await handle.db.select().from(outbox).where(eq(outbox.leadId, old))).toEqual([]);
    expect(await handle.db.select().from(usedFormTokens).where(eq(usedFormTokens.leadId, old))).toEqual([]);
    expect(await handle.db.select().from(outbox).where(eq(outbox.leadId, young))).toHaveLength(1);

    // A second run finds nothing more and writes no audit row.
    expect(await sweepExpiredEnquiries(handle.db, { logger, now })).toMatchObject({ ran: true, enquiries: 0 });
    const audit = await handle.db.select().from(enquiryDeletions);
    expect(audit).toEqual([
      expect.objectContaining({ reason: "retention", actor: "retention", enquiries: 1, mails: 1, retentionMonths: 24, at: now }),
    ]);
  });

  it("follows the setting: a shorter period deletes more on the next run, as the clock moves", async () => {
    await enquiry(handle.db, monthsAgo(3));
    await enquiry(handle.db, monthsAgo(0, 10));
    expect(await sweepExpiredEnquiries(handle.db, { logger: silent, now })).toMatchObject({ enquiries: 0 });

    await handle.db.update(siteSettings).set({ values: sql`jsonb_set(${siteSettings.values}, '{enquiryRetentionMonths}', '2')` });
    expect(await sweepExpiredEnquiries(handle.db, { logger: silent, now })).toMatchObject({ months: 2, enquiries: 1 });

    const later = new Date(now.getTime() + 60 * 24 * 3600_000);
    expect(await sweepExpiredEnquiries(handle.db, { logger: silent, now: later })).toMatchObject({ enquiries: 1 });
    expect(await handle.db.select().from(leads)).toEqual([]);
  });

  it("audits without the deleted content: counts, reason, who and when, not the address or the message", async () => {
    await enquiry(handle.db, monthsAgo(30), "private.person@client.example");
    await sweepExpiredEnquiries(handle.db, { logger, now });
    const row = (await handle.db.select().from(enquiryDeletions))[0]!;
    expect(Object.keys(row).sort()).toEqual(["actor", "at", "enquiries", "id", "mails", "reason", "retentionMonths"]);
    const logged = lines.join("\n");
    expect(logged).toContain('"audit":"lead.delete.retention"');
    expect(logged).not.toContain("private.person");
    expect(logged).not.toContain("Private message text");
  });
});

describe("two instances on one PostgreSQL", () => {
  let a: DatabaseHandle;
  let b: DatabaseHandle;
  let url: string;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const adminUrl = inject("postgresUrl");
    if (!adminUrl) throw new Error(inject("postgresError"));
    const database = await createTestPostgresDatabase(adminUrl);
    url = database.url;
    drop = database.drop;
    a = await openDatabase({ databaseUrl: url, migrationsDir });
    b = await openDatabase({ databaseUrl: url, migrationsDir });
    await seedSettings(a.db);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await drop?.();
  });

  it("skip the sweep while another holds its lock, and delete each enquiry once when they run together", async () => {
    for (let i = 0; i < 20; i++) await enquiry(a.db, monthsAgo(25, i));
    await enquiry(a.db, monthsAgo(1));

    // A third session holding the lock stands for an instance in the middle of its sweep.
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query("begin");
    await holder.query("select pg_advisory_xact_lock($1)", [RETENTION_LOCK]);
    expect(await sweepExpiredEnquiries(a.db, { logger: silent, now })).toEqual({ ran: false });
    expect(await sweepExpiredEnquiries(b.db, { logger: silent, now })).toEqual({ ran: false });
    expect(await a.db.$count(leads)).toBe(21);
    await holder.query("commit");
    await holder.end();

    const runs = await Promise.all([
      sweepExpiredEnquiries(a.db, { logger: silent, now }),
      sweepExpiredEnquiries(b.db, { logger: silent, now }),
      sweepExpiredEnquiries(a.db, { logger: silent, now }),
      sweepExpiredEnquiries(b.db, { logger: silent, now }),
    ]);
    const deleted = runs.reduce((sum, run) => sum + (run.ran ? run.enquiries : 0), 0);
    expect(deleted).toBe(20);
    expect(await b.db.$count(leads)).toBe(1);
    expect(await b.db.$count(outbox)).toBe(1);
    const audit = await b.db.select().from(enquiryDeletions);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ reason: "retention", enquiries: 20, mails: 20 });
    // The lock went with the transaction: nothing is left held.
    const [held] = rowsOf<{ n: number }>(await b.db.execute(sql`select count(*)::int as n from pg_locks where locktype = 'advisory'`));
    expect(held?.n).toBe(0);
  });
});
