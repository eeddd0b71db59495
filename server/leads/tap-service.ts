import { randomInt } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import type { Lang } from "#core/i18n/languages";
import type { TapArea, TapChannel } from "#core/insights/insight-wire";
import { newTapCode } from "#core/leads/tap-code";
import type { Database } from "../db/database";
import { contactTaps, leads } from "../db/schema";
import { retentionCutoff } from "./enquiry-retention";

/** What a tap knows: the page and button, and the visit as Insights keeps it (no address, no user agent). */
export type TapFacts = {
  channel: TapChannel;
  lang: Lang;
  pagePath: string;
  area: TapArea;
  visit: { source: string; campaign: string | null; landing: string | null; referrer: string | null; device: string | null } | undefined;
};

/** What he knows of the chat when he types its code: the client's name, number and first message. */
export type ChatDetails = { name: string; phone: string; message: string };

export class TapError extends Error {
  readonly status: 404 | 409 | 410;
  readonly code: "no_such_code" | "code_used" | "code_expired";
  constructor(status: 404 | 409 | 410, code: "no_such_code" | "code_used" | "code_expired") {
    super(code);
    this.status = status;
    this.code = code;
  }
}

export type TapService = ReturnType<typeof createTapService>;

/**
 * Taps on the contact buttons (issue 45): each one kept with a code the visitor's WhatsApp message
 * carries; the owner turns a code into a lead with the tap's source, once, within the enquiry
 * retention period (`keepMonths`, read at each use).
 */
export function createTapService(db: Database, options: { keepMonths: () => Promise<number>; now?: () => Date }) {
  const now = options.now ?? (() => new Date());
  // Kept exactly as long as enquiries: the same calendar-month cutoff.
  const oldest = async () => retentionCutoff(db, now(), await options.keepMonths());

  return {
    /** Keeps a tap and returns its code (a new one when a code is taken, which one in millions is). */
    async record(facts: TapFacts): Promise<string> {
      for (let attempt = 0; ; attempt++) {
        const code = newTapCode(randomInt);
        const [row] = await db
          .insert(contactTaps)
          .values({
            code,
            channel: facts.channel,
            lang: facts.lang,
            pagePath: facts.pagePath,
            area: facts.area,
            source: facts.visit?.source ?? "direct",
            campaign: facts.visit?.campaign ?? null,
            landing: facts.visit?.landing ?? null,
            referrer: facts.visit?.referrer ?? null,
            device: facts.visit?.device ?? null,
          })
          .onConflictDoNothing()
          .returning({ code: contactTaps.code });
        if (row) return row.code;
        if (attempt >= 5) throw new Error("could not find a free tap code");
      }
    },

    /** Turns a tap's code into a lead with the tap's source; refused for an unknown, used or expired code (nothing written). */
    async match(code: string, chat: ChatDetails) {
      const limit = await oldest();
      return db.transaction(async (tx) => {
        const [tap] = await tx.select().from(contactTaps).where(eq(contactTaps.code, code)).for("update");
        if (!tap) throw new TapError(404, "no_such_code");
        if (tap.usedAt) throw new TapError(409, "code_used");
        if (tap.createdAt < limit) throw new TapError(410, "code_expired");
        const utm: Record<string, string> = {};
        if (tap.source !== "direct") utm.utm_source = tap.source;
        if (tap.campaign) utm.utm_campaign = tap.campaign;
        const [lead] = await tx
          .insert(leads)
          .values({
            name: chat.name,
            email: "",
            phone: chat.phone || null,
            message: chat.message,
            lang: tap.lang,
            pagePath: tap.pagePath,
            referrer: tap.referrer,
            utm,
            channel: tap.channel,
          })
          .returning({ id: leads.id });
        await tx.update(contactTaps).set({ usedAt: now(), leadId: lead!.id }).where(eq(contactTaps.id, tap.id));
        return { leadId: lead!.id, channel: tap.channel, pagePath: tap.pagePath, source: tap.source, campaign: tap.campaign };
      });
    },

    /** Deletes the taps no lead was made of, past the retention period (hourly, with the enquiries'). */
    async purge(): Promise<number> {
      const rows = await db
        .delete(contactTaps)
        .where(lt(contactTaps.createdAt, await oldest()))
        .returning({ id: contactTaps.id });
      return rows.length;
    },
  };
}
