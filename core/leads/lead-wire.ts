import { contactEmailPattern } from "../contact/contact-schema";
import { z } from "zod";
import { isDay } from "../insights/days";
import type { TopicNames } from "../contact/contact-schema";
import { internationalNumber } from "./phone-number";
import type { Lang } from "../i18n/languages";

/** What the admin leads API sends (`/api/admin/leads`), read by the inbox. */
export const leadStatuses = ["new", "read", "archived"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/**
 * Where the owner's notification of an enquiry is (ADR 029): `waiting` (queued, being sent, or
 * retried after a failure), `failed` (given up: the studio offers to send it again), `sent`.
 */
export const notificationStates = ["waiting", "failed", "sent"] as const;
export type NotificationState = (typeof notificationStates)[number];

export type LeadNotification = {
  state: NotificationState;
  /** Attempts in the current round (a retry from the studio starts a new round). */
  attempts: number;
  lastError: string | null;
  /** When a waiting mail is tried next. */
  nextAttemptAt: string | null;
  sentAt: string | null;
  /** Copies sent after an attempt that may already have delivered (same Message-ID each time). */
  possibleDuplicates: number;
};

/**
 * Where a lead stands with him (issue 45, item 3): new, replied, quote sent, won (with its value) or lost
 * (with why). Independent of `status`, which is only whether he has read or archived it.
 */
export const leadStages = ["new", "replied", "quote", "won", "lost"] as const;
export type LeadStage = (typeof leadStages)[number];
export const leadCurrencies = ["IQD", "USD"] as const;
export type LeadCurrency = (typeof leadCurrencies)[number];

/** What he keeps about a lead as it moves: its stage, the value won, his notes, the day to follow up. */
export type LeadPipeline = {
  stage: LeadStage;
  lostReason: string;
  /** Whole units of the currency (IQD has no smaller unit in use; a USD amount in dollars). */
  value: { amount: number; currency: LeadCurrency } | null;
  notes: string;
  /** A day in Baghdad ("2026-12-03"), or null. */
  followUpOn: string | null;
  repliedAt: string | null;
  /** Counts every change: a change sent from an older view is refused with the current one (409), never written over it. */
  revision: number;
};

/** An open lead (not won, not lost) whose follow-up day has come: `today` a Baghdad day ("2026-12-03"). */
export const isFollowUpDue = (lead: { stage: LeadStage; followUpOn: string | null }, today: string) =>
  lead.followUpOn !== null && lead.followUpOn <= today && lead.stage !== "won" && lead.stage !== "lost";

/** A change to a lead's pipeline, from the revision the studio showed. */
export const pipelineChangeSchema = z
  .object({
    revision: z.number().int().min(1),
    stage: z.enum(leadStages).optional(),
    lostReason: z.string().trim().max(500).optional(),
    value: z
      .object({ amount: z.number().int().min(0).max(1e13), currency: z.enum(leadCurrencies) })
      .strict()
      .nullable()
      .optional(),
    notes: z.string().max(10_000).optional(),
    followUpOn: z
      .string()
      .refine((day) => isDay(day) && day >= "2000-01-01", "day")
      .nullable()
      .optional(),
  })
  .strict();
export type PipelineChange = z.infer<typeof pipelineChangeSchema>;

/** How an enquiry arrived: the form, or a chat, call or mail he matched to a tap by its code (issue 45). */
export const leadChannels = ["form", "whatsapp", "call", "telegram", "email"] as const;
export type LeadChannel = (typeof leadChannels)[number];

export type LeadSummary = {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  company: string | null;
  status: LeadStatus;
  /** The contact topics he ticked, by id, and their names as the form offered them (none on an enquiry from before: the specification's four). */
  interests: string[];
  interestNames: TopicNames;
  preview: string;
  /** null: the enquiry has no notification mail (stored before there was one). */
  notification: NotificationState | null;
  stage: LeadStage;
  followUpOn: string | null;
  channel: LeadChannel;
};

/** Enquiries whose notification is not sent yet or failed for good, newest first (the dashboard's notice). */
export type UnsentNotifications = {
  failed: number;
  waiting: number;
  items: { id: string; name: string; createdAt: string; state: Exclude<NotificationState, "sent">; lastError: string | null }[];
};

export type LeadDetail = Omit<LeadSummary, "preview" | "notification" | "stage" | "followUpOn"> & {
  notification: LeadNotification | null;
  phone: string | null;
  message: string;
  lang: Lang;
  pagePath: string | null;
  referrer: string | null;
  utm: Record<string, string>;
  userAgent: string | null;
  readAt: string | null;
  pipeline: LeadPipeline;
};

/** What deleting enquiries removed: the enquiries and their mail rows (ADR 036). */
export type DeletedEnquiries = { enquiries: number; mails: number };

/**
 * A visitor's data request: any address the contact form takes (issue 47: an Arabic address too), matched as
 * stored but for the case of ASCII letters (server/api/admin-leads.ts); never Unicode case folding, which
 * would take a Kelvin sign "K" for a "k" and answer with someone else's enquiries.
 */
export const addressRequestSchema = z.union([
  z.strictObject({ email: z.string().trim().max(254).regex(contactEmailPattern) }),
  // A chat that began with a WhatsApp or call tap has his number and no address (issue 45, item 7): matched as an
  // international number, however it was typed (Arabic-Indic digits, spaces, a leading 0).
  z.strictObject({
    phone: z
      .string()
      .trim()
      .max(40)
      .refine((phone) => /^[+\d\s().\-\u0660-\u0669\u06f0-\u06f9]+$/.test(phone) && internationalNumber(phone) !== undefined),
  }),
]);
/** Whom a request is about, as the server matches it: an address with its ASCII letters lower-cased, or an international number. */
export type RequestedPerson = { email: string } | { phone: string };
export function requestedPerson(request: z.output<typeof addressRequestSchema>): RequestedPerson {
  return "email" in request ? { email: asciiLower(request.email) } : { phone: internationalNumber(request.phone)! };
}
/** Lower-cases the ASCII letters of an address and nothing else. */
export const asciiLower = (address: string) => address.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
export type AddressRequest = z.input<typeof addressRequestSchema>;

/** Everything stored for one address, as the owner hands it to the visitor who asked (a JSON download). */
export type AddressExport = {
  /** The address or the number asked about (one of the two). */
  email?: string;
  phone?: string;
  exportedAt: string;
  enquiries: (Omit<LeadDetail, "notification" | "status" | "readAt"> & {
    mails: { createdAt: string; to: string; subject: string; text: string; status: string; sentAt: string | null }[];
  })[];
};
