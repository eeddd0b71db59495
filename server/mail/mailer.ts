import nodemailer from "nodemailer";
import type { Logger } from "pino";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  replyTo?: { name: string; address: string } | undefined;
  /** A stable Message-ID (one per outbox row), so any copy is recognisable as the same mail downstream. */
  messageId?: string | undefined;
};

export type Mailer = {
  kind: "smtp" | "log";
  /** Mails that may be in the hands of SMTP at once (the pool's connections). */
  concurrency: number;
  send: (message: MailMessage) => Promise<void>;
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
  return {
    kind: "smtp",
    concurrency: poolSize,
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        ...(message.messageId ? { messageId: message.messageId } : {}),
      });
    },
    close() {
      transport.close();
    },
  };
}

/** System errors that mean no connection was ever made, so no mail can have left. */
const NEVER_CONNECTED = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH", "EADDRNOTAVAIL", "ERR_ACCESS_DENIED"]);
/** Nodemailer codes for failures before the message was handed over. */
const BEFORE_DATA = new Set(["EDNS", "ETLS", "EREQUIRETLS", "EAUTH", "ENOAUTH", "EOAUTH2", "EENVELOPE", "ECONFIG", "EPROXY", "EMAXLIMIT"]);

/**
 * True when a send failed in a way that proves the server did not take the
 * mail: it answered with a refusal, or the connection was never made, or the
 * failure came before the message data. Anything else (a connection that
 * dropped or timed out while the message was on its way) may have been
 * delivered, and the outbox does not send it again (ADR 007).
 */
export function surelyNotDelivered(error: unknown): boolean {
  const e = error as { responseCode?: number; code?: string; originalCode?: string; command?: string } | undefined;
  if (!e || typeof e !== "object") return false;
  if (typeof e.responseCode === "number" && e.responseCode >= 400) return true;
  if (e.originalCode && NEVER_CONNECTED.has(e.originalCode)) return true;
  if (e.code && (NEVER_CONNECTED.has(e.code) || BEFORE_DATA.has(e.code))) return true;
  // A failure on a command before DATA (greeting, EHLO, AUTH, MAIL FROM, RCPT TO, an API check).
  return typeof e.command === "string" && e.command !== "CONN" && e.command !== "DATA";
}
