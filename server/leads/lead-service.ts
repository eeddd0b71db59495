import { utmKeys } from "#core/contact/utm";
import { createHash, createHmac, randomUUID } from "node:crypto";
import type { Logger } from "pino";
import { contactValues, validateContact, type ContactInput, type FieldErrors, type TopicNames } from "#core/contact/contact-schema";
import type { Database, DbOrTx } from "../db/database";
import { and, desc, eq, lt, sql } from "drizzle-orm";
import { leads, outbox, usedFormTokens } from "../db/schema";
import { deletedEnquiryMark } from "./enquiry-retention";
import { clientKey } from "../security/client-key";
import { type RateLimiter } from "../security/rate-limiter";
import { hasControlText } from "../security/input-boundary";
import type { SettingsService } from "../settings/site-settings";
import { checkFormToken } from "./form-token";
import { buildLeadEmail } from "./lead-email";
import { ownerLanguage } from "./owner-language";
import { enqueueMail } from "../mail/enqueue";

export type SubmissionMeta = {
  lang: "ar" | "en";
  pagePath?: string | undefined;
  referrer?: string | undefined;
  utm?: Record<string, unknown> | undefined;
  userAgent?: string | undefined;
  ip?: string | undefined;
  /** The browser's Do Not Track and Global Privacy Control headers: an enquiry is then not counted in Insights. */
  dnt?: string | undefined;
  gpc?: string | undefined;
};

export type SubmitResult =
  /** `repeated`: the same form (token and content) sent again after its answer was lost: the first answer, nothing stored twice. */
  | { kind: "stored"; id: string; name: string; repeated?: boolean }
  | { kind: "invalid"; errors: FieldErrors }
  | { kind: "blocked"; reason: "honeypot" | "token" | "too_fast" }
  /** A valid form without a token (a cached page sent without JavaScript): shown again to be confirmed, with a token. */
  | { kind: "confirm" }
  | { kind: "rate_limited"; retryAfterMs: number };

/** What asking for an enquiry's notification to be sent again did (the studio's retry button). */
export type RetryResult =
  /** Queued to go at once; `was` is the state it was in ("none": it had no mail, one was queued). */
  | { kind: "queued"; outboxId: string; was: "pending" | "sending" | "failed" | "none" }
  | { kind: "not_found" }
  | { kind: "already_sent" }
  /** A worker holds it right now (its lease runs): it is being sent. */
  | { kind: "sending" };

export type FormLike = FormData | Record<string, unknown>;
export type LeadService = {
  submit: (form: FormLike, meta: SubmissionMeta) => Promise<SubmitResult>;
  /** Queues the enquiry's notification again, now, with a fresh set of attempts. */
  retryNotification: (leadId: string) => Promise<RetryResult>;
};

export const LEAD_NOTIFICATION = "lead_notification";

const field = (form: FormLike, name: string) => (form instanceof FormData ? form.get(name) : form[name]);

const clip = (value: unknown, max: number) => (typeof value === "string" && value.length > 0 ? value.slice(0, max) : undefined);

/** Keeps only the five UTM parameters, short and printable. */
export function cleanUtm(utm: Record<string, unknown> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of utmKeys) {
    const value = clip(utm?.[key], 200);
    if (value && !/[\u0000-\u001f]/.test(value)) out[key] = value;
  }
  return out;
}

/** Replacement characters mean the browser sent bytes that were not UTF-8; control characters are never text (input-boundary.ts). */
function badEncoding(values: ReturnType<typeof contactValues>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(values)) {
    const texts = Array.isArray(value) ? value : [value];
    if (texts.some((text) => typeof text === "string" && (text.includes("\uFFFD") || hasControlText(text))))
      errors[field as keyof FieldErrors] = "invalid";
  }
  return errors;
}

/** Any field at all, hidden ones included (page, referrer, UTM), with a control character. */
function anyControlText(form: FormLike): boolean {
  const entries = form instanceof FormData ? [...form.entries()] : Object.entries(form);
  return entries.some(([name, value]) => hasControlText(name, false) || (typeof value === "string" ? hasControlText(value) : hasControlText(value)));
}

export function createLeadService(options: {
  db: Database;
  settings: SettingsService;
  limiter: RateLimiter;
  secret: string;
  minFillMs: number;
  notifyEmail: string | undefined;
  /** The contact topics the form offers now (his published contact-topics), by id with their names. */
  topics: () => Promise<TopicNames>;
  /** Called after a lead is stored (its mail is queued): wakes the outbox, counts the enquiry in Insights. */
  onStored: (meta: SubmissionMeta) => void;
  /** Called after a notification was queued again: wakes the outbox. */
  onRequeued?: () => void;
  logger: Logger;
}): LeadService {
  let lastSweep = 0;
  const hashIp = (ip: string | undefined) => (ip ? createHash("sha256").update(`${options.secret}:${ip}`).digest("hex").slice(0, 32) : undefined);
  /** What was sent, as the schema normalised it, keyed with the app secret (the table holds no readable digest of an address). */
  const hashContent = (input: ContactInput, lang: string) =>
    createHmac("sha256", options.secret)
      .update(JSON.stringify([lang, input.name, input.email, input.phone ?? "", input.company ?? "", input.message, [...input.interests].sort()]))
      .digest("base64url");
  /** The answer a spent token gets: the first one for the same content, the robots' one otherwise. */
  const replay = (spent: { leadId: string | null; contentHash: string | null } | undefined, contentHash: string, name: string): SubmitResult => {
    if (spent?.leadId && spent.contentHash === contentHash) return { kind: "stored", id: spent.leadId, name, repeated: true };
    // The owner deleted what this form sent: the sender gets the answer he got then, and nothing comes back.
    if (spent && !spent.leadId && spent.contentHash === deletedEnquiryMark) return { kind: "stored", id: "", name, repeated: true };
    return { kind: "blocked", reason: "token" };
  };

  return {
    async submit(form, meta) {
      const honeypot = field(form, "website");
      if (typeof honeypot === "string" && honeypot.trim() !== "") return { kind: "blocked", reason: "honeypot" };
      const token = checkFormToken(options.secret, field(form, "started"));
      if (!token.ok && token.reason !== "missing") return { kind: "blocked", reason: "token" };
      if (token.ok && token.ageMs < options.minFillMs) return { kind: "blocked", reason: "too_fast" };

      const values = contactValues(form);
      const encoding = badEncoding(values);
      if (Object.keys(encoding).length > 0) return { kind: "invalid", errors: encoding };
      if (anyControlText(form)) return { kind: "invalid", errors: {} };
      const checked = validateContact(values);
      if (!checked.ok) return { kind: "invalid", errors: checked.errors };
      // Only the topics the form offers now: one he removed since the page was drawn is left out, never stored.
      const offered = await options.topics();
      checked.data.interests = checked.data.interests.filter((id) => Object.hasOwn(offered, id));
      const interestNames: TopicNames = Object.fromEntries(checked.data.interests.map((id) => [id, offered[id]!]));
      // Pages are the same for everyone (the page cache), so a form sent without
      // JavaScript carries no token: it comes back once, filled in, with one.
      if (!token.ok) return { kind: "confirm" };

      // A spent token: the same form sent again after its answer was lost (a 502 from a dying
      // instance) gets the first answer; any other message gets the robots' one. Asked before the
      // rate limit, so sending again costs the visitor nothing. The database decides, so every instance agrees.
      const contentHash = hashContent(checked.data, meta.lang);
      const [spent] = await options.db
        .select({ leadId: usedFormTokens.leadId, contentHash: usedFormTokens.contentHash })
        .from(usedFormTokens)
        .where(eq(usedFormTokens.mac, token.mac));
      if (spent) return answerReplay(replay(spent, contentHash, checked.data.name));

      // Counted by the sender's network (an IPv6 /64), after everything else passed.
      const limit = await options.limiter.consume(hashIp(clientKey(meta.ip)) ?? "unknown");
      if (!limit.allowed) return { kind: "rate_limited", retryAfterMs: limit.retryAfterMs };

      const stored = await store({ ...checked.data, interestNames }, meta, hashIp(meta.ip), {
        mac: token.mac,
        expiresAt: new Date(token.expiresAt),
        contentHash,
      });
      // Spent meanwhile by a submission sent at the same moment.
      if ("spent" in stored) return answerReplay(replay(stored.spent, contentHash, checked.data.name));
      options.onStored(meta);
      void sweepSpentTokens();
      return { kind: "stored", id: stored.id, name: checked.data.name };
    },

    async retryNotification(leadId) {
      const result = await options.db.transaction(async (tx): Promise<RetryResult> => {
        const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId));
        if (!lead) return { kind: "not_found" };
        const [mail] = await tx
          .select({ id: outbox.id, status: outbox.status, leaseRunning: sql<boolean>`${outbox.nextAttemptAt} > now()` })
          .from(outbox)
          .where(and(eq(outbox.leadId, leadId), eq(outbox.kind, LEAD_NOTIFICATION)))
          .orderBy(desc(outbox.createdAt))
          .limit(1)
          .for("update");
        if (!mail) {
          // Stored without one (by hand, or its row was removed): queued through the one enqueue.
          const outboxId = await enqueueMail(tx, await notification(lead, tx));
          return { kind: "queued", outboxId, was: "none" };
        }
        if (mail.status === "sent") return { kind: "already_sent" };
        if (mail.status === "sending" && mail.leaseRunning) return { kind: "sending" };
        await tx
          .update(outbox)
          .set({ status: "pending", nextAttemptAt: sql`now()`, attempts: 0, leaseId: null })
          .where(eq(outbox.id, mail.id));
        return { kind: "queued", outboxId: mail.id, was: mail.status };
      });
      if (result.kind === "queued") options.onRequeued?.();
      return result;
    },
  };

  function answerReplay(result: SubmitResult): SubmitResult {
    if (result.kind === "stored")
      options.logger.info({ leadId: result.id }, "the same enquiry sent again: answered as the first time, not stored twice");
    return result;
  }

  /** The owner's notification of a lead. The visitor's address is only ever the reply-to: mail goes to the owner alone. */
  async function notification(lead: Parameters<typeof buildLeadEmail>[0] & { id: string }, db: DbOrTx = options.db) {
    // In the language he reads his studio in (issue 45, item 6); read in the caller's transaction when there is one.
    const mail = buildLeadEmail(lead, await ownerLanguage(db));
    return {
      kind: LEAD_NOTIFICATION,
      to: options.notifyEmail ?? (await options.settings.notifyAddress()),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      replyTo: { name: lead.name, address: lead.email },
      leadId: lead.id,
    };
  }

  /** Forgets spent tokens once they would have expired anyway, at most every ten minutes. */
  async function sweepSpentTokens() {
    if (Date.now() - lastSweep < 10 * 60_000) return;
    lastSweep = Date.now();
    await options.db
      .delete(usedFormTokens)
      .where(lt(usedFormTokens.expiresAt, sql`now()`))
      .catch((error: unknown) => options.logger.warn({ err: error }, "could not sweep spent form tokens"));
  }

  /** Stores the lead and its mail, spending the form token in the same transaction; `spent` when the token was spent before. */
  async function store(
    input: ContactInput & { interestNames: TopicNames },
    meta: SubmissionMeta,
    ipHash: string | undefined,
    token: { mac: string; expiresAt: Date; contentHash: string },
  ): Promise<{ id: string } | { spent: { leadId: string | null; contentHash: string | null } | undefined }> {
    const pagePath = clip(meta.pagePath, 300);
    const id = randomUUID();
    const mail = await notification({ ...input, id, lang: meta.lang, pagePath });
    return options.db.transaction(async (tx) => {
      // Two submissions of one token at once: the primary key lets exactly one through; the other
      // waits for it and then reads what it stored.
      const [spending] = await tx
        .insert(usedFormTokens)
        .values({ ...token, leadId: id })
        .onConflictDoNothing()
        .returning({ mac: usedFormTokens.mac });
      if (!spending) {
        const [spent] = await tx
          .select({ leadId: usedFormTokens.leadId, contentHash: usedFormTokens.contentHash })
          .from(usedFormTokens)
          .where(eq(usedFormTokens.mac, token.mac));
        return { spent };
      }
      await tx.insert(leads).values({
        id,
        name: input.name,
        email: input.email,
        phone: input.phone || null,
        company: input.company || null,
        message: input.message,
        interests: input.interests,
        interestNames: input.interestNames,
        lang: meta.lang,
        pagePath: pagePath?.startsWith("/") ? pagePath : null,
        referrer: clip(meta.referrer, 500) ?? null,
        utm: cleanUtm(meta.utm),
        userAgent: clip(meta.userAgent, 400) ?? null,
        ipHash: ipHash ?? null,
      });
      await enqueueMail(tx, mail);
      options.logger.info({ leadId: id }, "lead stored");
      return { id };
    });
  }
}
