CREATE TABLE "content_draft" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"base_revision" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"document" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "content_draft_single_row" CHECK ("content_draft"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "content_image_files" (
	"image_id" text NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "content_image_files_image_id_width_format_pk" PRIMARY KEY("image_id","width","format")
);
--> statement-breakpoint
CREATE TABLE "content_images" (
	"id" text PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"source_format" text NOT NULL,
	"source_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"author" text NOT NULL,
	"action" text NOT NULL,
	"restored_from" integer,
	"summary" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"document" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slug_redirects" (
	"kind" text NOT NULL,
	"lang" text NOT NULL,
	"slug" text NOT NULL,
	"page_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slug_redirects_kind_lang_slug_pk" PRIMARY KEY("kind","lang","slug")
);
--> statement-breakpoint
ALTER TABLE "content_image_files" ADD CONSTRAINT "content_image_files_image_id_content_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."content_images"("id") ON DELETE cascade ON UPDATE no action;