CREATE TABLE "pipeline_member_stages" (
	"member_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"leads" bigint DEFAULT 0 NOT NULL,
	"value_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "pipeline_member_stages_member_id_stage_pk" PRIMARY KEY("member_id","stage"),
	CONSTRAINT "pipeline_member_stages_stage_check" CHECK ("pipeline_member_stages"."stage" in ('new', 'contacted', 'site_visit', 'design', 'quotation_sent', 'won', 'lost'))
);--> statement-breakpoint
-- hand-written
-- 'Assigned to me' on the 'Pipeline' board: each member's lead count and value per stage, kept by
-- statement triggers beside pipeline_stages' (migration 0017), so the board counts none of a
-- member's leads (decision 104). Each writes its rows in (member, stage) order, so two
-- transactions never wait for each other in a circle.
INSERT INTO "pipeline_member_stages" ("member_id", "stage", "leads", "value_paise")
SELECT "assigned_to", "stage", count(*), coalesce(sum("value_paise"), 0)
FROM "contact_submissions" WHERE "assigned_to" IS NOT NULL
GROUP BY "assigned_to", "stage";
--> statement-breakpoint
CREATE FUNCTION "pipeline_member_stages_apply"(deltas jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "pipeline_member_stages" AS t ("member_id", "stage", "leads", "value_paise")
  SELECT d.member_id, d.stage, sum(d.n)::bigint, sum(d.v)::bigint
  FROM jsonb_to_recordset(deltas) AS d(member_id uuid, stage text, n bigint, v bigint)
  GROUP BY d.member_id, d.stage
  HAVING sum(d.n) <> 0 OR sum(d.v) <> 0
  ORDER BY d.member_id, d.stage
  ON CONFLICT ("member_id", "stage") DO UPDATE SET "leads" = t."leads" + excluded."leads", "value_paise" = t."value_paise" + excluded."value_paise";
END $$;
--> statement-breakpoint
CREATE FUNCTION "pipeline_member_stages_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "pipeline_member_stages_apply"(coalesce((
    SELECT jsonb_agg(jsonb_build_object('member_id', r."assigned_to", 'stage', r."stage", 'n', r.n, 'v', r.v))
    FROM (SELECT "assigned_to", "stage", count(*) AS n, coalesce(sum("value_paise"), 0) AS v
          FROM new_rows WHERE "assigned_to" IS NOT NULL GROUP BY "assigned_to", "stage") AS r), '[]'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "pipeline_member_stages_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only leads whose member, stage or value changed move the totals (a note does not).
  PERFORM "pipeline_member_stages_apply"(coalesce((
    SELECT jsonb_agg(jsonb_build_object('member_id', r.member_id, 'stage', r."stage", 'n', r.n, 'v', r.v))
    FROM (SELECT n."assigned_to" AS member_id, n."stage", 1 AS n, coalesce(n."value_paise", 0) AS v
          FROM new_rows n JOIN old_rows o ON o."id" = n."id"
          WHERE n."assigned_to" IS NOT NULL
            AND (o."assigned_to", o."stage", o."value_paise") IS DISTINCT FROM (n."assigned_to", n."stage", n."value_paise")
          UNION ALL
          SELECT o."assigned_to" AS member_id, o."stage", -1 AS n, -coalesce(o."value_paise", 0) AS v
          FROM old_rows o JOIN new_rows n ON n."id" = o."id"
          WHERE o."assigned_to" IS NOT NULL
            AND (o."assigned_to", o."stage", o."value_paise") IS DISTINCT FROM (n."assigned_to", n."stage", n."value_paise")) AS r), '[]'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "pipeline_member_stages_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "pipeline_member_stages_apply"(coalesce((
    SELECT jsonb_agg(jsonb_build_object('member_id', r."assigned_to", 'stage', r."stage", 'n', -r.n, 'v', -r.v))
    FROM (SELECT "assigned_to", "stage", count(*) AS n, coalesce(sum("value_paise"), 0) AS v
          FROM old_rows WHERE "assigned_to" IS NOT NULL GROUP BY "assigned_to", "stage") AS r), '[]'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "pipeline_member_stages_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "pipeline_member_stages";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "contact_submissions_pipeline_member_insert" AFTER INSERT ON "contact_submissions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pipeline_member_stages_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "contact_submissions_pipeline_member_update" AFTER UPDATE ON "contact_submissions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pipeline_member_stages_after_update"();
--> statement-breakpoint
CREATE TRIGGER "contact_submissions_pipeline_member_delete" AFTER DELETE ON "contact_submissions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "pipeline_member_stages_after_delete"();
--> statement-breakpoint
CREATE TRIGGER "contact_submissions_pipeline_member_truncate" AFTER TRUNCATE ON "contact_submissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "pipeline_member_stages_after_truncate"();
