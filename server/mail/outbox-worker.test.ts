import net from "node:net";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startSmtp, type ReceivedMail, type TestSmtp } from "../../tests/setup/smtp";
import type { DatabaseHandle } from "../db/database";
import { openTestPglite } from "../../tests/support/pglite-template";
import { outbox } from "../db/schema";
import { enqueueMail } from "./enqueue";
import { createMailer, refusedByServer, type Mailer } from "./mailer";
import { createOutboxWorker, retryDelayMs, type OutboxOptions } from "./outbox-worker";

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

describe("what proves the server kept nothing", () => {
  it.each([
    [{ code: "EMESSAGE", responseCode: 451, command: "DATA" }, true],
    [{ code: "EMESSAGE", responseCode: 554, command: "DATA" }, true],
    [{ code: "EENVELOPE", responseCode: 550, command: "RCPT TO" }, true],
    [{ code: "ECONNECTION", command: "CONN" }, false],
    [{ code: "ETIMEDOUT", command: "DATA" }, false],
    [{ code: "ESOCKET", originalCode: "ECONNRESET", command: "CONN" }, false],
    [new Error("something else"), false],
  ])("%o: %s", (error, expected) => {
    expect(refusedByServer(Object.assign(new Error("x"), error))).toBe(expected);
  });
});

const logger = pino({ level: "silent" });
let handle: DatabaseHandle;
let smtp: TestSmtp;
let mails: ReceivedMail[];
const stoppers: (() => Promise<void> | void)[] = [];

beforeAll(async () => {
  handle = await openTestPglite();
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

/** A mailer that takes its wave and never answers, as a worker killed mid-send: before DATA, or after the server accepted it. */
function dyingMailer(stage: "before DATA" | "after DATA") {
  const taken: string[] = [];
  const mailer: Mailer = {
    kind: "smtp",
    concurrency: 1,
    send: async (message, hooks) => {
      taken.push(message.subject);
      if (stage === "after DATA") await hooks?.beforeData?.();
      return new Promise(() => {});
    },
    close() {},
  };
  return { mailer, taken };
}

const dyingWorker = (mailer: Mailer, sendingLeaseMs: number) =>
  void createOutboxWorker({ db: handle.db, mailer, logger, pollMs: 60_000, baseDelayMs: 60_000, maxAttempts: 5, sendingLeaseMs }).runOnce();

describe("outbox leases and crashes (at least once, ADR 029)", () => {
  it("sends a dead worker's claimed mail once its lease ends, with the same Message-ID; a retry from before DATA is no duplicate", async () => {
    for (let i = 0; i < 4; i++)
      await enqueueMail(handle.db, { kind: "lead_notification", to: "owner@studio.example", subject: `Lead ${i}`, text: "x" });
    const dying = dyingMailer("before DATA");
    dyingWorker(dying.mailer, 600);
    await expect.poll(async () => (await rowsOf()).filter((row) => row.status === "sending").length).toBe(1);
    expect(dying.taken).toHaveLength(1);

    const survivor = worker(smtpMailer(), { sendingLeaseMs: 600 });
    // Pending rows are never leased: the others go at once; the claimed one waits for its lease.
    expect(await survivor.runOnce()).toEqual({ sent: 3, failed: 0 });
    const [held] = (await rowsOf()).filter((row) => row.status === "sending");
    expect(held).toMatchObject({ subject: dying.taken[0], stage: "claimed", attempts: 1 });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(await survivor.runOnce()).toEqual({ sent: 1, failed: 0 });
    await smtp.waitFor(4);
    const rows = await rowsOf();
    expect(rows.map((row) => [row.status, row.stage])).toEqual(Array(4).fill(["sent", "done"]));
    expect(rows.find((row) => row.id === held!.id)).toMatchObject({ attempts: 2, possibleDuplicates: 0, handedOver: true });
    expect(mails.find((mail) => mail.subject === dying.taken[0])!.headers["message-id"]).toBe(`<${held!.id}@outbox.local>`);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(["Lead 0", "Lead 1", "Lead 2", "Lead 3"]);
    expect((await survivor.health()).possibleDuplicates).toBe(0);
  });

  it("counts a retry after the server accepted DATA as a possible duplicate (row, log and health)", async () => {
    await enqueueMail(handle.db, { kind: "lead_notification", to: "owner@studio.example", subject: "Handed over", text: "x" });
    const dying = dyingMailer("after DATA");
    dyingWorker(dying.mailer, 500);
    await expect.poll(async () => (await rowsOf())[0]?.stage).toBe("data");
    expect((await rowsOf())[0]).toMatchObject({ status: "sending", handedOver: true, possibleDuplicates: 0 });

    const lines: string[] = [];
    const survivor = createOutboxWorker({
      db: handle.db,
      mailer: smtpMailer(),
      logger: pino({ level: "warn" }, { write: (line: string) => void lines.push(line) }),
      pollMs: 60_000,
      baseDelayMs: 60_000,
      maxAttempts: 5,
      sendingLeaseMs: 500,
    });
    stoppers.push(() => survivor.stop());
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await survivor.runOnce()).toEqual({ sent: 1, failed: 0 });
    const [row] = await rowsOf();
    expect(row).toMatchObject({ status: "sent", stage: "done", attempts: 2, possibleDuplicates: 1 });
    const [mail] = await smtp.waitFor(1);
    expect(mail!.headers["message-id"]).toBe(`<${row!.id}@outbox.local>`);
    expect(lines.some((line) => line.includes("possible duplicate") && line.includes(row!.id))).toBe(true);
    expect(await survivor.health()).toMatchObject({ possibleDuplicates: 1, failed: 0 });
  });

  it("records the DATA step before the message's bytes: the server sees `claimed` at DATA and `data` once the message is in", async () => {
    const stages: string[] = [];
    const fake = await fakeSmtp({
      onData: async () => void stages.push(`DATA:${(await rowsOf())[0]!.stage}`),
      onMessage: async () => void stages.push(`message:${(await rowsOf())[0]!.stage}`),
    });
    stoppers.push(() => fake.stop());
    await enqueueMail(handle.db, { kind: "lead_notification", to: "owner@studio.example", subject: "Staged", text: "x" });
    expect(await worker(smtpMailer(fake.port)).runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(stages).toEqual(["DATA:claimed", "message:data"]);
    expect((await rowsOf())[0]).toMatchObject({ status: "sent", stage: "done" });
  });

  it("retries a refused mail without counting it; resends one whose connection dropped after the message and counts that copy", async () => {
    const fake = await fakeSmtp();
    stoppers.push(() => fake.stop());
    await enqueueMail(handle.db, { kind: "lead_notification", to: "owner@studio.example", subject: "refuse", text: "x" });
    await enqueueMail(handle.db, { kind: "lead_notification", to: "owner@studio.example", subject: "drop", text: "x" });
    const sender = worker(smtpMailer(fake.port), { baseDelayMs: 10 });
    await sender.runOnce();
    const bySubject = async () => Object.fromEntries((await rowsOf()).map((row) => [row.subject, row]));
    let rows = await bySubject();
    expect(rows.refuse).toMatchObject({ status: "pending", attempts: 1, stage: "data", handedOver: false });
    expect(rows.drop).toMatchObject({ status: "pending", attempts: 1, stage: "data", handedOver: true });
    expect(rows.drop!.lastError).toContain("it may have arrived");
    await new Promise((resolve) => setTimeout(resolve, 50));
    await sender.runOnce();
    rows = await bySubject();
    expect(rows.refuse).toMatchObject({ status: "sent", attempts: 2, possibleDuplicates: 0 });
    expect(rows.drop).toMatchObject({ status: "sent", attempts: 2, possibleDuplicates: 1 });
    // The server saw the dropped one's message twice: the one duplicate, counted.
    expect(fake.messages.filter((subject) => subject === "drop")).toHaveLength(2);
    expect((await sender.health()).possibleDuplicates).toBe(1);
  });

  it("stops a worker that stalled past its lease before the message: the one that took over sends it once", async () => {
    await enqueueMail(handle.db, { kind: "lead_notification", to: "owner@studio.example", subject: "Stalled", text: "x" });
    const real = smtpMailer();
    let release!: () => void;
    const stalled = new Promise<void>((resolve) => (release = resolve));
    // Connects slowly: the lease ends before the server is even asked for DATA.
    const slow: Mailer = { ...real, concurrency: 1, send: async (message, hooks) => (await stalled, real.send(message, hooks)) };
    const first = worker(slow, { sendingLeaseMs: 300 });
    const firstRun = first.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await worker(smtpMailer(), { sendingLeaseMs: 300 }).runOnce()).toEqual({ sent: 1, failed: 0 });
    release();
    expect(await firstRun).toEqual({ sent: 0, failed: 1 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mails.filter((mail) => mail.subject === "Stalled")).toHaveLength(1);
    expect((await rowsOf())[0]).toMatchObject({ status: "sent", possibleDuplicates: 0 });
  });

  it("fails a mail for good once its workers died with it as often as it may be tried", async () => {
    await handle.db.insert(outbox).values({
      kind: "lead_notification",
      toAddress: "owner@studio.example",
      subject: "Poison",
      text: "x",
      status: "sending",
      stage: "claimed",
      attempts: 5,
      nextAttemptAt: new Date(Date.now() - 1000),
    });
    expect(await worker(smtpMailer()).runOnce()).toEqual({ sent: 0, failed: 0 });
    expect((await rowsOf())[0]).toMatchObject({ status: "failed", leaseId: null });
    expect(mails).toHaveLength(0);
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
 * whose subject is "drop" the first time, before answering. `onData` runs
 * when DATA arrives (before the 354), `onMessage` once the message is in
 * (before the 250).
 */
async function fakeSmtp(hooks: { onData?: () => Promise<void>; onMessage?: () => Promise<void> } = {}) {
  const messages: string[] = [];
  let refused = false;
  let dropped = false;
  const server = net.createServer((socket) => {
    let buffer = "";
    let inData = false;
    let busy = Promise.resolve();
    socket.write("220 fake ESMTP\r\n");
    const handle = async () => {
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          const subject = /^Subject: (.*)$/m.exec(message)?.[1]?.trim() ?? "";
          messages.push(subject);
          await hooks.onMessage?.();
          if (subject === "drop" && !dropped) {
            dropped = true;
            return void socket.destroy();
          }
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
          await hooks.onData?.();
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (command === "QUIT") socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    };
    socket.on("data", (chunk) => {
      buffer += chunk.toString("latin1");
      busy = busy.then(handle);
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
    expect(await sender.health()).toEqual({ ok: true, waiting: 0, overdue: 0, failed: 0, possibleDuplicates: 0 });
    // Due a minute ago: a worker would take it at its next poll.
    await leadBacklog(2);
    expect(await sender.health()).toEqual({ ok: true, waiting: 2, overdue: 0, failed: 0, possibleDuplicates: 0 });
    // Due ten minutes ago and still waiting: nobody is sending.
    await handle.db.insert(outbox).values({
      kind: "lead_notification",
      toAddress: "owner@studio.example",
      subject: "Old",
      text: "x",
      nextAttemptAt: new Date(Date.now() - 10 * 60_000),
    });
    expect(await sender.health()).toEqual({ ok: false, waiting: 3, overdue: 1, failed: 0, possibleDuplicates: 0 });
    await sender.runOnce();
    await smtp.waitFor(3);
    expect(await sender.health()).toEqual({ ok: true, waiting: 0, overdue: 0, failed: 0, possibleDuplicates: 0 });
  });
});
