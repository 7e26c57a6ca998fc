ALTER TABLE "contact_submissions" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "data" "bytea";