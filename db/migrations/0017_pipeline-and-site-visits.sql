CREATE TABLE "pipeline_stages" (
	"stage" text PRIMARY KEY NOT NULL,
	"leads" bigint DEFAULT 0 NOT NULL,
	"value_paise" bigint DEFAULT 0 NOT NULL,
	"idle_days" integer DEFAULT 7 NOT NULL,
	CONSTRAINT "pipeline_stages_stage_check" CHECK ("pipeline_stages"."stage" in ('new', 'contacted', 'site_visit', 'design', 'quotation_sent', 'won', 'lost')),
	CONSTRAINT "pipeline_stages_idle_days_check" CHECK ("pipeline_stages"."idle_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "site_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"address" text NOT NULL,
	"designer_id" uuid,
	"status" text DEFAULT 'booked' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"mailed_customer" integer DEFAULT -1 NOT NULL,
	"mailed_designer" integer DEFAULT -1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_visits_status_check" CHECK ("site_visits"."status" in ('booked', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "lead_events" DROP CONSTRAINT "lead_events_kind_check";--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "lost_reason_text" text;--> statement-breakpoint
ALTER TABLE "lead_daily_counts" ADD COLUMN "lost" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_lead_id_contact_submissions_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_designer_id_users_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_visits_lead_id_starts_at_idx" ON "site_visits" USING btree ("lead_id","starts_at");--> statement-breakpoint
CREATE INDEX "contact_submissions_stage_entered_idx" ON "contact_submissions" USING btree ("stage",(coalesce("stage_changed_at", "created_at")) desc,"id");--> statement-breakpoint
CREATE INDEX "contact_submissions_assigned_to_stage_entered_idx" ON "contact_submissions" USING btree ("assigned_to","stage",(coalesce("stage_changed_at", "created_at")) desc,"id") WHERE "contact_submissions"."assigned_to" is not null;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_lost_reason_check" CHECK ("contact_submissions"."lost_reason" is null or "contact_submissions"."lost_reason" in ('budget', 'other_studio', 'not_responding', 'postponed', 'other'));--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_kind_check" CHECK ("lead_events"."kind" in ('created', 'notified', 'notification_failed', 'notification_skipped', 'status_changed', 'stage_changed', 'quotation_sent', 'quotation_accepted', 'quotation_link_revoked', 'note_added', 'follow_up_set', 'follow_up_done', 'assigned', 'merged', 'edited', 'call_logged', 'site_visit'));--> statement-breakpoint
-- hand-written
-- The 'Pipeline' board's column heads: each stage's lead count and value, kept by statement
-- triggers of their own beside the status counts' (migration 0007), so the board counts no leads.
-- Each writes its rows in stage order, so two transactions never wait for each other in a circle.
INSERT INTO "pipeline_stages" ("stage", "leads", "value_paise")
SELECT s.stage,
       (SELECT count(*) FROM "contact_submissions" c WHERE c."stage" = s.stage),
       (SELECT coalesce(sum(c."value_paise"), 0) FROM "contact_submissions" c WHERE c."stage" = s.stage)
FROM (VALUES ('new'), ('contacted'), ('site_visit'), ('design'), ('quotation_sent'), ('won'), ('lost')) AS s(stage);
--> statement-breakpoint
CREATE FUNCTION "pipeline_stages_apply"(deltas jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE delta record;
BEGIN
  FOR delta IN
    SELECT d.stage, sum(d.n)::bigint AS n, sum(d.v)::bigint AS v
    FROM jsonb_to_recordset(deltas) AS d(stage text, n bigint, v bigint)
    GROUP BY d.stage HAVING sum(d.n) <> 0 OR sum(d.v) <> 0 ORDER BY d.stage
  LOOP
    UPDATE "pipeline_stages" SET "leads" = "leads" + delta.n, "value_paise" = "value_paise" + delta.v WHERE "stage" = delta.stage;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION "pipeline_stages_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "pipeline_stages_apply"(coalesce((
    SELECT jsonb_agg(jsonb_build_object('stage', r."stage", 'n', r.n, 'v', r.v))
    FROM (SELECT "stage", count(*) AS n, coalesce(sum("value_paise"), 0) AS v FROM new_rows GROUP BY "stage") AS r), '[]'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "pipeline_stages_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only leads whose stage or value changed move the totals (a note or an assignment does not).
  PERFORM "pipeline_stages_apply"(coalesce((
    SELECT jsonb_agg(jsonb_build_object('stage', r."stage", 'n', r.n, 'v', r.v))
    FROM (SELECT n."stage", 1 AS n, coalesce(n."value_paise", 0) AS v
          FROM new_rows n JOIN old_rows o ON o."id" = n."id"
          WHERE (o."stage", o."value_paise") IS DISTINCT FROM (n."stage", n."value_paise")
          UNION ALL
          SELECT o."stage", -1 AS n, -coalesce(o."value_paise", 0) AS v
          FROM old_rows o JOIN new_rows n ON n."id" = o."id"
          WHERE (o."stage", o."value_paise") IS DISTINCT FROM (n."stage", n."value_paise")) AS r), '[]'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "pipeline_stages_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "pipeline_stages_apply"(coalesce((
    SELECT jsonb_agg(jsonb_build_object('stage', r."stage", 'n', -r.n, 'v', -r.v))
    FROM (SELECT "stage", count(*) AS n, coalesce(sum("value_paise"), 0) AS v FROM old_rows GROUP BY "stage") AS r), '[]'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "pipeline_stages_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "pipeline_stages" SET "leads" = 0, "value_paise" = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "contact_submissions_pipeline_insert" AFTER INSERT ON "contact_submissions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pipeline_stages_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "contact_submissions_pipeline_update" AFTER UPDATE ON "contact_submissions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pipeline_stages_after_update"();
--> statement-breakpoint
CREATE TRIGGER "contact_submissions_pipeline_delete" AFTER DELETE ON "contact_submissions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "pipeline_stages_after_delete"();
--> statement-breakpoint
CREATE TRIGGER "contact_submissions_pipeline_truncate" AFTER TRUNCATE ON "contact_submissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "pipeline_stages_after_truncate"();
--> statement-breakpoint
-- 'Reports' win rate: how many of each day's leads per source, campaign, locality and service are
-- lost (beside `converted`), kept by triggers of their own beside the daily counts' (migrations
-- 0007 and 0009), on the same keys: a lead's day in India time, its trimmed field or ''.
UPDATE "lead_daily_counts" AS d SET "lost" = x.n
FROM (
  SELECT k.day, v.dimension, k.value, count(*) AS n
  FROM "contact_submissions" c,
       LATERAL (VALUES ('source', btrim(c."source")), ('campaign', btrim(c."utm_campaign")), ('locality', btrim(c."location")),
                       ('service', lead_report_service(c."form", c."service"))) AS v(dimension, raw),
       LATERAL (SELECT (c."created_at" AT TIME ZONE 'Asia/Kolkata')::date AS day, coalesce(v.raw, '') AS value) AS k
  WHERE c."status" = 'lost'
  GROUP BY k.day, v.dimension, k.value
) AS x
WHERE d."day" = x.day AND d."dimension" = x.dimension AND d."value" = x.value;
--> statement-breakpoint
CREATE FUNCTION "lead_lost_counts_apply"(changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "lead_daily_counts" AS d ("day", "dimension", "value", "lost")
  SELECT k.day, v.dimension, k.value, sum(r.sign)
  FROM jsonb_to_recordset(changes) AS r(created_at timestamptz, source text, utm_campaign text, location text, form text, service text, sign int),
       LATERAL (VALUES ('source', btrim(r.source)), ('campaign', btrim(r.utm_campaign)), ('locality', btrim(r.location)),
                       ('service', lead_report_service(r.form, r.service))) AS v(dimension, raw),
       LATERAL (SELECT (r.created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, coalesce(v.raw, '') AS value) AS k
  GROUP BY k.day, v.dimension, k.value
  HAVING sum(r.sign) <> 0
  ORDER BY k.day, v.dimension, k.value
  ON CONFLICT ("day", "dimension", "value") DO UPDATE SET "lost" = d."lost" + excluded."lost";
END $$;
--> statement-breakpoint
CREATE FUNCTION "lead_lost_counts_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "lead_lost_counts_apply"(coalesce((
    SELECT jsonb_agg(jsonb_build_object('created_at', r."created_at", 'source', r."source", 'utm_campaign', r."utm_campaign",
                                        'location', r."location", 'form', r."form", 'service', r."service", 'sign', 1))
    FROM new_rows r WHERE r."status" = 'lost'), '[]'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "lead_lost_counts_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only leads whose day, counted fields or lost-ness changed move the counts.
  PERFORM "lead_lost_counts_apply"(coalesce((
    SELECT jsonb_agg(x.row) FROM (
      SELECT jsonb_build_object('created_at', n."created_at", 'source', n."source", 'utm_campaign', n."utm_campaign",
                                'location', n."location", 'form', n."form", 'service', n."service", 'sign', 1) AS row
      FROM new_rows n JOIN old_rows o ON o."id" = n."id"
      WHERE n."status" = 'lost'
        AND (o."created_at", o."source", o."utm_campaign", o."location", o."form", o."service", o."status" = 'lost')
            IS DISTINCT FROM (n."created_at", n."source", n."utm_campaign", n."location", n."form", n."service", true)
      UNION ALL
      SELECT jsonb_build_object('created_at', o."created_at", 'source', o."source", 'utm_campaign', o."utm_campaign",
                                'location', o."location", 'form', o."form", 'service', o."service", 'sign', -1)
      FROM old_rows o JOIN new_rows n ON n."id" = o."id"
      WHERE o."status" = 'lost'
        AND (o."created_at", o."source", o."utm_campaign", o."location", o."form", o."service", true)
            IS DISTINCT FROM (n."created_at", n."source", n."utm_campaign", n."location", n."form", n."service", n."status" = 'lost')
    ) AS x), '[]'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "lead_lost_counts_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "lead_lost_counts_apply"(coalesce((
    SELECT jsonb_agg(jsonb_build_object('created_at', r."created_at", 'source', r."source", 'utm_campaign', r."utm_campaign",
                                        'location', r."location", 'form', r."form", 'service', r."service", 'sign', -1))
    FROM old_rows r WHERE r."status" = 'lost'), '[]'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "contact_submissions_lost_counts_insert" AFTER INSERT ON "contact_submissions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "lead_lost_counts_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "contact_submissions_lost_counts_update" AFTER UPDATE ON "contact_submissions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "lead_lost_counts_after_update"();
--> statement-breakpoint
CREATE TRIGGER "contact_submissions_lost_counts_delete" AFTER DELETE ON "contact_submissions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "lead_lost_counts_after_delete"();
