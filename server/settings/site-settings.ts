import { eq } from "drizzle-orm";
import type { SiteSettings } from "#core/settings/site-settings";
import type { Database } from "../db/database";
import { siteSettings, type SiteSettingsRow } from "../db/schema";

/**
 * Sample values for a fresh install. Marked with is_sample so the admin can
 * see they still need replacing; the phone number and addresses are
 * reserved or placeholder values that reach nobody.
 */
export const sampleSettings = {
  id: 1,
  ownerNameAr: "علي حسن",
  ownerNameEn: "Ali Hassan",
  shortNameAr: "علي",
  shortNameEn: "Ali",
  phone: "+964 770 000 0000",
  whatsapp: "+964 770 000 0000",
  email: "hello@example.com",
  telegram: "https://t.me/example",
  facebook: "https://www.facebook.com/example",
  instagram: "https://www.instagram.com/example",
  linkedin: "https://www.linkedin.com/in/example",
  youtube: "https://www.youtube.com/@example",
  isSample: true,
} satisfies typeof siteSettings.$inferInsert;

export function toSiteSettings(row: SiteSettingsRow): SiteSettings {
  return {
    ownerName: { ar: row.ownerNameAr, en: row.ownerNameEn },
    shortName: { ar: row.shortNameAr, en: row.shortNameEn },
    phone: row.phone,
    whatsapp: row.whatsapp,
    email: row.email,
    telegram: row.telegram,
    social: {
      facebook: row.facebook,
      instagram: row.instagram,
      linkedin: row.linkedin,
      youtube: row.youtube,
    },
    isSample: row.isSample,
  };
}

export type SettingsService = {
  get: () => Promise<SiteSettings>;
  update: (values: Partial<Omit<typeof siteSettings.$inferInsert, "id">>) => Promise<SiteSettings>;
};

/** Inserts the sample row once; an existing row is never touched. */
export async function seedSettings(db: Database): Promise<void> {
  await db.insert(siteSettings).values(sampleSettings).onConflictDoNothing();
}

/** Settings are read on every page, so they are cached until they change. */
export function createSettingsService(db: Database): SettingsService {
  let cached: Promise<SiteSettings> | undefined;
  const load = async () => {
    const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
    if (!row) throw new Error("site_settings has no row; the seed did not run");
    return toSiteSettings(row);
  };
  return {
    get() {
      cached ??= load().catch((error: unknown) => {
        cached = undefined;
        throw error;
      });
      return cached;
    },
    async update(values) {
      await db
        .update(siteSettings)
        .set({ ...values, isSample: false, updatedAt: new Date() })
        .where(eq(siteSettings.id, 1));
      cached = undefined;
      return this.get();
    },
  };
}
