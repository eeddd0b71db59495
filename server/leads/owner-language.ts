import { asc } from "drizzle-orm";
import type { Lang } from "#core/i18n/languages";
import { mailLanguageOf } from "#core/i18n/studio-language";
import type { DbOrTx } from "../db/database";
import { authUsers } from "../db/schema";

/**
 * The language the owner reads his studio in (ADR 044), which his mails are written in (issue 45,
 * item 6): his choice when he made one, else the studio's language when he signed up. An account
 * from before either was stored gets `fallback` (English, as its mails always were).
 */
export async function ownerLanguage(db: DbOrTx, fallback: Lang = "en"): Promise<Lang> {
  const [owner] = await db.select({ meta: authUsers.rawUserMetaData }).from(authUsers).orderBy(asc(authUsers.createdAt)).limit(1);
  return mailLanguageOf(owner?.meta) ?? fallback;
}
