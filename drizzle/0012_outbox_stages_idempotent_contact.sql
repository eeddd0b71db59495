ALTER TABLE "outbox" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "handed_over" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "possible_duplicates" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "used_form_tokens" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
ALTER TABLE "used_form_tokens" ADD COLUMN "content_hash" text;--> statement-breakpoint
CREATE INDEX "outbox_lead_id_idx" ON "outbox" USING btree ("lead_id");--> statement-breakpoint
-- Rows the old worker had in SMTP's hands, or gave up on because they may have arrived (ADR 007): a copy sent now may be a second one.
UPDATE "outbox" SET "handed_over" = true WHERE "status" = 'sending' OR ("status" = 'failed' AND ("last_error" LIKE 'interrupted while being sent%' OR "last_error" LIKE 'the connection failed while the mail was on its way%'));
