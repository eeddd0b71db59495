CREATE TABLE "used_form_tokens" (
	"mac" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "priority" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "lease_id" uuid;--> statement-breakpoint
CREATE INDEX "used_form_tokens_expires_at_idx" ON "used_form_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "outbox_queue_idx" ON "outbox" USING btree ("status","priority","next_attempt_at");--> statement-breakpoint
UPDATE "outbox" SET "priority" = 0 WHERE "kind" LIKE 'auth\_%';