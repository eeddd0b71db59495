import { and, eq, gte, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { dayOf } from "#core/insights/days";
import { getResource } from "#core/i18n/resources";
import { fillText } from "#core/i18n/fill";
import type { Database } from "../db/database";
import { outbox } from "../db/schema";
import { ownerLanguage } from "./owner-language";
import { enqueueMail } from "../mail/enqueue";
import type { SettingsService } from "../settings/site-settings";
import { dueFollowUps } from "./lead-pipeline";

export const FOLLOW_UP_DIGEST = "follow_up_digest";
/** The hour in Baghdad from which a day's digest goes out (the start of his working day). */
export const digestHour = 8;
/** How often a process looks whether today's digest is due (one instance sends it: the first to look). */
export const DIGEST_CHECK_MS = 10 * 60_000;

const hourFormat = new Intl.DateTimeFormat("en", { timeZone: "Asia/Baghdad", hour: "2-digit", hourCycle: "h23" });
/** An arbitrary, fixed key: one digest check at a time across instances. */
const digestLock = 45_003;

type DigestTexts = Record<`subject_${Intl.LDMLPluralRule}`, string | undefined> & {
  intro: string;
  overdue: string;
  today: string;
  stages: Record<string, string>;
  note: string;
  open: string;
};

/**
 * The follow-up digest (issue 45, item 3): once a day, from 8:00 in Baghdad, a mail to the owner in
 * his studio language (English for an account from before it was stored) listing the open leads whose follow-up day has come (oldest first), through the
 * outbox like every mail. Nothing is sent on a day with none; at most one a day, whichever instance
 * looks first. `now` is the clock (tests pass their own).
 */
export async function queueFollowUpDigest(deps: {
  db: Database;
  settings: SettingsService;
  siteUrl: string;
  now: number;
  logger: Logger;
}): Promise<"early" | "already" | "none" | "queued"> {
  const { db, now } = deps;
  if (Number(hourFormat.format(now)) < digestHour) return "early";
  const day = dayOf(now);
  const dayStart = new Date(`${day}T00:00:00+03:00`);
  const lang = await ownerLanguage(db);
  const to = await deps.settings.notifyAddress();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${digestLock})`);
    const [sent] = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.kind, FOLLOW_UP_DIGEST), gte(outbox.createdAt, dayStart)))
      .limit(1);
    if (sent) return "already";
    const due = await dueFollowUps(tx, day);
    if (due.length === 0) return "none";
    const texts = (getResource(lang, "admin") as unknown as { mail: { followUps: DigestTexts } }).mail.followUps;
    const lines = due.map((lead) => {
      const when = lead.followUpOn === day ? texts.today : fillText(texts.overdue, { day: lead.followUpOn! });
      const who = lead.company ? `${lead.name} (${lead.company})` : lead.name;
      const note = lead.notes.trim() ? `\n   ${fillText(texts.note, { note: lead.notes.trim().split("\n")[0]!.slice(0, 200) })}` : "";
      return `- ${who} · ${texts.stages[lead.stage] ?? lead.stage} · ${when}${note}`;
    });
    const form = new Intl.PluralRules(lang).select(due.length);
    const subject = fillText(texts[`subject_${form}`] ?? texts.subject_other!, { count: due.length });
    const text = [texts.intro, "", ...lines, "", fillText(texts.open, { url: `${deps.siteUrl}/admin/dashboard?stage=due` })].join("\n");
    // Stamped with the digest's own clock: "already sent today" is asked of the same clock.
    await enqueueMail(tx, { kind: FOLLOW_UP_DIGEST, to, subject, text, createdAt: new Date(now) });
    deps.logger.info({ due: due.length, lang }, "follow-up digest queued");
    return "queued";
  });
}
