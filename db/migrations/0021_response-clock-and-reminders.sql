CREATE TABLE "reminder_mails" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"lead_id" uuid,
	"member_id" uuid,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text,
	"done_at" timestamp with time zone,
	"note" text,
	CONSTRAINT "reminder_mails_kind_check" CHECK ("reminder_mails"."kind" in ('follow_up', 'overdue', 'escalated', 'your_day')),
	CONSTRAINT "reminder_mails_outcome_check" CHECK ("reminder_mails"."outcome" is null or "reminder_mails"."outcome" in ('sent', 'skipped'))
);
--> statement-breakpoint
ALTER TABLE "lead_events" DROP CONSTRAINT "lead_events_kind_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "follow_up_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "your_day_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_mails" ADD CONSTRAINT "reminder_mails_lead_id_contact_submissions_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_mails" ADD CONSTRAINT "reminder_mails_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_mails_lead_id_idx" ON "reminder_mails" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "reminder_mails_member_id_idx" ON "reminder_mails" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "reminder_mails_unfinished_idx" ON "reminder_mails" USING btree ("created_at") WHERE "reminder_mails"."outcome" is null;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_kind_check" CHECK ("lead_events"."kind" in ('created', 'notified', 'notification_failed', 'notification_skipped', 'status_changed', 'stage_changed', 'quotation_sent', 'quotation_accepted', 'quotation_link_revoked', 'note_added', 'follow_up_set', 'follow_up_done', 'assigned', 'merged', 'edited', 'call_logged', 'site_visit', 'whatsapp_sent'));--> statement-breakpoint
-- hand-written
-- A lead's first contact ('Overdue' ends, 'Reports' measures the time to it) is its first event of a
-- contacting kind: a status change, a note, a logged call, or a WhatsApp message (decision 113).
CREATE OR REPLACE FUNCTION "lead_events_first_contact"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "contact_submissions" AS c SET "first_contact_at" = e.first
  FROM (SELECT "lead_id", min("created_at") AS first FROM new_rows
        WHERE "kind" IN ('status_changed', 'note_added', 'call_logged', 'whatsapp_sent') GROUP BY "lead_id" ORDER BY "lead_id") AS e
  WHERE c."id" = e."lead_id" AND (c."first_contact_at" IS NULL OR c."first_contact_at" > e.first);
  RETURN NULL;
END $$;
