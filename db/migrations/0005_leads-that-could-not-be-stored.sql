CREATE TABLE "unstored_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"content" text NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unstored_leads_key_unique" UNIQUE("key"),
	CONSTRAINT "unstored_leads_kind_check" CHECK ("unstored_leads"."kind" in ('refused', 'unreadable'))
);
--> statement-breakpoint
CREATE INDEX "unstored_leads_found_at_idx" ON "unstored_leads" USING btree ("found_at" DESC NULLS LAST);