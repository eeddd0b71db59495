import type { DbOrTx } from "../db/database";
import { outbox } from "../db/schema";
import { priorityOf } from "./mail-classes";

export type QueuedMail = { kind: string; to: string; subject: string; text: string; replyTo?: { name: string; address: string } };

/** Puts a mail in the outbox (sent by the worker, retried on failure). Pass a transaction to queue atomically with other writes. */
export async function enqueueMail(db: DbOrTx, mail: QueuedMail): Promise<void> {
  await db.insert(outbox).values({
    kind: mail.kind,
    priority: priorityOf(mail.kind),
    toAddress: mail.to,
    subject: mail.subject,
    text: mail.text,
    replyTo: mail.replyTo?.address ?? null,
    replyToName: mail.replyTo?.name ?? null,
  });
}
