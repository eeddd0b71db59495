import { describe, expect, it } from "vitest";
import { AuthHttpError } from "./errors";
import { createAuthRateLimits, type LimitKey, type LimitName } from "./rate-limits";

const OWNER = "owner@studio.example";

async function refused(limits: ReturnType<typeof createAuthRateLimits>, hits: [LimitName, LimitKey][]) {
  try {
    await limits.check(hits);
    return false;
  } catch (error) {
    expect(error).toBeInstanceOf(AuthHttpError);
    expect((error as AuthHttpError).status).toBe(429);
    return true;
  }
}

const password = (ip: string, address: string): [LimitName, LimitKey][] => [
  ["password", { ip }],
  ["passwordPerAddress", { address }],
];

describe("auth rate limits", () => {
  it("key fill from one IP: 50,100 made-up addresses are refused by the IP limit and take no memory; the owner signs in from elsewhere", async () => {
    const limits = createAuthRateLimits(1);
    let allowed = 0;
    for (let i = 0; i < 50_100; i++) if (!(await refused(limits, password("198.51.100.66", `made-up-${i}@example.com`)))) allowed++;
    expect(allowed).toBe(10);
    expect(await refused(limits, password("203.0.113.10", OWNER))).toBe(false);
  });

  it("key fill from 60,000 IPs with made-up addresses: a new IP and the owner are still counted as usual, never refused for memory", async () => {
    const limits = createAuthRateLimits(1);
    for (let i = 0; i < 60_000; i++) {
      const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
      expect(await refused(limits, password(ip, `made-up-${i}@example.com`))).toBe(false);
    }
    expect(await refused(limits, password("203.0.113.10", OWNER))).toBe(false);
    expect(await refused(limits, [["mailPerIp", { ip: "203.0.113.10" }]])).toBe(false);
  });

  it("counts an IPv6 /64 as one IP", async () => {
    const limits = createAuthRateLimits(1);
    for (let i = 1; i <= 10; i++) expect(await refused(limits, password(`2001:db8:aa:bb::${i.toString(16)}`, `user${i}@example.com`))).toBe(false);
    expect(await refused(limits, password("2001:db8:aa:bb:ffff::1", "user11@example.com"))).toBe(true);
    // The next /64 is someone else.
    expect(await refused(limits, password("2001:db8:aa:bc::1", "user12@example.com"))).toBe(false);
  });

  it("counts an address only once its IP has passed: one IP cannot use up the owner's password attempts", async () => {
    const limits = createAuthRateLimits(1);
    for (let i = 0; i < 50; i++) await refused(limits, password("198.51.100.1", OWNER));
    // 10 counted against the address (the IP's own limit), so another IP still has the rest.
    expect(await refused(limits, password("198.51.100.2", OWNER))).toBe(false);
  });

  it("mail requests: strangers from other IPs never use up the owner's own count, and past the mailbox cap nothing new is sent", async () => {
    const limits = createAuthRateLimits(1);
    const mail = async (ip: string) => {
      await limits.check([
        ["mailPerIp", { ip }],
        ["mailPerAddressAndIp", { address: OWNER, ip }],
      ]);
      return limits.allows("mailsToAddress", { address: OWNER });
    };
    const sent: boolean[] = [];
    for (let n = 0; n < 10; n++) for (let i = 0; i < 5; i++) sent.push(await mail(`192.0.2.${n}`));
    expect(sent.filter(Boolean)).toHaveLength(20);
    // A stranger's sixth request from one IP is refused…
    await expect(mail("192.0.2.0")).rejects.toMatchObject({ status: 429 });
    // …but the owner's own request is accepted (his mailbox already holds a link from the last hour).
    await expect(mail("203.0.113.10")).resolves.toBe(false);
  });

  it("turns off with multiplier 0", async () => {
    const limits = createAuthRateLimits(0);
    for (let i = 0; i < 100; i++) expect(await refused(limits, password("198.51.100.1", OWNER))).toBe(false);
  });
});
