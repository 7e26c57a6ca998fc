-- Notifications are now built from the lead's row (decision 048). Before the stored payload goes,
-- what only it held moves to the lead: a corporate lead's company name, budget and timeline
-- (from its latest job), so pending notifications of existing leads still say everything.
UPDATE "contact_submissions" AS "lead"
SET "details" = jsonb_strip_nulls(jsonb_build_object(
  'companyName', nullif("job"."payload"->>'companyName', ''),
  'budget', nullif("job"."payload"->>'budget', ''),
  'timeline', nullif("job"."payload"->>'timeline', '')
))
FROM (
  SELECT DISTINCT ON ("lead_id") "lead_id", "payload" FROM "notification_jobs" ORDER BY "lead_id", "created_at" DESC
) AS "job"
WHERE "job"."lead_id" = "lead"."id"
  AND "lead"."details" IS NULL
  AND nullif("job"."payload"->>'companyName', '') IS NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_jobs" DROP COLUMN "payload";
