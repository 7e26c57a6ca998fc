-- The 'Pipeline' board's column heads (decisions 100, 104): each stage's lead count and value
-- (the newest quotation's total, else the middle of the estimate), for everyone and per member
-- for 'Assigned to me', kept by statement triggers on contact_submissions so the board counts no
-- leads. Each writes its rows in key order, so two transactions never wait for each other in a
-- circle. Current definitions; the migrations keep their history (README.md).

-- Adds `deltas` (a stage, a number of leads, a value) to the stages' totals.
CREATE OR REPLACE FUNCTION "pipeline_stages_apply"(deltas jsonb) RETURNS void LANGUAGE plpgsql AS $$
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
-- New leads join their stage.
CREATE OR REPLACE FUNCTION "pipeline_stages_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "pipeline_stages_apply"(coalesce((
    SELECT jsonb_agg(jsonb_build_object('stage', r."stage", 'n', r.n, 'v', r.v))
    FROM (SELECT "stage", count(*) AS n, coalesce(sum("value_paise"), 0) AS v FROM new_rows GROUP BY "stage") AS r), '[]'));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only leads whose stage or value changed move the totals (a note or an assignment does not).
CREATE OR REPLACE FUNCTION "pipeline_stages_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
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
-- Deleted leads leave their stage.
CREATE OR REPLACE FUNCTION "pipeline_stages_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "pipeline_stages_apply"(coalesce((
    SELECT jsonb_agg(jsonb_build_object('stage', r."stage", 'n', -r.n, 'v', -r.v))
    FROM (SELECT "stage", count(*) AS n, coalesce(sum("value_paise"), 0) AS v FROM old_rows GROUP BY "stage") AS r), '[]'));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An emptied table empties every stage.
CREATE OR REPLACE FUNCTION "pipeline_stages_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "pipeline_stages" SET "leads" = 0, "value_paise" = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "contact_submissions_pipeline_insert" AFTER INSERT ON "contact_submissions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pipeline_stages_after_insert"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "contact_submissions_pipeline_update" AFTER UPDATE ON "contact_submissions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pipeline_stages_after_update"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "contact_submissions_pipeline_delete" AFTER DELETE ON "contact_submissions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "pipeline_stages_after_delete"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "contact_submissions_pipeline_truncate" AFTER TRUNCATE ON "contact_submissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "pipeline_stages_after_truncate"();
--> statement-breakpoint
-- 'Assigned to me' (decision 104): adds `deltas` (a member, a stage, a number of leads, a value)
-- to that member's totals per stage.
CREATE OR REPLACE FUNCTION "pipeline_member_stages_apply"(deltas jsonb) RETURNS void LANGUAGE plpgsql AS $$
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
-- New assigned leads join their member's stage.
CREATE OR REPLACE FUNCTION "pipeline_member_stages_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "pipeline_member_stages_apply"(coalesce((
    SELECT jsonb_agg(jsonb_build_object('member_id', r."assigned_to", 'stage', r."stage", 'n', r.n, 'v', r.v))
    FROM (SELECT "assigned_to", "stage", count(*) AS n, coalesce(sum("value_paise"), 0) AS v
          FROM new_rows WHERE "assigned_to" IS NOT NULL GROUP BY "assigned_to", "stage") AS r), '[]'));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only leads whose member, stage or value changed move the totals (a note does not).
CREATE OR REPLACE FUNCTION "pipeline_member_stages_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
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
-- Deleted assigned leads leave their member's stage.
CREATE OR REPLACE FUNCTION "pipeline_member_stages_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "pipeline_member_stages_apply"(coalesce((
    SELECT jsonb_agg(jsonb_build_object('member_id', r."assigned_to", 'stage', r."stage", 'n', -r.n, 'v', -r.v))
    FROM (SELECT "assigned_to", "stage", count(*) AS n, coalesce(sum("value_paise"), 0) AS v
          FROM old_rows WHERE "assigned_to" IS NOT NULL GROUP BY "assigned_to", "stage") AS r), '[]'));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An emptied table empties every member's totals.
CREATE OR REPLACE FUNCTION "pipeline_member_stages_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "pipeline_member_stages";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "contact_submissions_pipeline_member_insert" AFTER INSERT ON "contact_submissions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pipeline_member_stages_after_insert"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "contact_submissions_pipeline_member_update" AFTER UPDATE ON "contact_submissions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pipeline_member_stages_after_update"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "contact_submissions_pipeline_member_delete" AFTER DELETE ON "contact_submissions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "pipeline_member_stages_after_delete"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "contact_submissions_pipeline_member_truncate" AFTER TRUNCATE ON "contact_submissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "pipeline_member_stages_after_truncate"();
