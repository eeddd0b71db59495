import { utmKeys } from "#core/contact/utm";
import { createHash } from "node:crypto";
import type { Logger } from "pino";
import { contactValues, validateContact, type ContactInput, type FieldErrors } from "#core/contact/contact-schema";
import type { Database } from "../db/database";
import { lt, sql } from "drizzle-orm";
import { leads, outbox, usedFormTokens } from "../db/schema";
import { clientKey, type RateLimiter } from "../security/rate-limiter";
import { hasControlText } from "../security/input-boundary";
import type { SettingsService } from "../settings/site-settings";
import { checkFormToken } from "./form-token";
import { buildLeadEmail } from "./lead-email";
import { priorityOf } from "../mail/mail-classes";

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
  | { kind: "stored"; id: string; name: string }
  | { kind: "invalid"; errors: FieldErrors }
  | { kind: "blocked"; reason: "honeypot" | "token" | "too_fast" }
  /** A valid form without a token (a cached page sent without JavaScript): shown again to be confirmed, with a token. */
  | { kind: "confirm" }
  | { kind: "rate_limited"; retryAfterMs: number };

type FormLike = FormData | Record<string, unknown>;
export type LeadService = { submit: (form: FormLike, meta: SubmissionMeta) => Promise<SubmitResult> };

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
  /** Called after a lead is stored (its mail is queued): wakes the outbox, counts the enquiry in Insights. */
  onStored: (meta: SubmissionMeta) => void;
  logger: Logger;
}): LeadService {
  let lastSweep = 0;
  const hashIp = (ip: string | undefined) => (ip ? createHash("sha256").update(`${options.secret}:${ip}`).digest("hex").slice(0, 32) : undefined);

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
      // Pages are the same for everyone (the page cache), so a form sent without
      // JavaScript carries no token: it comes back once, filled in, with one.
      if (!token.ok) return { kind: "confirm" };

      // Counted by the sender's network (an IPv6 /64), after everything else passed.
      const limit = await options.limiter.consume(hashIp(clientKey(meta.ip)) ?? "unknown");
      if (!limit.allowed) return { kind: "rate_limited", retryAfterMs: limit.retryAfterMs };

      const id = await store(checked.data, meta, hashIp(meta.ip), { mac: token.mac, expiresAt: new Date(token.expiresAt) });
      // A token sent before: the answer a robot gets, and nothing stored.
      if (!id) return { kind: "blocked", reason: "token" };
      options.onStored(meta);
      void sweepSpentTokens();
      return { kind: "stored", id, name: checked.data.name };
    },
  };

  /** Forgets spent tokens once they would have expired anyway, at most every ten minutes. */
  async function sweepSpentTokens() {
    if (Date.now() - lastSweep < 10 * 60_000) return;
    lastSweep = Date.now();
    await options.db
      .delete(usedFormTokens)
      .where(lt(usedFormTokens.expiresAt, sql`now()`))
      .catch((error: unknown) => options.logger.warn({ err: error }, "could not sweep spent form tokens"));
  }

  /** Stores the lead and its mail, spending the form token in the same transaction; undefined when the token was spent before. */
  async function store(input: ContactInput, meta: SubmissionMeta, ipHash: string | undefined, token: { mac: string; expiresAt: Date }) {
    const to = options.notifyEmail ?? (await options.settings.notifyAddress());
    const pagePath = clip(meta.pagePath, 300);
    const mail = buildLeadEmail({ ...input, lang: meta.lang, pagePath });
    return options.db.transaction(async (tx) => {
      // Two submissions of one token at once: the primary key lets exactly one through.
      const [spent] = await tx.insert(usedFormTokens).values(token).onConflictDoNothing().returning({ mac: usedFormTokens.mac });
      if (!spent) return undefined;
      const [lead] = await tx
        .insert(leads)
        .values({
          name: input.name,
          email: input.email,
          phone: input.phone || null,
          company: input.company || null,
          message: input.message,
          interests: input.interests,
          lang: meta.lang,
          pagePath: pagePath?.startsWith("/") ? pagePath : null,
          referrer: clip(meta.referrer, 500) ?? null,
          utm: cleanUtm(meta.utm),
          userAgent: clip(meta.userAgent, 400) ?? null,
          ipHash: ipHash ?? null,
        })
        .returning({ id: leads.id });
      // The visitor's address is only ever the reply-to: mail goes to the owner alone.
      await tx.insert(outbox).values({
        kind: "lead_notification",
        priority: priorityOf("lead_notification"),
        toAddress: to,
        replyTo: input.email,
        replyToName: input.name,
        subject: mail.subject,
        text: mail.text,
        leadId: lead!.id,
      });
      options.logger.info({ leadId: lead!.id }, "lead stored");
      return lead!.id;
    });
  }
}
