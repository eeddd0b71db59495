// Measures how many outbox mails per second reach a loopback SMTP server.
// Usage: node scripts/bench-mail.ts [mails=2000] [DATABASE_URL]
// Queues a backlog of lead notifications and one magic link in a fresh
// database (in-memory PGlite unless a URL is given), then lets the outbox
// worker send them through its pooled transport to tests/setup/smtp.ts.
import "./source-resolution.ts";
import path from "node:path";
import pino from "pino";
import { startSmtp } from "../tests/setup/smtp.ts";

const { openDatabase } = await import("../server/db/database.ts");
const { outbox } = await import("../server/db/schema.ts");
const { enqueueMail } = await import("../server/mail/enqueue.ts");
const { createMailer } = await import("../server/mail/mailer.ts");
const { createOutboxWorker } = await import("../server/mail/outbox-worker.ts");

const [count = "2000", databaseUrl] = process.argv.slice(2);
const total = Number(count);
const logger = pino({ level: "warn" });
const smtp = await startSmtp();
const database = await openDatabase({ databaseUrl, migrationsDir: path.resolve(import.meta.dirname, "../drizzle") });
try {
  await database.db.delete(outbox);
  const rows = Array.from({ length: total }, (_, i) => ({
    kind: "lead_notification",
    priority: 10,
    toAddress: "owner@studio.example",
    subject: `Lead ${i}`,
    text: `Enquiry ${i}\n\n${"A message of ordinary length. ".repeat(12)}`,
  }));
  for (let i = 0; i < rows.length; i += 500) await database.db.insert(outbox).values(rows.slice(i, i + 500));
  await enqueueMail(database.db, { kind: "auth_magiclink", to: "owner@studio.example", subject: "Your sign-in link", text: "link" });

  const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: "site@studio.example", logger });
  const worker = createOutboxWorker({ db: database.db, mailer, logger, pollMs: 60_000, baseDelayMs: 30_000, maxAttempts: 20 });
  const started = performance.now();
  const result = await worker.runOnce();
  const seconds = (performance.now() - started) / 1000;
  await smtp.waitFor(total + 1);
  await worker.stop();
  const position = smtp.mails.findIndex((mail) => mail.subject === "Your sign-in link");
  console.log(
    JSON.stringify({
      database: database.kind,
      mails: result.sent,
      failed: result.failed,
      seconds: Number(seconds.toFixed(2)),
      mailsPerSecond: Math.round(result.sent / seconds),
      connections: mailer.concurrency,
      magicLinkPosition: position,
    }),
  );
} finally {
  await database.close();
  await smtp.stop();
}
