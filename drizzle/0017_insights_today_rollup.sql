CREATE TABLE "insight_day_members" (
	"day" text NOT NULL,
	"visitor" text NOT NULL,
	"dim" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "insight_day_members_day_visitor_dim_value_pk" PRIMARY KEY("day","visitor","dim","value")
);
--> statement-breakpoint
CREATE TABLE "insight_legacy_days" (
	"day" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "insight_visits" ADD COLUMN "converted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Days not yet rolled up when this ran (today, and a finished day the hourly job has not reached) were counted
-- without the rollup of today: they stay aggregated from their events until their day's rollup (ADR 043).
INSERT INTO "insight_legacy_days" ("day") SELECT DISTINCT "day" FROM "insight_events" WHERE "day" NOT IN (SELECT "day" FROM "insight_rolled_days");
