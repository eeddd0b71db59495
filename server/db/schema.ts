import { boolean, check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

/**
 * The site owner's public details: one row (id = 1). Seeded with sample
 * values (is_sample = true) that the owner replaces.
 */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: integer("id").primaryKey().default(1),
    ownerNameAr: text("owner_name_ar").notNull(),
    ownerNameEn: text("owner_name_en").notNull(),
    shortNameAr: text("short_name_ar").notNull(),
    shortNameEn: text("short_name_en").notNull(),
    phone: text("phone").notNull(),
    whatsapp: text("whatsapp").notNull(),
    email: text("email").notNull(),
    telegram: text("telegram").notNull(),
    facebook: text("facebook").notNull(),
    instagram: text("instagram").notNull(),
    linkedin: text("linkedin").notNull(),
    youtube: text("youtube").notNull(),
    isSample: boolean("is_sample").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("site_settings_single_row", sql`${table.id} = 1`)],
);

export type SiteSettingsRow = typeof siteSettings.$inferSelect;
