CREATE TABLE "speed_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"url" text NOT NULL,
	"owner" text NOT NULL,
	"state" text NOT NULL,
	"current" text,
	"results" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"missing" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_code" text,
	"cached" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone NOT NULL,
	"lease_id" uuid,
	"lease_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "speed_results" (
	"url" text NOT NULL,
	"strategy" text NOT NULL,
	"report" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "speed_results_url_strategy_pk" PRIMARY KEY("url","strategy")
);
--> statement-breakpoint
CREATE TABLE "speed_workers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "speed_jobs_active_url" ON "speed_jobs" USING btree ("url") WHERE "speed_jobs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "speed_jobs_state_seq" ON "speed_jobs" USING btree ("state","seq");