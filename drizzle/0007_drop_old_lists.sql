-- An install from before the studio keeps its lists: they become the first revision.
INSERT INTO "content_revisions" ("author", "action", "document")
SELECT 'migration', 'migrate', jsonb_build_object(
  'version', 1,
  'photo', NULL,
  'texts', jsonb_build_object('ar', '{}'::jsonb, 'en', '{}'::jsonb),
  'lists', jsonb_build_object(
    'stats', COALESCE((SELECT jsonb_agg(jsonb_build_object('id', "id", 'published', true, 'sample', true, 'number', "number",
      'label', jsonb_build_object('ar', "label_ar", 'en', "label_en")) ORDER BY "sort", "id") FROM "stats"), '[]'::jsonb),
    'testimonials', COALESCE((SELECT jsonb_agg(jsonb_build_object('id', 't' || "id", 'published', "published", 'sample', true,
      'quote', jsonb_build_object('ar', "quote_ar", 'en', "quote_en"), 'author', jsonb_build_object('ar', "author_ar", 'en', "author_en"),
      'sector', "sector") ORDER BY "sort", "id") FROM "testimonials"), '[]'::jsonb),
    'faq', COALESCE((SELECT jsonb_agg(jsonb_build_object('id', 'q' || "id", 'published', "published", 'sample', true,
      'q', jsonb_build_object('ar', "question_ar", 'en', "question_en"), 'a', jsonb_build_object('ar', "answer_ar", 'en', "answer_en"))
      ORDER BY "sort", "id") FROM "faq_items"), '[]'::jsonb),
    'portfolio', COALESCE((SELECT jsonb_agg(jsonb_build_object('id', 'p' || "id", 'published', "published", 'sample', true,
      'category', "category", 'title', jsonb_build_object('ar', "title_ar", 'en', "title_en"),
      'description', jsonb_build_object('ar', "description_ar", 'en', "description_en"),
      'image', NULL, 'thumbnail', "thumbnail", 'videos', "videos") ORDER BY "sort", "id") FROM "portfolio_items"), '[]'::jsonb)
  )
)
WHERE EXISTS (SELECT 1 FROM "seed_runs" WHERE "name" IN ('stats', 'testimonials', 'faq', 'portfolio'));
--> statement-breakpoint
DROP TABLE "faq_items" CASCADE;--> statement-breakpoint
DROP TABLE "portfolio_items" CASCADE;--> statement-breakpoint
DROP TABLE "stats" CASCADE;--> statement-breakpoint
DROP TABLE "testimonials" CASCADE;