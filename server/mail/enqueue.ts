import type { DbOrTx } from "../db/database";
import { outbox } from "../db/schema";
import { priorityOf } from "./mail-classes";

export type QueuedMail = {
  kind: string;
  to: string;
  subject: string;
  text: string;
  /** An HTML part beside the text (right to left for Arabic). */
  html?: string | undefined;
  replyTo?: { name: string; address: string } | undefined;
  /** The enquiry a notification announces (the studio shows the mail's state beside it). */
  leadId?: string | undefined;
  /** When it was queued, for mail a clock decides (the daily digest); the database's now otherwise. */
  createdAt?: Date | undefined;
};

/**
 * Puts a mail in the outbox (sent by the worker, retried on failure): the one way mail is queued.
 * Pass a transaction to queue atomically with other writes. Returns the row's id.
 */
export async function enqueueMail(db: DbOrTx, mail: QueuedMail): Promise<string> {
  const [row] = await db
    .insert(outbox)
    .values({
      kind: mail.kind,
      priority: priorityOf(mail.kind),
      toAddress: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      replyTo: mail.replyTo?.address ?? null,
      replyToName: mail.replyTo?.name ?? null,
      leadId: mail.leadId ?? null,
      ...(mail.createdAt ? { createdAt: mail.createdAt } : {}),
    })
    .returning({ id: outbox.id });
  return row!.id;
}
