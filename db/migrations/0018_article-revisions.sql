CREATE TABLE "article_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"excerpt" text NOT NULL,
	"content" text NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"author_name" text,
	"read_time" integer NOT NULL,
	"read_time_auto" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"featured_image_url" text,
	"meta_title" text,
	"meta_description" text,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"restored_from" integer,
	"autosaved" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "article_revisions_article_number_key" ON "article_revisions" USING btree ("article_id","number");--> statement-breakpoint
-- hand-written
-- Every article there is gets its first revision: its state now, by no one, at its last change.
INSERT INTO "article_revisions" ("article_id", "number", "title", "slug", "excerpt", "content", "category", "tags", "author_name", "read_time", "read_time_auto", "is_featured", "is_published", "featured_image_url", "meta_title", "meta_description", "publish_at", "unpublish_at", "created_at")
SELECT "id", 1, "title", "slug", "excerpt", "content", "category", "tags", "author_name", "read_time", "read_time_auto", "is_featured", "is_published", "featured_image_url", "meta_title", "meta_description", "publish_at", "unpublish_at", "updated_at"
FROM "articles";
