import nodemailer from "nodemailer";
import type { Logger } from "pino";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  replyTo?: { name: string; address: string } | undefined;
};

export type Mailer = { kind: "smtp" | "log"; send: (message: MailMessage) => Promise<void>; close: () => void };

/** SMTP when SMTP_URL is set; otherwise mail is written to the log, so a fresh install still works. */
export function createMailer(options: { smtpUrl: string | undefined; from: string; logger: Logger }): Mailer {
  if (!options.smtpUrl) {
    return {
      kind: "log",
      async send(message) {
        options.logger.info(
          { mail: { to: message.to, replyTo: message.replyTo?.address, subject: message.subject, text: message.text } },
          "mail (no SMTP configured)",
        );
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    kind: "smtp",
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
      });
    },
    close() {
      transport.close();
    },
  };
}
