import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/database";
import { openTestPglite } from "../../tests/support/pglite-template";
import { authUsers, outbox } from "../db/schema";
import { createAuthFlows, REDACTED } from "./flows";

// The flows on an in-memory PGlite: what the HTTP tests cannot easily reach.

let handle: DatabaseHandle;
// The outbox stamps rows with the database clock, so the test clock starts from the real time.
let clock = new Date();
let queued = 0;
const context = { ip: "203.0.113.1", userAgent: "unit" };

const settings = {
  siteUrl: "https://studio.example",
  jwtSecret: "a-test-secret-that-is-long-enough-0123456789",
  jwtExpirySeconds: 3600,
  refreshReuseIntervalSeconds: 10,
  otpExpirySeconds: 3600,
  passwordMinLength: 8,
  adminEmails: [],
  redirectAllowList: [],
  rateLimitMultiplier: 0,
  requireSetupCode: false,
};

let flows: ReturnType<typeof createAuthFlows>;

beforeAll(async () => {
  handle = await openTestPglite();
  flows = createAuthFlows({ ...settings, db: handle.db, logger: pino({ level: "silent" }), onMailQueued: () => queued++, now: () => clock });
});

afterAll(async () => {
  await handle?.close();
});

describe("the first sign-up", () => {
  it("makes exactly one owner when two arrive at once", async () => {
    const results = await Promise.allSettled([
      flows.signup({ email: "first@studio.example", password: "first password" }, undefined, context),
      flows.signup({ email: "second@studio.example", password: "second password" }, undefined, context),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = results.find((result) => result.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 422, errorCode: "signup_disabled" });
    expect(await handle.db.select().from(authUsers)).toHaveLength(1);
  });
});

describe("mail links in the outbox", () => {
  it("are queued with the link, nudge the worker, and are cleared once sent or expired", async () => {
    const [owner] = await handle.db.select().from(authUsers);
    const before = queued;
    await flows.sendLink("recovery", { email: owner!.email }, "https://evil.example/", context);
    await flows.sendLink("magiclink", { email: owner!.email }, "/admin/dashboard", context);
    expect(queued).toBe(before + 2);
    const mails = await handle.db.select().from(outbox);
    expect(mails.map((mail) => mail.kind).sort()).toEqual(["auth_magiclink", "auth_recovery"]);
    const recovery = mails.find((mail) => mail.kind === "auth_recovery")!;
    expect(recovery.text).toContain("https://studio.example/auth/v1/verify?token=");
    expect(recovery.text).toContain("redirect_to=https%3A%2F%2Fstudio.example");
    expect(mails.find((mail) => mail.kind === "auth_magiclink")!.text).toContain("redirect_to=https%3A%2F%2Fstudio.example%2Fadmin%2Fdashboard");

    // Sent: the body loses its link at the next sweep. Still pending after the link expired: given up.
    await handle.db.update(outbox).set({ status: "sent" }).where(eq(outbox.id, recovery.id));
    clock = new Date(Date.now() + 3601_000);
    await flows.sweep();
    const swept = await handle.db.select().from(outbox);
    expect(swept.every((mail) => mail.text === REDACTED)).toBe(true);
    expect(swept.find((mail) => mail.kind === "auth_magiclink")).toMatchObject({
      status: "failed",
      lastError: "link expired before it could be delivered",
    });
    expect(swept.find((mail) => mail.kind === "auth_recovery")!.status).toBe("sent");
  });
});
