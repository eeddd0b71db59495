ALTER TABLE "site_settings" ADD COLUMN "profiles" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "address_street_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "address_street_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "address_city_ar" text DEFAULT 'بغداد' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "address_city_en" text DEFAULT 'Baghdad' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "address_postal_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "address_country" text DEFAULT 'IQ' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "map_link" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "geo" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "hours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- The five profile columns become the ordered list, in the order the site showed them (empty ones left out).
UPDATE "site_settings" SET "profiles" = (
  SELECT coalesce(jsonb_agg(jsonb_build_object('network', link.network, 'url', link.url) ORDER BY link.position), '[]'::jsonb)
  FROM (VALUES (1, 'telegram', "telegram"), (2, 'facebook', "facebook"), (3, 'instagram', "instagram"), (4, 'linkedin', "linkedin"), (5, 'youtube', "youtube")) AS link(position, network, url)
  WHERE link.url <> ''
);--> statement-breakpoint
-- A link still sample stays sample, under its network's name.
UPDATE "site_settings" SET "sample_fields" = (
  SELECT coalesce(jsonb_agg(CASE WHEN field.name IN ('telegram', 'facebook', 'instagram', 'linkedin', 'youtube') THEN 'profile-' || field.name ELSE field.name END ORDER BY field.position), '[]'::jsonb)
  FROM jsonb_array_elements_text("sample_fields") WITH ORDINALITY AS field(name, position)
);
