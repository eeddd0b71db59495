CREATE TABLE "article_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"author" text NOT NULL,
	"action" text NOT NULL,
	"restored_from" integer,
	"document" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"draft" jsonb NOT NULL,
	"draft_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published" jsonb,
	"published_at" timestamp with time zone,
	"revised_at" timestamp with time zone,
	"scheduled_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"sample" boolean DEFAULT false NOT NULL,
	"slug_ar" text,
	"slug_en" text,
	"search_ar" text,
	"search_en" text,
	"title_folded_ar" text,
	"title_folded_en" text,
	"minutes_ar" integer,
	"minutes_en" integer
);
--> statement-breakpoint
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_revisions_article" ON "article_revisions" USING btree ("article_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_slug_ar" ON "articles" USING btree ("slug_ar") WHERE "articles"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "articles_slug_en" ON "articles" USING btree ("slug_en") WHERE "articles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "articles_published_at" ON "articles" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "articles_scheduled_at" ON "articles" USING btree ("scheduled_at") WHERE "articles"."scheduled_at" is not null;