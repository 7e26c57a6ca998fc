-- The lead counts (decisions 071, 072, 078, 103): leads per status for the list's counters, and
-- leads per day by source, campaign, locality and service with how many are converted and lost,
-- for 'Reports'. Kept by statement triggers on contact_submissions so no request counts every
-- lead; each writes its rows in key order, so two transactions never wait for each other in a
-- circle. A lead's day is its calendar day in India time; a missing or blank field counts as ''.
-- Current definitions; the migrations keep their history (README.md).

-- 'Reports' counts a lead by service only when its form asked for one: the quick quote and the
-- call-to-action form store the form's name as the service, which is no service ('Not specified').
CREATE OR REPLACE FUNCTION "lead_report_service"(form text, service text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN form IN ('quick-quote', 'cta') THEN '' ELSE coalesce(btrim(service), '') END
$$;
--> statement-breakpoint
-- New leads: their statuses, and their day's counts.
CREATE OR REPLACE FUNCTION "lead_counts_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE delta record;
BEGIN
  FOR delta IN SELECT "status", count(*) AS n FROM new_rows GROUP BY "status" ORDER BY "status" LOOP
    UPDATE "lead_status_counts" SET "leads" = "leads" + delta.n WHERE "status" = delta."status";
  END LOOP;
  INSERT INTO "lead_daily_counts" AS d ("day", "dimension", "value", "leads", "converted")
  SELECT k.day, v.dimension, k.value, count(*), count(*) FILTER (WHERE r."status" = 'converted')
  FROM new_rows r,
       LATERAL (VALUES ('source', btrim(r."source")), ('campaign', btrim(r."utm_campaign")), ('locality', btrim(r."location")),
                       ('service', lead_report_service(r."form", r."service"))) AS v(dimension, raw),
       LATERAL (SELECT (r."created_at" AT TIME ZONE 'Asia/Kolkata')::date AS day, coalesce(v.raw, '') AS value) AS k
  GROUP BY k.day, v.dimension, k.value ORDER BY k.day, v.dimension, k.value
  ON CONFLICT ("day", "dimension", "value")
  DO UPDATE SET "leads" = d."leads" + excluded."leads", "converted" = d."converted" + excluded."converted";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Changed leads: status counts move; only leads whose day, counted fields or conversion changed
-- move the daily counts (a note, an assignment, a follow-up or joining a person does not).
CREATE OR REPLACE FUNCTION "lead_counts_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE delta record;
BEGIN
  FOR delta IN
    SELECT "status", sum(n) AS n
    FROM (SELECT "status", count(*) AS n FROM new_rows GROUP BY "status"
          UNION ALL SELECT "status", -count(*) AS n FROM old_rows GROUP BY "status") AS changes
    GROUP BY "status" HAVING sum(n) <> 0 ORDER BY "status"
  LOOP
    UPDATE "lead_status_counts" SET "leads" = "leads" + delta.n WHERE "status" = delta."status";
  END LOOP;
  -- Only leads whose day, counted fields or conversion changed move the daily counts (a note, an
  -- assignment, a follow-up or joining a person leaves them alone).
  INSERT INTO "lead_daily_counts" AS d ("day", "dimension", "value", "leads", "converted")
  SELECT k.day, v.dimension, k.value, sum(r.sign), coalesce(sum(r.sign) FILTER (WHERE r."status" = 'converted'), 0)
  FROM (SELECT n."created_at", n."source", n."utm_campaign", n."location", n."form", n."service", n."status", 1 AS sign
        FROM new_rows n JOIN old_rows o ON o."id" = n."id"
        WHERE (o."created_at", o."source", o."utm_campaign", o."location", o."form", o."service", o."status" = 'converted')
              IS DISTINCT FROM (n."created_at", n."source", n."utm_campaign", n."location", n."form", n."service", n."status" = 'converted')
        UNION ALL
        SELECT o."created_at", o."source", o."utm_campaign", o."location", o."form", o."service", o."status", -1 AS sign
        FROM old_rows o JOIN new_rows n ON n."id" = o."id"
        WHERE (o."created_at", o."source", o."utm_campaign", o."location", o."form", o."service", o."status" = 'converted')
              IS DISTINCT FROM (n."created_at", n."source", n."utm_campaign", n."location", n."form", n."service", n."status" = 'converted')) AS r,
       LATERAL (VALUES ('source', btrim(r."source")), ('campaign', btrim(r."utm_campaign")), ('locality', btrim(r."location")),
                       ('service', lead_report_service(r."form", r."service"))) AS v(dimension, raw),
       LATERAL (SELECT (r."created_at" AT TIME ZONE 'Asia/Kolkata')::date AS day, coalesce(v.raw, '') AS value) AS k
  GROUP BY k.day, v.dimension, k.value
  HAVING sum(r.sign) <> 0 OR coalesce(sum(r.sign) FILTER (WHERE r."status" = 'converted'), 0) <> 0
  ORDER BY k.day, v.dimension, k.value
  ON CONFLICT ("day", "dimension", "value")
  DO UPDATE SET "leads" = d."leads" + excluded."leads", "converted" = d."converted" + excluded."converted";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Deleted leads leave both counts.
CREATE OR REPLACE FUNCTION "lead_counts_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE delta record;
BEGIN
  FOR delta IN SELECT "status", count(*) AS n FROM old_rows GROUP BY "status" ORDER BY "status" LOOP
    UPDATE "lead_status_counts" SET "leads" = "leads" - delta.n WHERE "status" = delta."status";
  END LOOP;
  INSERT INTO "lead_daily_counts" AS d ("day", "dimension", "value", "leads", "converted")
  SELECT k.day, v.dimension, k.value, -count(*), -count(*) FILTER (WHERE r."status" = 'converted')
  FROM old_rows r,
       LATERAL (VALUES ('source', btrim(r."source")), ('campaign', btrim(r."utm_campaign")), ('locality', btrim(r."location")),
                       ('service', lead_report_service(r."form", r."service"))) AS v(dimension, raw),
       LATERAL (SELECT (r."created_at" AT TIME ZONE 'Asia/Kolkata')::date AS day, coalesce(v.raw, '') AS value) AS k
  GROUP BY k.day, v.dimension, k.value ORDER BY k.day, v.dimension, k.value
  ON CONFLICT ("day", "dimension", "value")
  DO UPDATE SET "leads" = d."leads" + excluded."leads", "converted" = d."converted" + excluded."converted";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An emptied table empties the counts.
CREATE OR REPLACE FUNCTION "lead_counts_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "lead_status_counts" SET "leads" = 0;
  DELETE FROM "lead_daily_counts";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "contact_submissions_counts_insert" AFTER INSERT ON "contact_submissions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "lead_counts_after_insert"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "contact_submissions_counts_update" AFTER UPDATE ON "contact_submissions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "lead_counts_after_update"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "contact_submissions_counts_delete" AFTER DELETE ON "contact_submissions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "lead_counts_after_delete"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "contact_submissions_counts_truncate" AFTER TRUNCATE ON "contact_submissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "lead_counts_after_truncate"();
--> statement-breakpoint
-- 'Reports' win rate (decision 103): how many of each day's leads per source, campaign, locality
-- and service are lost, beside `converted`, on the same keys. `changes`: the leads that start or
-- stop counting, each with its sign.
CREATE OR REPLACE FUNCTION "lead_lost_counts_apply"(changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
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
-- New leads already lost count at once.
CREATE OR REPLACE FUNCTION "lead_lost_counts_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "lead_lost_counts_apply"(coalesce((
    SELECT jsonb_agg(jsonb_build_object('created_at', r."created_at", 'source', r."source", 'utm_campaign', r."utm_campaign",
                                        'location', r."location", 'form', r."form", 'service', r."service", 'sign', 1))
    FROM new_rows r WHERE r."status" = 'lost'), '[]'));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only leads whose day, counted fields or lost-ness changed move the counts.
CREATE OR REPLACE FUNCTION "lead_lost_counts_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
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
-- Deleted lost leads stop counting.
CREATE OR REPLACE FUNCTION "lead_lost_counts_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "lead_lost_counts_apply"(coalesce((
    SELECT jsonb_agg(jsonb_build_object('created_at', r."created_at", 'source', r."source", 'utm_campaign', r."utm_campaign",
                                        'location', r."location", 'form', r."form", 'service', r."service", 'sign', -1))
    FROM old_rows r WHERE r."status" = 'lost'), '[]'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "contact_submissions_lost_counts_insert" AFTER INSERT ON "contact_submissions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "lead_lost_counts_after_insert"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "contact_submissions_lost_counts_update" AFTER UPDATE ON "contact_submissions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "lead_lost_counts_after_update"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "contact_submissions_lost_counts_delete" AFTER DELETE ON "contact_submissions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "lead_lost_counts_after_delete"();
