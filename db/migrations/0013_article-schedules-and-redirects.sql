CREATE TABLE "redirects" (
	"from_path" text PRIMARY KEY NOT NULL,
	"article_id" uuid,
	"to_path" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_one_target_check" CHECK (("redirects"."article_id" is null) <> ("redirects"."to_path" is null))
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "read_time_auto" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "redirects_article_id_idx" ON "redirects" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "articles_publish_at_idx" ON "articles" USING btree ("publish_at") WHERE "articles"."publish_at" is not null;--> statement-breakpoint
CREATE INDEX "articles_unpublish_at_idx" ON "articles" USING btree ("unpublish_at") WHERE "articles"."unpublish_at" is not null;