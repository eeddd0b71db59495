CREATE TABLE "insight_daily" (
	"day" text NOT NULL,
	"dim" text NOT NULL,
	"value" text NOT NULL,
	"views" integer NOT NULL,
	"events" integer NOT NULL,
	"visitors" integer NOT NULL,
	"enquiries" integer NOT NULL,
	"taps" integer NOT NULL,
	"converted" integer NOT NULL,
	"used" integer NOT NULL,
	"completed" integer NOT NULL,
	CONSTRAINT "insight_daily_day_dim_value_pk" PRIMARY KEY("day","dim","value")
);
--> statement-breakpoint
CREATE TABLE "insight_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"day" text NOT NULL,
	"visitor" text NOT NULL,
	"type" text NOT NULL,
	"path" text NOT NULL,
	"lang" text NOT NULL,
	"detail" text,
	"area" text,
	"device" text,
	"theme" text
);
--> statement-breakpoint
CREATE TABLE "insight_rolled_days" (
	"day" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_salts" (
	"day" text PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"retention_days" integer DEFAULT 180 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_visits" (
	"day" text NOT NULL,
	"visitor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"medium" text,
	"campaign" text,
	"landing" text NOT NULL,
	"referrer" text,
	"device" text,
	CONSTRAINT "insight_visits_day_visitor_pk" PRIMARY KEY("day","visitor")
);
--> statement-breakpoint
CREATE INDEX "insight_events_day_idx" ON "insight_events" USING btree ("day","visitor");