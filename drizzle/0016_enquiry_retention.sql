CREATE TABLE "enquiry_deletions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text NOT NULL,
	"actor" text NOT NULL,
	"enquiries" integer NOT NULL,
	"mails" integer NOT NULL,
	"retention_months" integer
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "enquiry_retention_months" integer DEFAULT 24 NOT NULL;