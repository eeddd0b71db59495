import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { migratingDatabase, testBackends } from "../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/database";
import { authUsers, leads, outbox } from "../db/schema";
import { createSettingsService, seedSettings } from "../settings/site-settings";
import { FOLLOW_UP_DIGEST, queueFollowUpDigest } from "./follow-up-digest";
import { changePipeline } from "./lead-pipeline";

const migrationsDir = path.resolve(import.meta.dirname, "../../drizzle");
const backends = testBackends(migrationsDir);
/** 3 December 2026 in Baghdad (UTC+3): 07:00 and 08:30 there. */
const before8 = Date.parse("2026-12-03T04:00:00Z");
const at830 = Date.parse("2026-12-03T05:30:00Z");

describe.each(backends)("the follow-up digest on $name (issue 45, item 3)", migratingDatabase, (backend) => {
  let handle: DatabaseHandle;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const opened = await backend.open();
    handle = opened.handle;
    cleanup = async () => {
      await opened.handle.close();
      await opened.cleanup();
    };
    await seedSettings(handle.db);
  }, 60_000);
  afterAll(async () => {
    await cleanup?.();
  });
  beforeEach(async () => {
    await handle.db.delete(outbox);
    await handle.db.delete(leads);
    await handle.db.delete(authUsers);
  });

  const digest = (now: number) =>
    queueFollowUpDigest({
      db: handle.db,
      settings: createSettingsService(handle.db),
      siteUrl: "https://studio.example",
      now,
      logger: pino({ level: "silent" }),
    });
  const mails = () => handle.db.select().from(outbox).where(eq(outbox.kind, FOLLOW_UP_DIGEST));
  async function lead(
    name: string,
    followUpOn: string | null,
    stage: "new" | "quote" | "won" = "new",
    extra: Partial<typeof leads.$inferInsert> = {},
  ) {
    const [row] = await handle.db
      .insert(leads)
      .values({ name, email: `${name.toLowerCase().replace(/\W/g, "")}@client.example`, message: "Hello", lang: "ar", ...extra })
      .returning();
    const result = await changePipeline(handle.db, row!.id, {
      revision: 1,
      stage,
      followUpOn,
      ...(stage === "won" ? { value: { amount: 1_500_000, currency: "IQD" } } : {}),
    });
    expect(result.status).toBe("saved");
  }

  it("lists the open leads due today or before, from 8:00 in Baghdad, once a day, in the owner's studio language", async () => {
    await handle.db.insert(authUsers).values({ email: "owner@studio.example", rawUserMetaData: { studio_lang: "ar" } });
    await lead("Zainab", "2026-12-03", "new", { notes: "Wants a quote for a clinic site\nsecond line", company: "Dar Clinic" });
    await lead("Omar", "2026-12-01", "quote");
    await lead("Later", "2026-12-04");
    await lead("Closed", "2026-12-01", "won");
    await lead("Archived", "2026-12-02", "new", { status: "archived" });

    expect(await digest(before8)).toBe("early");
    expect(await mails()).toHaveLength(0);

    expect(await digest(at830)).toBe("queued");
    const [mail] = await mails();
    expect(mail!.toAddress).toBe("hello@example.com");
    // His studio is in Arabic: an Arabic mail, with Arabic plural forms.
    expect(mail!.subject).toBe("عميلان ينتظران متابعتك اليوم");
    const lines = mail!.text.split("\n");
    // Oldest follow-up first; the stage and the note's first line with each.
    expect(lines.findIndex((line) => line.includes("Omar"))).toBeLessThan(lines.findIndex((line) => line.includes("Zainab")));
    expect(mail!.text).toContain("- Omar · أُرسل عرض السعر · موعدها منذ 2026-12-01");
    expect(mail!.text).toContain("- Zainab (Dar Clinic) · جديد · موعدها اليوم");
    expect(mail!.text).toContain("ملاحظتك: Wants a quote for a clinic site");
    expect(mail!.text).not.toContain("second line");
    expect(mail!.text).toContain("https://studio.example/admin/dashboard?stage=due");
    for (const absent of ["Later", "Closed", "Archived"]) expect(mail!.text).not.toContain(absent);

    // Later the same day, and from another instance: nothing more.
    expect(await digest(at830 + 3 * 3600_000)).toBe("already");
    expect(await mails()).toHaveLength(1);
  });

  it("writes English for an owner whose studio is in English (or whose account never stored it), and sends nothing on a day with none due", async () => {
    await handle.db.insert(authUsers).values({ email: "owner@studio.example", rawUserMetaData: {} });
    expect(await digest(at830)).toBe("none");
    await lead("Zainab", "2026-12-03");
    expect(await digest(at830)).toBe("queued");
    const [mail] = await mails();
    expect(mail!.subject).toBe("1 client to follow up today");
    expect(mail!.text).toContain("- Zainab · New · due today");
  });

  it("refuses a change from an older view and keeps the newer one; won keeps a value, another stage drops it", async () => {
    const [row] = await handle.db.insert(leads).values({ name: "Ali", email: "ali@client.example", message: "Hi", lang: "en" }).returning();
    const first = await changePipeline(handle.db, row!.id, { revision: 1, stage: "won", value: { amount: 750, currency: "USD" }, notes: "Signed" });
    expect(first.status === "saved" && first.row).toMatchObject({
      stage: "won",
      valueAmount: 750,
      valueCurrency: "USD",
      notes: "Signed",
      revision: 2,
    });
    // A tab still showing revision 1 tries to write over it.
    const stale = await changePipeline(handle.db, row!.id, { revision: 1, notes: "Old tab" });
    expect(stale.status).toBe("conflict");
    expect(stale.status === "conflict" && stale.row.notes).toBe("Signed");
    const lost = await changePipeline(handle.db, row!.id, { revision: 2, stage: "lost", lostReason: "Chose a cheaper offer" });
    expect(lost.status === "saved" && lost.row).toMatchObject({ stage: "lost", valueAmount: null, lostReason: "Chose a cheaper offer", revision: 3 });
    const replied = await changePipeline(handle.db, row!.id, { revision: 3, stage: "replied" });
    expect(replied.status === "saved" && replied.row.repliedAt).toBeInstanceOf(Date);
    expect(replied.status === "saved" && replied.row.lostReason).toBe("");
  });
});
