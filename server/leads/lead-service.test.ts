import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { migratingDatabase, testBackends } from "../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/database";
import { leads, outbox, usedFormTokens } from "../db/schema";
import { createRateLimiter } from "../security/rate-limiter";
import { createSettingsService, seedSettings } from "../settings/site-settings";
import { issueFormToken } from "./form-token";
import { createLeadService, LEAD_NOTIFICATION, type LeadService } from "./lead-service";
import { deleteEnquiries } from "./enquiry-retention";

const migrationsDir = path.resolve(import.meta.dirname, "../../drizzle");
const secret = "lead-service-test-secret-0123456789abcdef";
let renderedAt = Date.now() - 10_000;
/** A form rendered ten seconds ago, a different token each time. */
const token = () => issueFormToken(secret, renderedAt--);

const form = (started: string, extra: Record<string, unknown> = {}) => ({
  started,
  name: "Sara Ahmed",
  email: "sara@client.example",
  phone: "+964 770 123 4567",
  company: "Karrada Clinic",
  message: "We need a new bilingual website.",
  interests: ["interest_video", "interest_tv"],
  ...extra,
});
const meta = { lang: "en" as const, pagePath: "/en/contact", ip: "198.51.100.7" };
/** The topics the form offers: two of the specification's, renamed by the owner, and one of his own. */
const topics = {
  interest_video: { ar: "إعلان أو فيديو", en: "Ads and video" },
  interest_tv: { ar: "إنتاج تلفزيوني", en: "TV Production" },
  "shop-k3": { ar: "متجر إلكتروني", en: "Online shop" },
};

const backends = testBackends(migrationsDir);

describe.each(backends)("contact submissions on $name", migratingDatabase, (backend) => {
  let handle: DatabaseHandle;
  let cleanup: () => Promise<void>;
  let stored = 0;
  let requeued = 0;

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
    await handle.db.delete(usedFormTokens);
    stored = 0;
    requeued = 0;
  });

  function service(limit = 100): LeadService {
    return createLeadService({
      db: handle.db,
      settings: createSettingsService(handle.db),
      limiter: createRateLimiter({ name: "contact", max: limit, windowMs: 600_000 }),
      secret,
      minFillMs: 3000,
      notifyEmail: "owner@studio.example",
      topics: async () => topics,
      onStored: () => void stored++,
      onRequeued: () => void requeued++,
      logger: pino({ level: "silent" }),
    });
  }

  const counts = async () => ({
    leads: (await handle.db.select({ n: sql<number>`count(*)::int` }).from(leads))[0]!.n,
    mails: (await handle.db.select({ n: sql<number>`count(*)::int` }).from(outbox))[0]!.n,
  });

  it("keeps only the topics the form offers now, with their names as offered, and names them in the mail", async () => {
    const result = await service().submit(form(token(), { interests: ["shop-k3", "interest_campaign", "interest_video"] }), meta);
    expect(result.kind).toBe("stored");
    const [row] = await handle.db.select().from(leads);
    // interest_campaign: a topic he removed after the page was drawn.
    expect(row!.interests).toEqual(["shop-k3", "interest_video"]);
    expect(row!.interestNames).toEqual({ "shop-k3": topics["shop-k3"], interest_video: topics.interest_video });
    const [mail] = await handle.db.select().from(outbox);
    expect(mail!.text).toContain("Interests: Online shop, Ads and video");
  });

  describe("the same form sent again (its answer was lost)", () => {
    it("gets the first answer, and one lead and one mail are stored", async () => {
      const leadsService = service();
      const started = token();
      const first = await leadsService.submit(form(started), meta);
      expect(first).toMatchObject({ kind: "stored", name: "Sara Ahmed" });
      // Another instance, the same database: the database decides.
      const again = await service().submit(form(started, { interests: ["interest_tv", "interest_video"] }), meta);
      expect(again).toEqual({ ...first, repeated: true });
      expect(await counts()).toEqual({ leads: 1, mails: 1 });
      expect(stored).toBe(1);
    });

    it("after the owner deleted the enquiry, gets the first answer and the enquiry does not come back (issue 47)", async () => {
      const started = token();
      const first = await service().submit(form(started), meta);
      expect(first.kind).toBe("stored");
      await handle.db.transaction((tx) => deleteEnquiries(tx, sql`true`));
      expect(await counts()).toEqual({ leads: 0, mails: 0 });
      expect(await service().submit(form(started), meta)).toMatchObject({ kind: "stored", name: "Sara Ahmed", repeated: true });
      expect(await counts()).toEqual({ leads: 0, mails: 0 });
      // Nothing of what was sent stays with the token.
      expect((await handle.db.select().from(usedFormTokens)).map((row) => [row.leadId, row.contentHash])).toEqual([[null, "deleted"]]);
    });

    it("gets it even when the visitor has used up the rate limit meanwhile", async () => {
      const leadsService = service(1);
      const started = token();
      expect((await leadsService.submit(form(started), meta)).kind).toBe("stored");
      expect((await leadsService.submit(form(token()), meta)).kind).toBe("rate_limited");
      expect(await leadsService.submit(form(started), meta)).toMatchObject({ kind: "stored", repeated: true });
    });

    it("answers sends that arrive at the same moment alike, storing once", async () => {
      const started = token();
      const answers = await Promise.all(Array.from({ length: 4 }, () => service().submit(form(started), meta)));
      const ids = new Set(answers.map((answer) => (answer.kind === "stored" ? answer.id : answer.kind)));
      expect(ids.size).toBe(1);
      expect(answers.every((answer) => answer.kind === "stored")).toBe(true);
      expect(await counts()).toEqual({ leads: 1, mails: 1 });
    });
  });

  describe("a spent token with a different message", () => {
    it("gets the answer a robot gets, and nothing is stored", async () => {
      const leadsService = service();
      const started = token();
      await leadsService.submit(form(started), meta);
      expect(await leadsService.submit(form(started, { message: "Something else entirely." }), meta)).toEqual({ kind: "blocked", reason: "token" });
      expect(await leadsService.submit(form(started, { name: "Another Name" }), meta)).toEqual({ kind: "blocked", reason: "token" });
      expect(await leadsService.submit(form(started), { ...meta, lang: "ar" })).toEqual({ kind: "blocked", reason: "token" });
      expect(await counts()).toEqual({ leads: 1, mails: 1 });
    });

    it("is refused also when sent at the same moment as the first", async () => {
      const started = token();
      const answers = await Promise.all([
        service().submit(form(started, { message: "First version." }), meta),
        service().submit(form(started, { message: "Second version." }), meta),
      ]);
      expect(answers.map((answer) => answer.kind).sort()).toEqual(["blocked", "stored"]);
      expect(await counts()).toEqual({ leads: 1, mails: 1 });
    });
  });

  it("refuses a line break in a one-line field with its own error, storing nothing", async () => {
    const answer = await service().submit(form(token(), { name: "Sara\r\nBcc: someone@example.com" }), meta);
    expect(answer).toEqual({ kind: "invalid", errors: { name: "singleLine" } });
    expect(await counts()).toEqual({ leads: 0, mails: 0 });
  });

  it("queues the owner's notification through the one enqueue, tied to the lead", async () => {
    const answer = await service().submit(form(token()), meta);
    expect(answer.kind).toBe("stored");
    const [mail] = await handle.db.select().from(outbox);
    expect(mail).toMatchObject({
      kind: LEAD_NOTIFICATION,
      priority: 10,
      toAddress: "owner@studio.example",
      replyTo: "sara@client.example",
      replyToName: "Sara Ahmed",
      leadId: answer.kind === "stored" ? answer.id : "",
      status: "pending",
    });
    expect(mail!.text).toContain("Message:\nWe need a new bilingual website.");
  });

  describe("the studio's retry of a notification", () => {
    async function leadWithMail(set: Partial<typeof outbox.$inferInsert>) {
      const answer = await service().submit(form(token()), meta);
      if (answer.kind !== "stored") throw new Error(answer.kind);
      if (Object.keys(set).length > 0) await handle.db.update(outbox).set(set).where(eq(outbox.leadId, answer.id));
      return answer.id;
    }
    const mailOf = async (leadId: string) => (await handle.db.select().from(outbox).where(eq(outbox.leadId, leadId)))[0]!;

    it("queues a mail that failed for good again, at once, with a fresh set of attempts", async () => {
      const id = await leadWithMail({ status: "failed", attempts: 20, lastError: "550 no", nextAttemptAt: new Date(Date.now() + 3600_000) });
      const result = await service().retryNotification(id);
      expect(result).toMatchObject({ kind: "queued", was: "failed" });
      const mail = await mailOf(id);
      expect(mail).toMatchObject({ status: "pending", attempts: 0 });
      expect(mail.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      expect(requeued).toBe(1);
    });

    it("sends a waiting mail now instead of after its back-off", async () => {
      const id = await leadWithMail({ attempts: 3, nextAttemptAt: new Date(Date.now() + 3600_000) });
      expect(await service().retryNotification(id)).toMatchObject({ kind: "queued", was: "pending" });
      expect((await mailOf(id)).nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    });

    it("leaves a sent mail and one a worker holds alone; a dead worker's mail is queued again", async () => {
      const sent = await leadWithMail({ status: "sent", sentAt: new Date() });
      expect(await service().retryNotification(sent)).toEqual({ kind: "already_sent" });
      const held = await leadWithMail({ status: "sending", nextAttemptAt: new Date(Date.now() + 60_000) });
      expect(await service().retryNotification(held)).toEqual({ kind: "sending" });
      const orphaned = await leadWithMail({ status: "sending", nextAttemptAt: new Date(Date.now() - 1000) });
      expect(await service().retryNotification(orphaned)).toMatchObject({ kind: "queued", was: "sending" });
      expect(requeued).toBe(1);
    });

    it("queues a notification for an enquiry that has none, and answers not_found for an unknown one", async () => {
      const id = await leadWithMail({});
      await handle.db.delete(outbox);
      expect(await service().retryNotification(id)).toMatchObject({ kind: "queued", was: "none" });
      expect(await mailOf(id)).toMatchObject({ kind: LEAD_NOTIFICATION, status: "pending", replyTo: "sara@client.example" });
      expect(await service().retryNotification("00000000-0000-4000-8000-000000000000")).toEqual({ kind: "not_found" });
    });
  });
});
