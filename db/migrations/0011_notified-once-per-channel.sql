-- A lead is notified once per channel (decision 080). Duplicates an earlier version may have
-- written are removed first, keeping the earliest of each.
DELETE FROM "lead_events" e USING "lead_events" d
WHERE e."kind" = 'notified' AND d."kind" = 'notified' AND e."lead_id" = d."lead_id"
  AND (e."details" ->> 'channel') = (d."details" ->> 'channel') AND e."id" > d."id";--> statement-breakpoint
CREATE UNIQUE INDEX "lead_events_notified_once_idx" ON "lead_events" USING btree ("lead_id",("details" ->> 'channel')) WHERE "lead_events"."kind" = 'notified';
