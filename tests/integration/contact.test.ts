import { fetchFormToken } from "../support/form-token";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startServer, type RunningServer } from "../setup/server";
import { startSmtp, type TestSmtp, type ReceivedMail } from "../setup/smtp";
import { createTestPostgresDatabase } from "../support/test-databases";
import { issueFormToken } from "../../server/leads/form-token";

const MIN_FILL_MS = 400;
// The tests sign their own form tokens (as the page does) because each is accepted once.
const APP_SECRET = "contact-test-secret-0123456789abcdefghij";
let renderedAt = Date.now() - 5_000;
/** A token for a form rendered a few seconds ago, different every time. */
const signedToken = () => issueFormToken(APP_SECRET, renderedAt--);

type Database = Awaited<ReturnType<typeof createTestPostgresDatabase>>;
let database: Database;
let db: pg.Client;
let smtp: TestSmtp;
let server: RunningServer;
const mails: ReceivedMail[] = [];

function envFor(smtpPort: number, extra: Record<string, string> = {}) {
  return {
    DATABASE_URL: database.url,
    APP_SECRET,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    NOTIFY_EMAIL: "owner@studio.example",
    CONTACT_MIN_FILL_MS: String(MIN_FILL_MS),
    CONTACT_RATE_LIMIT: "1000",
    // Lets a test speak from another address (the token limit below).
    TRUST_PROXY: "true",
    OUTBOX_POLL_MS: "100",
    OUTBOX_BASE_DELAY_MS: "100",
    ...extra,
  };
}

/** The token the form asks for once it is on screen (pages are cached, so they carry none). */
async function formToken(base = server.url) {
  return fetchFormToken(base);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function body(fields: Record<string, string | string[]>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const v of ([] as string[]).concat(value)) params.append(key, v);
  return params.toString();
}

function post(path: string, payload: string, headers: Record<string, string> = {}, base = server.url) {
  return fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": "contact-test/1.0", ...headers },
    body: payload,
    redirect: "manual",
  });
}

const valid = () => ({
  started: signedToken(),
  lang: "en",
  page: "/en/services/web-design-development-in-baghdad",
  ref: "https://www.google.com/",
  utm_source: "instagram",
  utm_medium: "social",
  utm_campaign: "ramadan",
  name: "Sara Ahmed",
  email: "sara@client.example",
  phone: "+964 770 123 4567",
  company: "Karrada Clinic",
  message: "We need a new bilingual website.",
  interests: ["interest_video", "interest_campaign"],
});

async function leadCount() {
  const { rows } = await db.query<{ n: number }>("select count(*)::int as n from leads");
  return rows[0]!.n;
}

beforeAll(async () => {
  const adminUrl = inject("postgresUrl");
  if (!adminUrl) throw new Error(inject("postgresError"));
  database = await createTestPostgresDatabase(adminUrl);
  smtp = await startSmtp(0, mails);
  server = await startServer(envFor(smtp.port));
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await db?.end();
  await database?.drop();
});

describe("a valid enquiry", () => {
  it("is stored with everything about the visit, then mailed to the owner only", async () => {
    const before = mails.length;
    const response = await post("/api/contact", body(valid()), { "x-forwarded-for": "203.0.113.9" });
    expect(response.status).toBe(200);
    // With a fresh token for the page's next message: each one is accepted once.
    expect(await response.json()).toEqual({ status: "sent", name: "Sara Ahmed", token: expect.stringMatching(/^\d+-[\w-]{8}\.[\w-]{32}$/) });

    const { rows } = await db.query("select * from leads order by created_at desc limit 1");
    const lead = rows[0];
    expect(lead).toMatchObject({
      name: "Sara Ahmed",
      email: "sara@client.example",
      phone: "+964 770 123 4567",
      company: "Karrada Clinic",
      message: "We need a new bilingual website.",
      interests: ["interest_video", "interest_campaign"],
      lang: "en",
      page_path: "/en/services/web-design-development-in-baghdad",
      referrer: "https://www.google.com/",
      utm: { utm_source: "instagram", utm_medium: "social", utm_campaign: "ramadan" },
      user_agent: "contact-test/1.0",
      status: "new",
    });
    expect(lead.ip_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(lead.ip_hash).not.toContain("127.0.0.1");

    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail!.subject).toBe("New Project Inquiry");
    expect(mail!.to).toEqual(["owner@studio.example"]);
    expect(mail!.replyTo).toContain("sara@client.example");
    expect(mail!.text).toContain("Name: Sara Ahmed");
    expect(mail!.text).toContain("Email: sara@client.example");
    expect(mail!.text).toContain("Phone: +964 770 123 4567");
    expect(mail!.text).toContain("Company: Karrada Clinic");
    expect(mail!.text).toContain("Interests: Ad or Video, Digital Campaign");
    expect(mail!.text).toContain("Message:\nWe need a new bilingual website.");
    // Nothing is ever sent to the address a visitor typed.
    expect(mails.flatMap((m) => m.to)).not.toContain("sara@client.example");
  });

  it("in Arabic, keeps the Arabic text intact through storage and mail", async () => {
    const before = mails.length;
    const response = await post("/api/contact", body({ ...valid(), lang: "ar", name: "علي حسن", message: "نحتاج حملة إعلانية لمطعمنا 🍽️" }));
    expect(response.status).toBe(200);
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail!.text).toContain("Name: علي حسن");
    expect(mail!.text).toContain("نحتاج حملة إعلانية لمطعمنا 🍽️");
    expect(mail!.replyTo).toContain("علي حسن");
  });

  it("works without JavaScript: a plain form post answered by a page in the visitor's language", async () => {
    const before = await leadCount();
    const started = await formToken();
    await wait(MIN_FILL_MS + 50);
    const response = await post("/ar/contact", body({ ...valid(), started, name: "زائر بلا جافاسكربت" }));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-testid="contact-success"');
    expect(html).toContain("شكراً يا زائر بلا جافاسكربت");
    expect(await leadCount()).toBe(before + 1);
  });

  it("without JavaScript, an incomplete form comes back with what was typed and the error", async () => {
    const before = await leadCount();
    const started = await formToken();
    await wait(MIN_FILL_MS + 50);
    const response = await post("/en/contact", body({ ...valid(), started, email: "" }));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please fill out all required fields.");
    expect(html).toContain('value="Sara Ahmed"');
    expect(html).toContain("We need a new bilingual website.");
    expect(html).toMatch(/id="contact-email"[^>]*aria-invalid="true"/);
    expect(await leadCount()).toBe(before);
    // A refused form does not spend its token: the corrected form goes through with it.
    expect((await post("/en/contact", body({ ...valid(), started }))).status).toBe(200);
    expect(await leadCount()).toBe(before + 1);
  });

  it("with JavaScript, a second message goes with the token the first answer handed over", async () => {
    const first = (await (await post("/api/contact", body(valid()))).json()) as { status: string; token: string };
    expect(first.status).toBe("sent");
    await wait(MIN_FILL_MS + 50);
    const second = await post("/api/contact", body({ ...valid(), started: first.token, name: "Second Message" }));
    expect(second.status).toBe(200);
  });
});

describe("the same form sent again after its answer was lost (a 502 from a dying instance)", () => {
  it("gets the first answer, from either server and either path, and is stored and mailed once", async () => {
    const other = await startServer(envFor(smtp.port));
    try {
      const before = await leadCount();
      const sent = body({ ...valid(), name: "Lost Answer" });
      const first = await post("/api/contact", sent);
      expect(first.status).toBe(200);
      const firstAnswer = (await first.json()) as { status: string; name: string; token: string };
      expect(firstAnswer).toMatchObject({ status: "sent", name: "Lost Answer" });
      // The visitor did not see it and sends the very same form again; nginx hands it to the other instance.
      const again = await post("/api/contact", sent, {}, other.url);
      expect(again.status).toBe(200);
      expect(await again.json()).toMatchObject({ status: "sent", name: "Lost Answer", token: expect.any(String) });
      // Without JavaScript: the page's own success.
      const page = await post("/en/contact", sent, {}, other.url);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('data-testid="contact-success"');
      expect(await leadCount()).toBe(before + 1);
      await expect.poll(() => mails.filter((mail) => mail.text.includes("Name: Lost Answer")).length, { timeout: 10_000 }).toBe(1);
      await wait(500);
      expect(mails.filter((mail) => mail.text.includes("Name: Lost Answer"))).toHaveLength(1);
    } finally {
      await other.stop();
    }
  });

  it("a different message with the spent token still gets the robots' answer", async () => {
    const started = signedToken();
    expect((await post("/api/contact", body({ ...valid(), started, name: "First Words" }))).status).toBe(200);
    const before = await leadCount();
    const changed = await post("/api/contact", body({ ...valid(), started, name: "First Words", message: "Changed my mind." }));
    expect({ status: changed.status, body: await changed.json() }).toEqual({ status: 400, body: { status: "blocked" } });
    expect(await leadCount()).toBe(before);
  });
});

describe("one-line fields", () => {
  it.each([
    ["a CR LF in the name", { name: "Sara\r\nBcc: victim@example.com" }, { name: "singleLine" }],
    ["a line break in the company", { company: "Karrada\nClinic" }, { company: "singleLine" }],
    ["a tab in the phone", { phone: "+964\t770 123 4567" }, { phone: "singleLine" }],
    ["a NUL in the company", { company: "Karrada\u0000Clinic" }, { company: "invalid" }],
  ])("%s gets a 400 with the field's error on both paths, never a 500, and nothing is stored", async (_label, fields, errors) => {
    const before = await leadCount();
    const api = await post("/api/contact", body({ ...valid(), ...fields }));
    expect({ status: api.status, body: await api.json() }).toEqual({ status: 400, body: { status: "invalid", errors } });
    const page = await post("/en/contact", body({ ...valid(), ...fields }));
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain(
      Object.values(errors)[0] === "singleLine"
        ? "Keep this to one line: line breaks, tabs and other control characters cannot be used here."
        : "This contains characters that cannot be accepted.",
    );
    expect(await leadCount()).toBe(before);
  });
});

describe("spam protection", () => {
  it("refuses a filled honeypot, storing nothing", async () => {
    const before = await leadCount();
    const response = await post("/api/contact", body({ ...valid(), website: "http://spam.example" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: "blocked" });
    expect(await leadCount()).toBe(before);
  });

  it("refuses a form sent faster than a person types, and a forged time; a form without one is asked to confirm", async () => {
    const before = await leadCount();
    const fresh = await formToken();
    for (const started of [fresh, `${Date.now() - 60_000}.forged`]) {
      const response = await post("/api/contact", body({ ...valid(), started }));
      expect(response.status, started).toBe(400);
      expect(await response.json()).toEqual({ status: "blocked" });
    }
    const missing = await post("/api/contact", body({ ...valid(), started: "" }));
    expect(missing.status).toBe(200);
    expect(await missing.json()).toEqual({ status: "confirm", token: expect.stringMatching(/^\d+-[\w-]{8}\.[\w-]{32}$/) });
    expect(await leadCount()).toBe(before);
  });

  it("hands out form tokens uncached, and a limited number per address", async () => {
    const ask = () => fetch(`${server.url}/api/contact/token`, { headers: { "x-forwarded-for": "198.51.100.200" } });
    const first = await ask();
    expect(first.headers.get("cache-control")).toBe("no-store");
    const statuses = [first.status];
    for (let index = 1; index < 125; index += 1) statuses.push((await ask()).status);
    expect(statuses.filter((status) => status === 200).length).toBe(120);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not affected.
    expect((await fetch(`${server.url}/api/contact/token`, { headers: { "x-forwarded-for": "198.51.100.201" } })).status).toBe(200);
  });

  it("without JavaScript, a form from a cached page (no token) comes back once to be confirmed, then goes through", async () => {
    const before = await leadCount();
    // The page is the same for everyone: no token in it.
    const page = await fetch(`${server.url}/en/contact`);
    expect(page.headers.get("x-page-cache")).toBe("fresh");
    expect(await page.text()).not.toMatch(/name="started" value="[^"]+"/);

    // What the form itself holds: no token, page or campaign fields (a script adds those).
    const fields = { name: "", email: "sara@client.example", phone: "", company: "", message: "We need a new bilingual website.", website: "" };
    const first = await post("/en/contact", body({ ...fields, name: "No Script Visitor" }), {
      referer: `${server.url}/en/contact?utm_source=flyer&utm_campaign=spring`,
    });
    expect(first.status).toBe(200);
    expect(first.headers.get("x-page-cache")).toBeNull();
    const html = await first.text();
    expect(html).toContain("Please confirm your message");
    expect(html).toContain('value="No Script Visitor"');
    const started = /name="started" value="([^"]+)"/.exec(html)?.[1];
    expect(started).toMatch(/^\d+-[\w-]{8}\.[\w-]{32}$/);
    expect(await leadCount()).toBe(before);

    // Sent back at once, faster than a person reads: refused as a robot would be.
    const hasty = await post("/en/contact", body({ ...fields, started: started!, name: "No Script Visitor" }));
    expect(hasty.status).toBe(400);
    expect(await leadCount()).toBe(before);

    await wait(MIN_FILL_MS + 50);
    const confirmed = await post("/en/contact", body({ ...fields, started: started!, name: "No Script Visitor" }), {
      referer: `${server.url}/en/contact?utm_source=flyer&utm_campaign=spring`,
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('data-testid="contact-success"');
    expect(await leadCount()).toBe(before + 1);
    // The campaign came from the address the form was on.
    const { rows } = await db.query("select * from leads order by created_at desc limit 1");
    expect(rows[0]).toMatchObject({ name: "No Script Visitor", page_path: "/en/contact", utm: { utm_source: "flyer", utm_campaign: "spring" } });
    // And the token is spent.
    expect((await post("/en/contact", body({ ...fields, started: started!, name: "Again" }))).status).toBe(400);
  });

  it("accepts a form token once: a replay, from anywhere, gets the answer a robot gets and stores nothing", async () => {
    const started = await formToken();
    await wait(MIN_FILL_MS + 50);
    expect((await post("/api/contact", body({ ...valid(), started }))).status).toBe(200);
    const before = await leadCount();
    const robot = await post("/api/contact", body({ ...valid(), website: "http://spam.example" }));
    const robotAnswer = { status: robot.status, body: await robot.json() };
    for (const headers of [{}, { "x-forwarded-for": "198.51.100.77" }] as Record<string, string>[]) {
      const replay = await post("/api/contact", body({ ...valid(), started, name: "Replay" }), headers);
      expect({ status: replay.status, body: await replay.json() }).toEqual(robotAnswer);
    }
    // The page path too, with the page's own answer to a robot.
    const robotPage = await post("/en/contact", body({ ...valid(), website: "http://spam.example" }));
    const replayPage = await post("/en/contact", body({ ...valid(), started, name: "Replay" }));
    expect(replayPage.status).toBe(robotPage.status);
    expect(await leadCount()).toBe(before);
  });

  it("lets exactly one of several simultaneous submissions of one token through", async () => {
    const before = await leadCount();
    const started = signedToken();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => post("/api/contact", body({ ...valid(), started, name: `Racer ${i}` }))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    expect(await leadCount()).toBe(before + 1);
  });

  it("caps the links in a message", async () => {
    const response = await post(
      "/api/contact",
      body({ ...valid(), message: "a http://1.example b http://2.example c http://3.example d http://4.example" }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: "invalid", errors: { message: "links" } });
  });

  it("rate limits per address with 429 and a polite answer in the page's language", async () => {
    const limited = await startServer(envFor(smtp.port, { CONTACT_RATE_LIMIT: "2" }));
    // Limits live in the database both servers share (ADR 024): this test speaks from an address of its own.
    const from = { "x-forwarded-for": "192.0.2.77" };
    try {
      const send = () => post("/api/contact", body(valid()), from, limited.url);
      expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(200);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({ status: "rate_limited" });
      const page = await post("/ar/contact", body(valid()), from, limited.url);
      expect(page.status).toBe(429);
      expect(await page.text()).toContain("رسائل كثيرة في وقت قصير");
    } finally {
      await limited.stop();
    }
  });
});

describe("limits across instances", () => {
  it("counts one limit for two servers on one database: a limit of 3 is 3 in total, whichever server is asked", async () => {
    const first = await startServer(envFor(smtp.port, { CONTACT_RATE_LIMIT: "3" }));
    const second = await startServer(envFor(smtp.port, { CONTACT_RATE_LIMIT: "3" }));
    const from = { "x-forwarded-for": "192.0.2.88" };
    try {
      const statuses: number[] = [];
      for (const target of [first, second, first, second, first, second])
        statuses.push((await post("/api/contact", body(valid()), from, target.url)).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });
});

describe("bad bodies get a 4xx and store nothing", () => {
  it.each([
    ["JSON instead of a form", JSON.stringify({ name: "x" }), { "content-type": "application/json" }, 415],
    ["missing fields", "started=x", {}, 400],
    ["a field sent twice", "", {}, 400],
    ["invalid UTF-8", "", {}, 400],
    ["a huge field", "", {}, 413],
  ] as const)("%s", async (label, raw, headers, status) => {
    const before = await leadCount();
    let payload: string = raw;
    if (label === "a field sent twice") payload = `${body(valid())}&name=Other`;
    if (label === "invalid UTF-8") payload = body(valid()).replace("Sara+Ahmed", "Sara%FF%FEAhmed");
    if (label === "a huge field") payload = body({ ...valid(), message: "x".repeat(70_000) });
    const response = await post("/api/contact", payload, headers);
    expect(response.status).toBe(status);
    expect(await leadCount()).toBe(before);
  });

  it("the page route refuses oversized and unreadable posts too", async () => {
    const before = await leadCount();
    expect((await post("/en/contact", body({ ...valid(), message: "x".repeat(70_000) }))).status).toBe(413);
    expect((await post("/en/contact", "%%%", { "content-type": "multipart/form-data; boundary=nope" })).status).toBe(400);
    expect(await leadCount()).toBe(before);
  });
});

describe("mail delivery survives an SMTP outage and a restart", () => {
  it("stores and acknowledges while SMTP is down; mails once it is back", async () => {
    const port = smtp.port;
    await smtp.stop();
    const before = mails.length;
    const response = await post("/api/contact", body({ ...valid(), name: "During Outage" }));
    expect(response.status).toBe(200);
    // It is retried with back-off, not lost.
    await expect
      .poll(async () => (await db.query("select attempts from outbox where text like '%During Outage%'")).rows[0]?.attempts, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(1);
    smtp = await startSmtp(port, mails);
    await expect.poll(() => mails.slice(before).some((m) => m.text.includes("Name: During Outage")), { timeout: 30_000 }).toBe(true);
    // Marked sent once the server has acknowledged it (a moment after the mail lands).
    await expect
      .poll(async () => (await db.query("select status from outbox where text like '%During Outage%'")).rows[0]?.status, { timeout: 5000 })
      .toBe("sent");
  });

  it("mail accepted before a restart is delivered after it", async () => {
    const port = smtp.port;
    await smtp.stop();
    const response = await post("/api/contact", body({ ...valid(), name: "Across Restart" }));
    expect(response.status).toBe(200);
    expect(await server.stop()).toBe(0);
    smtp = await startSmtp(port, mails);
    server = await startServer(envFor(port));
    await expect.poll(() => mails.some((m) => m.text.includes("Name: Across Restart")), { timeout: 30_000 }).toBe(true);
  });
});
