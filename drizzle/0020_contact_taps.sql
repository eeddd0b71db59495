CREATE TABLE "contact_taps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"channel" text NOT NULL,
	"lang" text NOT NULL,
	"page_path" text NOT NULL,
	"area" text NOT NULL,
	"source" text NOT NULL,
	"campaign" text,
	"landing" text,
	"referrer" text,
	"device" text,
	"lead_id" uuid,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "channel" text DEFAULT 'form' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_taps" ADD CONSTRAINT "contact_taps_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_taps_code" ON "contact_taps" USING btree ("code");--> statement-breakpoint
CREATE INDEX "contact_taps_created_at" ON "contact_taps" USING btree ("created_at");