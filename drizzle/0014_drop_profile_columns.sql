ALTER TABLE "site_settings" DROP COLUMN "telegram";--> statement-breakpoint
ALTER TABLE "site_settings" DROP COLUMN "facebook";--> statement-breakpoint
ALTER TABLE "site_settings" DROP COLUMN "instagram";--> statement-breakpoint
ALTER TABLE "site_settings" DROP COLUMN "linkedin";--> statement-breakpoint
ALTER TABLE "site_settings" DROP COLUMN "youtube";