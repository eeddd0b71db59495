import { createHash, randomBytes } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import { isbot } from "isbot";
import type { Database } from "../db/database";
import { dayOf } from "#core/insights/days";
import { insightSalts } from "../db/schema";

/**
 * Whether a request may be counted: not a bot, and the visitor has not
 * asked not to be tracked (Do Not Track or Global Privacy Control).
 */
export function mayCount(headers: { userAgent?: string | undefined; dnt?: string | undefined; gpc?: string | undefined }): boolean {
  if (!headers.userAgent || isbot(headers.userAgent)) return false;
  if (headers.dnt?.trim() === "1" || headers.gpc?.trim() === "1") return false;
  return true;
}

/** What counting needs of a request: its address and the headers that say who asks (no more is read). */
export function insightRequestOf(req: { ip?: string | undefined; get: (name: string) => string | undefined }) {
  return { ip: req.ip ?? "unknown", userAgent: req.get("user-agent"), dnt: req.get("dnt"), gpc: req.get("sec-gpc") };
}

/**
 * Visitor hashes: SHA-256 of the day's random salt, the address and the
 * browser's user agent, cut to 16 characters. The salt lives in the
 * database (every instance uses the same one) and is deleted once its day
 * is over; without it a hash cannot be recomputed from an address, and the
 * same person is a different visitor the next day. Neither the address nor
 * the user agent is stored anywhere.
 */
export function createVisitorHasher(db: Database, now: () => number = Date.now) {
  let current: { day: string; salt: Promise<string> } | undefined;

  async function saltOf(day: string): Promise<string> {
    await db
      .insert(insightSalts)
      .values({ day, salt: randomBytes(32).toString("base64url") })
      .onConflictDoNothing();
    const rows = await db
      .select({ salt: insightSalts.salt })
      .from(insightSalts)
      .where(sql`${insightSalts.day} = ${day}`);
    // Earlier days' salts go as soon as a new day starts: their hashes can never be made again.
    await db.delete(insightSalts).where(lt(insightSalts.day, day));
    return rows[0]!.salt;
  }

  return {
    /** Today's day and the visitor hash of this address and browser for today. */
    async visitor(ip: string, userAgent: string): Promise<{ day: string; visitor: string }> {
      const day = dayOf(now());
      if (current?.day !== day) {
        const salt = saltOf(day);
        current = { day, salt };
        salt.catch(() => {
          if (current?.salt === salt) current = undefined;
        });
      }
      const salt = await current.salt;
      const visitor = createHash("sha256")
        .update(salt)
        .update("\u0000")
        .update(ip)
        .update("\u0000")
        .update(userAgent)
        .digest("base64url")
        .slice(0, 16);
      return { day, visitor };
    },
  };
}
