ALTER TABLE "site_settings" ADD COLUMN "notify_email" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "sample_fields" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "previous_names" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "site_settings" SET "sample_fields" = '["ownerNameAr","ownerNameEn","shortNameAr","shortNameEn","phone","whatsapp","email","notifyEmail","telegram","facebook","instagram","linkedin","youtube"]'::jsonb WHERE "is_sample";
