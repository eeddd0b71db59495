import { asc } from "drizzle-orm";
import type { Lang } from "#core/i18n/languages";
import { studioLanguageOf } from "#core/i18n/studio-language";
import type { DbOrTx } from "../db/database";
import { authUsers } from "../db/schema";

/**
 * The language the owner reads his studio in (ADR 044), which his mails are written in (issue 45,
 * item 6): stored on his account when he signs up and whenever he switches. An account from before
 * it was stored gets `fallback` (English, as its mails always were).
 */
export async function ownerLanguage(db: DbOrTx, fallback: Lang = "en"): Promise<Lang> {
  const [owner] = await db.select({ meta: authUsers.rawUserMetaData }).from(authUsers).orderBy(asc(authUsers.createdAt)).limit(1);
  return studioLanguageOf(owner?.meta) ?? fallback;
}
