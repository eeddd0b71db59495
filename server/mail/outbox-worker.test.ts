import net from "node:net";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startSmtp, type ReceivedMail, type TestSmtp } from "../../tests/setup/smtp";
import { openDatabase, type DatabaseHandle } from "../db/database";
import { outbox } from "../db/schema";
import { enqueueMail } from "./enqueue";
import { createMailer, surelyNotDelivered, type Mailer } from "./mailer";
import { createOutboxWorker, INTERRUPTED, MAYBE_DELIVERED, retryDelayMs, type OutboxOptions } from "./outbox-worker";

describe("outbox back-off", () => {
  it("doubles from the base delay", () => {
    const mid = () => 0.5; // no jitter
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, 30_000, mid))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
  });

  it("never waits more than six hours", () => {
    expect(retryDelayMs(40, 30_000, () => 0.5)).toBe(6 * 3600_000);
  });

  it("spreads retries by at most 20 % either way", () => {
    expect(retryDelayMs(1, 10_000, () => 0)).toBe(8_000);
    expect(retryDelayMs(1, 10_000, () => 1)).toBe(12_000);
  });
});

describe("what counts as surely not delivered", () => {
  it.each([
    [{ code: "EMESSAGE", responseCode: 451, command: "DATA" }, true],
    [{ code: "EENVELOPE", responseCode: 550, command: "RCPT TO" }, true],
    [{ code: "ESOCKET", originalCode: "ECONNREFUSED", command: "CONN" }, true],
    [{ code: "EDNS", command: "CONN" }, true],
    [{ code: "EAUTH", command: "AUTH PLAIN" }, true],
    [{ code: "ECONNECTION", command: "CONN" }, false],
    [{ code: "ETIMEDOUT", command: "CONN" }, false],
    [{ code: "ESOCKET", originalCode: "ECONNRESET", command: "CONN" }, false],
    [new Error("something else"), false],
  ])("%o: %s", (error, expected) => {
    expect(surelyNotDelivered(Object.assign(new Error("x"), error))).toBe(expected);
  });
});

const logger = pino({ level: "silent" });
let handle: DatabaseHandle;
let smtp: TestSmtp;
let mails: ReceivedMail[];
const stoppers: (() => Promise<void> | void)[] = [];

beforeAll(async () => {
  handle = await openDatabase({ migrationsDir: path.resolve(import.meta.dirname, "../../drizzle") });
});

afterAll(async () => {
  await handle?.close();
});

beforeEach(async () => {
  await handle.db.delete(outbox);
  mails = [];
  smtp = await startSmtp(0, mails);
  stoppers.push(() => smtp.stop());
});

afterEach(async () => {
  while (stoppers.length > 0) await stoppers.pop()!();
});

function worker(mailer: Mailer, options: Partial<OutboxOptions> = {}) {
  const created = createOutboxWorker({ db: handle.db, mailer, logger, pollMs: 60_000, baseDelayMs: 60_000, maxAttempts: 5, ...options });
  stoppers.push(() => created.stop());
  return created;
}

const smtpMailer = (port = smtp.port) => createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: "site@studio.example", logger });

async function leadBacklog(count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    kind: "lead_notification",
    priority: 10,
    toAddress: "owner@studio.example",
    subject: `Lead ${i}`,
    text: `Enquiry number ${i}`,
    // Queued earlier than anything that follows.
    createdAt: new Date(Date.now() - 60_000),
    nextAttemptAt: new Date(Date.now() - 60_000 + i),
  }));
  for (let i = 0; i < rows.length; i += 500) await handle.db.insert(outbox).values(rows.slice(i, i + 500));
}

const magicLink = () => enqueueMail(handle.db, { kind: "auth_magiclink", to: "owner@studio.example", subject: "Your sign-in link", text: "link" });

const rowsOf = () => handle.db.select().from(outbox);

describe("outbox priority", () => {
  it("sends a magic link queued after a backlog of lead notifications before them", async () => {
    await leadBacklog(300);
    await magicLink();
    const sender = worker(smtpMailer());
    const result = await sender.runOnce();
    expect(result).toEqual({ sent: 301, failed: 0 });
    await smtp.waitFor(301);
    // In the first wave (its five mails go out at once, in any order); it used to be the 301st.
    expect(mails.findIndex((mail) => mail.subject === "Your sign-in link")).toBeLessThan(5);
  });

  it("sends a magic link queued while a backlog is going out within the next round, not after the backlog", async () => {
    await leadBacklog(600);
    const sender = worker(smtpMailer());
    const running = sender.runOnce();
    await smtp.waitFor(50);
    const before = mails.length;
    await magicLink();
    await running;
    await smtp.waitFor(601);
    const position = mails.findIndex((mail) => mail.subject === "Your sign-in link");
    // At most the wave in flight (and one finishing as it was queued) goes before it.
    expect(position - before).toBeLessThanOrEqual(2 * 5);
    expect(position).toBeLessThan(200);
  });
});

describe("outbox leases and crashes", () => {
  it("after a crash, pending rows go out at once (none is leased); the one in SMTP's hands is never sent again", async () => {
    for (let i = 0; i < 4; i++)
      await enqueueMail(handle.db, { kind: "lead_notification", to: "owner@studio.example", subject: `Lead ${i}`, text: "x" });
    // A worker whose SMTP never answers, then dies: it had handed one row (a wave of its pool of one) over.
    let handedOver = 0;
    const hanging: Mailer = {
      kind: "smtp",
      concurrency: 1,
      send: () => {
        handedOver++;
        return new Promise(() => {});
      },
      close() {},
    };
    void createOutboxWorker({
      db: handle.db,
      mailer: hanging,
      logger,
      pollMs: 60_000,
      baseDelayMs: 60_000,
      maxAttempts: 5,
      sendingLeaseMs: 600,
    }).runOnce();
    await expect.poll(async () => (await rowsOf()).filter((row) => row.status === "sending").length).toBe(1);
    expect(handedOver).toBe(1);

    const survivor = worker(smtpMailer(), { sendingLeaseMs: 600 });
    expect(await survivor.runOnce()).toEqual({ sent: 3, failed: 0 });
    await smtp.waitFor(3);
    expect((await rowsOf()).filter((row) => row.status === "sending")).toHaveLength(1);
    // Once the dead worker's lease ends, its row is reported, not sent.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(await survivor.runOnce()).toEqual({ sent: 0, failed: 0 });
    const rows = await rowsOf();
    expect(rows.filter((row) => row.status === "sent")).toHaveLength(3);
    const interrupted = rows.filter((row) => row.status === "failed");
    expect(interrupted).toHaveLength(1);
    expect(interrupted[0]!.lastError).toBe(INTERRUPTED);
    // Never again, however often the worker runs.
    expect(await survivor.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      rows
        .filter((row) => row.status === "sent")
        .map((row) => row.subject)
        .sort(),
    );
  });

  it("retries a mail the server refused, and never resends one whose connection dropped after the message was sent", async () => {
    const fake = await fakeSmtp();
    stoppers.push(() => fake.stop());
    await enqueueMail(handle.db, { kind: "lead_notification", to: "owner@studio.example", subject: "refuse", text: "x" });
    await enqueueMail(handle.db, { kind: "lead_notification", to: "owner@studio.example", subject: "drop", text: "x" });
    const sender = worker(smtpMailer(fake.port), { baseDelayMs: 10 });
    await sender.runOnce();
    const bySubject = async () => Object.fromEntries((await rowsOf()).map((row) => [row.subject, row]));
    let rows = await bySubject();
    expect(rows.refuse).toMatchObject({ status: "pending", attempts: 1 });
    expect(rows.drop).toMatchObject({ status: "failed", attempts: 1 });
    expect(rows.drop!.lastError).toContain(MAYBE_DELIVERED);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await sender.runOnce();
    rows = await bySubject();
    expect(rows.refuse).toMatchObject({ status: "sent", attempts: 2 });
    expect(rows.drop).toMatchObject({ status: "failed", attempts: 1 });
    // The server saw the dropped one's message exactly once.
    expect(fake.messages.filter((subject) => subject === "drop")).toHaveLength(1);
  });

  it("keeps a stable Message-ID per row", async () => {
    await magicLink();
    await worker(smtpMailer()).runOnce();
    const [row] = await handle.db.select().from(outbox).where(eq(outbox.kind, "auth_magiclink"));
    const [mail] = await smtp.waitFor(1);
    expect(mail!.headers["message-id"]).toBe(`<${row!.id}@outbox.local>`);
  });

  it("gives auth mail priority 0 and lead notifications priority 10, also for rows queued before the migration", async () => {
    await magicLink();
    await enqueueMail(handle.db, { kind: "lead_notification", to: "owner@studio.example", subject: "lead", text: "x" });
    const rows = await handle.db
      .select({ kind: outbox.kind, priority: outbox.priority })
      .from(outbox)
      .orderBy(sql`${outbox.priority}`);
    expect(rows).toEqual([
      { kind: "auth_magiclink", priority: 0 },
      { kind: "lead_notification", priority: 10 },
    ]);
  });
});

/**
 * A minimal SMTP server: refuses the message whose subject is "refuse" the
 * first time (451), and drops the connection after receiving the message
 * whose subject is "drop", before answering.
 */
async function fakeSmtp() {
  const messages: string[] = [];
  let refused = false;
  const server = net.createServer((socket) => {
    let buffer = "";
    let inData = false;
    socket.write("220 fake ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("latin1");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          const subject = /^Subject: (.*)$/m.exec(message)?.[1]?.trim() ?? "";
          messages.push(subject);
          if (subject === "drop") return void socket.destroy();
          if (subject === "refuse" && !refused) {
            refused = true;
            socket.write("451 4.3.0 try again later\r\n");
          } else socket.write("250 2.0.0 queued\r\n");
          continue;
        }
        const line = buffer.indexOf("\r\n");
        if (line < 0) return;
        const command = buffer.slice(0, line).toUpperCase();
        buffer = buffer.slice(line + 2);
        if (command.startsWith("EHLO")) socket.write("250-fake\r\n250 8BITMIME\r\n");
        else if (command === "DATA") {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (command === "QUIT") socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    messages,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("outbox health", () => {
  it("is draining while mail is taken in time, and not once mail has waited past its time for minutes", async () => {
    const sender = worker(smtpMailer());
    expect(await sender.health()).toEqual({ ok: true, waiting: 0, overdue: 0 });
    // Due a minute ago: a worker would take it at its next poll.
    await leadBacklog(2);
    expect(await sender.health()).toEqual({ ok: true, waiting: 2, overdue: 0 });
    // Due ten minutes ago and still waiting: nobody is sending.
    await handle.db.insert(outbox).values({
      kind: "lead_notification",
      toAddress: "owner@studio.example",
      subject: "Old",
      text: "x",
      nextAttemptAt: new Date(Date.now() - 10 * 60_000),
    });
    expect(await sender.health()).toEqual({ ok: false, waiting: 3, overdue: 1 });
    await sender.runOnce();
    await smtp.waitFor(3);
    expect(await sender.health()).toEqual({ ok: true, waiting: 0, overdue: 0 });
  });
});
