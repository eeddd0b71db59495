import { Readable } from "node:stream";
import nodemailer, { type SendMailOptions } from "nodemailer";
import type { Logger } from "pino";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to the text, when the mail has one. */
  html?: string | undefined;
  replyTo?: { name: string; address: string } | undefined;
  /** A stable Message-ID (one per outbox row), so any copy is recognisable as the same mail downstream. */
  messageId?: string | undefined;
};

/** What the outbox learns of a send while it happens (ADR 029). */
export type SendHooks = {
  /**
   * Awaited after the server accepted the envelope and the DATA command, before a byte of the
   * message goes: the outbox records there that the mail may arrive from now on. A rejection
   * aborts the send before the message (the connection is dropped, so the server discards it).
   */
  beforeData?: () => Promise<void>;
};

export type Mailer = {
  kind: "smtp" | "log";
  /** Mails that may be in the hands of SMTP at once (the pool's connections). */
  concurrency: number;
  send: (message: MailMessage, hooks?: SendHooks) => Promise<void>;
  close: () => void;
};

/** SMTP connections kept open and shared by the outbox; five is what common providers allow per client. */
export const SMTP_POOL_SIZE = 5;

/** SMTP when SMTP_URL is set; otherwise mail is written to the log, so a fresh install still works. */
export function createMailer(options: { smtpUrl: string | undefined; from: string; logger: Logger; poolSize?: number }): Mailer {
  if (!options.smtpUrl) {
    return {
      kind: "log",
      // Writing to the log takes no connection: large waves keep the outbox's queries per mail low.
      concurrency: 20,
      // No DATA step: a line in the log cannot arrive twice, so the outbox's write before it is skipped.
      async send(message) {
        options.logger.info(
          { mail: { to: message.to, replyTo: message.replyTo?.address, subject: message.subject, text: message.text } },
          "mail (no SMTP configured)",
        );
      },
      close() {},
    };
  }
  const poolSize = options.poolSize ?? SMTP_POOL_SIZE;
  // A pool: connections are reused for up to 100 mails each instead of one handshake per mail.
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    pool: true,
    maxConnections: poolSize,
    maxMessages: 100,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  // The message stream is read only once the server has said 354 to DATA (smtp-connection pipes it
  // then), so the hook runs at that moment, each time the pool hands the message to a connection.
  // (A DKIM signer would read the stream earlier; the site signs nothing.)
  transport.use("stream", (mail, done) => {
    const beforeData = (mail.data as { beforeData?: SendHooks["beforeData"] }).beforeData;
    if (beforeData) mail.message.processFunc((input: Readable) => gatedStream(input, beforeData));
    done();
  });
  return {
    kind: "smtp",
    concurrency: poolSize,
    async send(message, hooks) {
      const mail: SendMailOptions & SendHooks = {
        from: options.from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.messageId ? { messageId: message.messageId } : {}),
        ...(hooks?.beforeData ? { beforeData: hooks.beforeData } : {}),
      };
      await transport.sendMail(mail);
    },
    close() {
      transport.close();
    },
  };
}

/** `input`, passed on only after `beforeData` resolved, which runs when the stream is first read. */
export function gatedStream(input: Readable, beforeData: () => Promise<void>): Readable {
  return Readable.from(
    (async function* () {
      await beforeData();
      for await (const chunk of input) yield chunk as Buffer;
    })(),
    { objectMode: false },
  );
}

/**
 * True when a failed send proves the server did not keep the message: it answered with a refusal
 * (4xx or 5xx), at whatever step. Anything else after DATA (a connection that dropped or timed
 * out while the message was on its way) may have been delivered.
 */
export function refusedByServer(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | undefined)?.responseCode;
  return typeof code === "number" && code >= 400;
}
