CREATE TABLE "whatsapp_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"body" text NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_events" DROP CONSTRAINT "lead_events_kind_check";--> statement-breakpoint
ALTER TABLE "quotation_versions" ADD COLUMN "link_sealed" text;--> statement-breakpoint
ALTER TABLE "whatsapp_templates" ADD CONSTRAINT "whatsapp_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_templates" ADD CONSTRAINT "whatsapp_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_templates_name_key" ON "whatsapp_templates" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "contact_submissions_assigned_to_response_due_idx" ON "contact_submissions" USING btree ("assigned_to","response_due_at","id") WHERE "contact_submissions"."first_contact_at" is null and "contact_submissions"."response_due_at" is not null and "contact_submissions"."assigned_to" is not null;--> statement-breakpoint
CREATE INDEX "contact_submissions_assigned_to_next_follow_up_idx" ON "contact_submissions" USING btree ("assigned_to","next_follow_up_at","id") WHERE "contact_submissions"."next_follow_up_at" is not null and "contact_submissions"."assigned_to" is not null;--> statement-breakpoint
CREATE INDEX "contact_submissions_new_unassigned_idx" ON "contact_submissions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "contact_submissions"."assigned_to" is null and "contact_submissions"."status" = 'new';--> statement-breakpoint
CREATE INDEX "site_visits_booked_starts_at_idx" ON "site_visits" USING btree ("starts_at") WHERE "site_visits"."status" = 'booked';--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_kind_check" CHECK ("lead_events"."kind" in ('created', 'notified', 'notification_failed', 'notification_skipped', 'status_changed', 'stage_changed', 'quotation_sent', 'quotation_accepted', 'quotation_link_revoked', 'note_added', 'follow_up_set', 'follow_up_done', 'assigned', 'merged', 'edited', 'call_logged', 'site_visit', 'whatsapp_sent'));--> statement-breakpoint
-- hand-written
-- A lead's first contact is its first event of a contacting kind: a status change, a note, a
-- logged call, or now a WhatsApp message opened from a template or as a plain chat (decision 117).
CREATE OR REPLACE FUNCTION "lead_events_first_contact"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "contact_submissions" AS c SET "first_contact_at" = e.first
  FROM (SELECT "lead_id", min("created_at") AS first FROM new_rows
        WHERE "kind" IN ('status_changed', 'note_added', 'call_logged', 'whatsapp_sent') GROUP BY "lead_id" ORDER BY "lead_id") AS e
  WHERE c."id" = e."lead_id" AND (c."first_contact_at" IS NULL OR c."first_contact_at" > e.first);
  RETURN NULL;
END $$;
