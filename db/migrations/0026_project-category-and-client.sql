ALTER TABLE "projects" ADD COLUMN "category" text DEFAULT 'residential' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "client" text;--> statement-breakpoint
-- Projects saved before the category: an office is commercial, a modular kitchen a kitchen.
UPDATE "projects" SET "category" = CASE WHEN "property_type" = 'office' THEN 'commercial' WHEN "service" = 'modular-kitchen' THEN 'kitchen' ELSE 'residential' END;--> statement-breakpoint
-- The six projects the site first showed (their slugs are the sample ids) keep their category and client.
UPDATE "projects" SET "category" = v.category, "client" = v.client
FROM (VALUES
  ('whitefield-apartment', 'residential', 'The Menon family'),
  ('hsr-villa', 'residential', 'The Reddy family'),
  ('startup-office', 'commercial', 'A fintech startup'),
  ('neighbourhood-cafe', 'commercial', 'An independent specialty café'),
  ('koramangala-kitchen', 'kitchen', 'A working couple'),
  ('indiranagar-bathroom', 'bathroom', 'The Nair family')
) AS v(slug, category, client)
WHERE "projects"."slug" = v.slug AND "projects"."client" IS NULL;
