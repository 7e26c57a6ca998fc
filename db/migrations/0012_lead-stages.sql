ALTER TABLE "lead_events" DROP CONSTRAINT "lead_events_kind_check";--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "stage" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "stage_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "value_paise" bigint;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_stage_check" CHECK ("contact_submissions"."stage" in ('new', 'contacted', 'site_visit', 'design', 'quotation_sent', 'won', 'lost'));--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_kind_check" CHECK ("lead_events"."kind" in ('created', 'notified', 'notification_failed', 'notification_skipped', 'status_changed', 'stage_changed', 'note_added', 'follow_up_set', 'follow_up_done', 'assigned', 'merged', 'edited'));--> statement-breakpoint
-- hand-written
-- Leads worked before the pipeline: each status's first stage, entered at the lead's last status
-- change (or its arrival). New leads keep the defaults: stage 'new', in it since created_at.
UPDATE "contact_submissions" AS c SET
  "stage" = CASE c."status" WHEN 'contacted' THEN 'contacted' WHEN 'converted' THEN 'won' ELSE 'lost' END,
  "stage_changed_at" = coalesce(
    (SELECT max(e."created_at") FROM "lead_events" AS e WHERE e."lead_id" = c."id" AND e."kind" = 'status_changed'),
    c."created_at")
WHERE c."status" <> 'new';
--> statement-breakpoint
-- Calculator leads are worth the middle of their estimate's range (rupees there, paise here).
UPDATE "contact_submissions" SET "value_paise" =
  round((("estimate"->'range'->>'low')::numeric + ("estimate"->'range'->>'high')::numeric) / 2 * 100)::bigint
WHERE "estimate" IS NOT NULL;
