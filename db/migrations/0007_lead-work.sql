CREATE TABLE "lead_daily_counts" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	"converted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_daily_counts_day_dimension_value_pk" PRIMARY KEY("day","dimension","value"),
	CONSTRAINT "lead_daily_counts_dimension_check" CHECK ("lead_daily_counts"."dimension" in ('source', 'campaign', 'locality', 'service'))
);
--> statement-breakpoint
CREATE TABLE "lead_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_status_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"leads" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_status_counts_status_check" CHECK ("lead_status_counts"."status" in ('new', 'contacted', 'converted', 'lost'))
);
--> statement-breakpoint
DROP INDEX "contact_submissions_created_at_idx";--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "assigned_to" uuid;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "next_follow_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "first_contact_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_lead_id_contact_submissions_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_notes_lead_id_created_at_idx" ON "lead_notes" USING btree ("lead_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_submissions_assigned_to_created_at_idx" ON "contact_submissions" USING btree ("assigned_to","created_at" DESC NULLS LAST) WHERE "contact_submissions"."assigned_to" is not null;--> statement-breakpoint
CREATE INDEX "contact_submissions_assigned_to_status_created_at_idx" ON "contact_submissions" USING btree ("assigned_to","status","created_at" DESC NULLS LAST) WHERE "contact_submissions"."assigned_to" is not null;--> statement-breakpoint
CREATE INDEX "contact_submissions_next_follow_up_at_idx" ON "contact_submissions" USING btree ("next_follow_up_at") WHERE "contact_submissions"."next_follow_up_at" is not null;--> statement-breakpoint
CREATE INDEX "contact_submissions_email_key_idx" ON "contact_submissions" USING btree (lower("email"),"created_at");--> statement-breakpoint
CREATE INDEX "contact_submissions_phone_key_idx" ON "contact_submissions" USING btree (right(regexp_replace("phone", '[^0-9]', '', 'g'), 10),"created_at");--> statement-breakpoint
CREATE INDEX "contact_submissions_created_at_idx" ON "contact_submissions" USING btree ("created_at" DESC NULLS LAST,"first_contact_at");--> statement-breakpoint
-- The lead list's counters (decision 071) and the daily counts 'Reports' sums (decision 072) are
-- kept by the triggers below, so no request counts every lead. Each trigger runs once per
-- statement (a group commit of many leads is one update per status and per day and value) and
-- writes its rows in key order, so two transactions never wait for each other in a circle.
-- A lead's day is its calendar day in India time; a missing or blank field counts as ''.
INSERT INTO "lead_status_counts" ("status", "leads")
SELECT s.status, (SELECT count(*) FROM "contact_submissions" c WHERE c."status" = s.status)
FROM (VALUES ('new'), ('contacted'), ('converted'), ('lost')) AS s(status);
--> statement-breakpoint
INSERT INTO "lead_daily_counts" ("day", "dimension", "value", "leads", "converted")
SELECT k.day, v.dimension, k.value, count(*), count(*) FILTER (WHERE c."status" = 'converted')
FROM "contact_submissions" c,
     LATERAL (VALUES ('source', c."source"), ('campaign', c."utm_campaign"), ('locality', c."location"), ('service', c."service")) AS v(dimension, raw),
     LATERAL (SELECT (c."created_at" AT TIME ZONE 'Asia/Kolkata')::date AS day, coalesce(btrim(v.raw), '') AS value) AS k
GROUP BY k.day, v.dimension, k.value;
--> statement-breakpoint
CREATE FUNCTION "lead_counts_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE delta record;
BEGIN
  FOR delta IN SELECT "status", count(*) AS n FROM new_rows GROUP BY "status" ORDER BY "status" LOOP
    UPDATE "lead_status_counts" SET "leads" = "leads" + delta.n WHERE "status" = delta."status";
  END LOOP;
  INSERT INTO "lead_daily_counts" AS d ("day", "dimension", "value", "leads", "converted")
  SELECT k.day, v.dimension, k.value, count(*), count(*) FILTER (WHERE r."status" = 'converted')
  FROM new_rows r,
       LATERAL (VALUES ('source', r."source"), ('campaign', r."utm_campaign"), ('locality', r."location"), ('service', r."service")) AS v(dimension, raw),
       LATERAL (SELECT (r."created_at" AT TIME ZONE 'Asia/Kolkata')::date AS day, coalesce(btrim(v.raw), '') AS value) AS k
  GROUP BY k.day, v.dimension, k.value ORDER BY k.day, v.dimension, k.value
  ON CONFLICT ("day", "dimension", "value")
  DO UPDATE SET "leads" = d."leads" + excluded."leads", "converted" = d."converted" + excluded."converted";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "lead_counts_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  -- Only leads whose day, fields or conversion changed move the daily counts (a note, an
  -- assignment or a follow-up leaves them alone).
  INSERT INTO "lead_daily_counts" AS d ("day", "dimension", "value", "leads", "converted")
  SELECT k.day, v.dimension, k.value, sum(r.sign), coalesce(sum(r.sign) FILTER (WHERE r."status" = 'converted'), 0)
  FROM (SELECT n."created_at", n."source", n."utm_campaign", n."location", n."service", n."status", 1 AS sign
        FROM new_rows n JOIN old_rows o ON o."id" = n."id"
        WHERE (o."created_at", o."source", o."utm_campaign", o."location", o."service", o."status" = 'converted')
              IS DISTINCT FROM (n."created_at", n."source", n."utm_campaign", n."location", n."service", n."status" = 'converted')
        UNION ALL
        SELECT o."created_at", o."source", o."utm_campaign", o."location", o."service", o."status", -1 AS sign
        FROM old_rows o JOIN new_rows n ON n."id" = o."id"
        WHERE (o."created_at", o."source", o."utm_campaign", o."location", o."service", o."status" = 'converted')
              IS DISTINCT FROM (n."created_at", n."source", n."utm_campaign", n."location", n."service", n."status" = 'converted')) AS r,
       LATERAL (VALUES ('source', r."source"), ('campaign', r."utm_campaign"), ('locality', r."location"), ('service', r."service")) AS v(dimension, raw),
       LATERAL (SELECT (r."created_at" AT TIME ZONE 'Asia/Kolkata')::date AS day, coalesce(btrim(v.raw), '') AS value) AS k
  GROUP BY k.day, v.dimension, k.value
  HAVING sum(r.sign) <> 0 OR coalesce(sum(r.sign) FILTER (WHERE r."status" = 'converted'), 0) <> 0
  ORDER BY k.day, v.dimension, k.value
  ON CONFLICT ("day", "dimension", "value")
  DO UPDATE SET "leads" = d."leads" + excluded."leads", "converted" = d."converted" + excluded."converted";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "lead_counts_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE delta record;
BEGIN
  FOR delta IN SELECT "status", count(*) AS n FROM old_rows GROUP BY "status" ORDER BY "status" LOOP
    UPDATE "lead_status_counts" SET "leads" = "leads" - delta.n WHERE "status" = delta."status";
  END LOOP;
  INSERT INTO "lead_daily_counts" AS d ("day", "dimension", "value", "leads", "converted")
  SELECT k.day, v.dimension, k.value, -count(*), -count(*) FILTER (WHERE r."status" = 'converted')
  FROM old_rows r,
       LATERAL (VALUES ('source', r."source"), ('campaign', r."utm_campaign"), ('locality', r."location"), ('service', r."service")) AS v(dimension, raw),
       LATERAL (SELECT (r."created_at" AT TIME ZONE 'Asia/Kolkata')::date AS day, coalesce(btrim(v.raw), '') AS value) AS k
  GROUP BY k.day, v.dimension, k.value ORDER BY k.day, v.dimension, k.value
  ON CONFLICT ("day", "dimension", "value")
  DO UPDATE SET "leads" = d."leads" + excluded."leads", "converted" = d."converted" + excluded."converted";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "lead_counts_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "lead_status_counts" SET "leads" = 0;
  DELETE FROM "lead_daily_counts";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "contact_submissions_counts_insert" AFTER INSERT ON "contact_submissions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "lead_counts_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "contact_submissions_counts_update" AFTER UPDATE ON "contact_submissions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "lead_counts_after_update"();
--> statement-breakpoint
CREATE TRIGGER "contact_submissions_counts_delete" AFTER DELETE ON "contact_submissions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "lead_counts_after_delete"();
--> statement-breakpoint
CREATE TRIGGER "contact_submissions_counts_truncate" AFTER TRUNCATE ON "contact_submissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "lead_counts_after_truncate"();
--> statement-breakpoint
-- Leads whose status staff changed before this version were contacted then ("time to first contact").
UPDATE "contact_submissions" AS c SET "first_contact_at" = a.first_change
FROM (SELECT "entity_id", min("created_at") AS first_change FROM "audit_log"
      WHERE "entity_type" = 'lead' AND "action" = 'lead.status' GROUP BY "entity_id") AS a
WHERE c."id"::text = a."entity_id";
