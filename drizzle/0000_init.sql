CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"owner_name_ar" text NOT NULL,
	"owner_name_en" text NOT NULL,
	"short_name_ar" text NOT NULL,
	"short_name_en" text NOT NULL,
	"phone" text NOT NULL,
	"whatsapp" text NOT NULL,
	"email" text NOT NULL,
	"telegram" text NOT NULL,
	"facebook" text NOT NULL,
	"instagram" text NOT NULL,
	"linkedin" text NOT NULL,
	"youtube" text NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_single_row" CHECK ("site_settings"."id" = 1)
);
