-- The public settings move from a column each into one "values" object (ADR 028): a setting added
-- later is described once (core/settings/settings-fields.ts) and needs no column or migration.
ALTER TABLE "site_settings" ADD COLUMN "values" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "site_settings" SET "values" = jsonb_build_object(
  'ownerNameAr', "owner_name_ar",
  'ownerNameEn', "owner_name_en",
  'shortNameAr', "short_name_ar",
  'shortNameEn', "short_name_en",
  'phone', "phone",
  'whatsapp', "whatsapp",
  'email', "email",
  'profiles', "profiles",
  'addressStreetAr', "address_street_ar",
  'addressStreetEn', "address_street_en",
  'addressCityAr', "address_city_ar",
  'addressCityEn', "address_city_en",
  'addressPostalCode', "address_postal_code",
  'addressCountry', "address_country",
  'mapLink', "map_link",
  'geo', "geo",
  'hours', "hours",
  'enquiryRetentionMonths', "enquiry_retention_months"
);--> statement-breakpoint
ALTER TABLE "site_settings" DROP COLUMN "owner_name_ar";--> statement-breakpoint
ALTER TABLE "site_settings" DROP COLUMN "owner_name_en";--> statement-breakpoint
ALTER TABLE "site_settings" DROP COLUMN "short_name_ar";--> statement-breakpoint
ALTER TABLE "site_settings" DROP COLUMN "short_name_en";--> statement-breakpoint
ALTER TABLE "site_settings" DROP COLUMN "phone";--> statement-breakpoint
ALTER TABLE "site_settings" DROP COLUMN "whatsapp";--> statement-breakpoint
ALTER TABLE "site_settings" DROP COLUMN "email";--> statement-breakpoint
ALTER TABLE "site_settings" DROP COLUMN "profiles";--> statement-breakpoint
ALTER TABLE "site_settings" DROP COLUMN "address_street_ar";--> statement-breakpoint
ALTER TABLE "site_settings" DROP COLUMN "address_street_en";--> statement-breakpoint
ALTER TABLE "site_settings" DROP COLUMN "address_city_ar";--> statement-breakpoint
ALTER TABLE "site_settings" DROP COLUMN "address_city_en";--> statement-breakpoint
ALTER TABLE "site_settings" DROP COLUMN "address_postal_code";--> statement-breakpoint
ALTER TABLE "site_settings" DROP COLUMN "address_country";--> statement-breakpoint
ALTER TABLE "site_settings" DROP COLUMN "map_link";--> statement-breakpoint
ALTER TABLE "site_settings" DROP COLUMN "geo";--> statement-breakpoint
ALTER TABLE "site_settings" DROP COLUMN "hours";--> statement-breakpoint
ALTER TABLE "site_settings" DROP COLUMN "enquiry_retention_months";
