ALTER TABLE "article_revisions" ADD COLUMN "scheduled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_visits" ADD COLUMN "mailed_designer_id" uuid;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_mailed_designer_id_users_id_fk" FOREIGN KEY ("mailed_designer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written
-- A booked visit whose designer was mailed holds its invitation with that designer (decision 109).
UPDATE "site_visits" SET "mailed_designer_id" = "designer_id" WHERE "status" = 'booked' AND "mailed_designer" >= 0 AND "designer_id" IS NOT NULL;
