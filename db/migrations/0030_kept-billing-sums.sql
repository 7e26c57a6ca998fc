CREATE TABLE "billing_member_days" (
	"member" uuid NOT NULL,
	"day" date NOT NULL,
	"owing_paise" bigint DEFAULT 0 NOT NULL,
	"collected_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "billing_member_days_member_day_pk" PRIMARY KEY("member","day")
);
--> statement-breakpoint
CREATE TABLE "billing_member_projects" (
	"member" uuid PRIMARY KEY NOT NULL,
	"owing_projects" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_balances" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"assigned_to" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"invoiced_paise" bigint DEFAULT 0 NOT NULL,
	"received_paise" bigint DEFAULT 0 NOT NULL,
	"due_paise" bigint DEFAULT 0 NOT NULL,
	"outstanding_paise" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_milestones" ADD COLUMN "received_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "project_milestones" ADD COLUMN "invoiced_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "project_milestones" ADD COLUMN "invoiced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_milestones" ADD COLUMN "asked_on" date GENERATED ALWAYS AS ((least(requested_at, invoiced_at) at time zone 'Asia/Kolkata')::date) STORED;--> statement-breakpoint
ALTER TABLE "project_milestones" ADD COLUMN "owing_paise" bigint GENERATED ALWAYS AS (case when status in ('requested', 'invoiced') and coalesce(requested_at, invoiced_at) is not null
  and amount_paise > received_paise then amount_paise - received_paise else 0 end) STORED;--> statement-breakpoint
ALTER TABLE "project_balances" ADD CONSTRAINT "project_balances_project_id_customer_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."customer_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_balances_created_idx" ON "project_balances" USING btree ("created_at" DESC NULLS LAST,"project_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "project_balances_assigned_created_idx" ON "project_balances" USING btree ("assigned_to","created_at" DESC NULLS LAST,"project_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "project_balances_outstanding_idx" ON "project_balances" USING btree ("outstanding_paise" DESC NULLS LAST,"project_id") WHERE "project_balances"."outstanding_paise" > 0;--> statement-breakpoint
CREATE INDEX "project_balances_assigned_outstanding_idx" ON "project_balances" USING btree ("assigned_to","outstanding_paise" DESC NULLS LAST,"project_id") WHERE "project_balances"."outstanding_paise" > 0;--> statement-breakpoint
CREATE INDEX "payments_received_on_idx" ON "payments" USING btree ("received_on","project_id","amount_paise");--> statement-breakpoint
CREATE INDEX "project_milestones_owing_idx" ON "project_milestones" USING btree ("project_id","asked_on","owing_paise") WHERE "project_milestones"."owing_paise" > 0;
--> statement-breakpoint
-- Backfill (decision 168): every milestone's sums, every project's balance and every member's
-- figures, before the triggers keep them.
UPDATE "project_milestones" m SET "received_paise" = p.received
FROM (SELECT "milestone_id", sum("amount_paise") AS received FROM "payments" GROUP BY "milestone_id") p
WHERE p."milestone_id" = m."id";--> statement-breakpoint
UPDATE "project_milestones" m SET "invoiced_paise" = d.invoiced, "invoiced_at" = d.issued_at
FROM (SELECT "milestone_id", sum(CASE "kind" WHEN 'tax_invoice' THEN "total_paise" ELSE -"total_paise" END) AS invoiced,
             min("issued_at") FILTER (WHERE "kind" = 'tax_invoice') AS issued_at
      FROM "tax_documents" WHERE "kind" IN ('tax_invoice', 'credit_note') AND "milestone_id" IS NOT NULL GROUP BY "milestone_id") d
WHERE d."milestone_id" = m."id";--> statement-breakpoint
INSERT INTO "project_balances" ("project_id", "assigned_to", "created_at", "invoiced_paise", "received_paise", "due_paise", "outstanding_paise")
SELECT cp."id", c."assigned_to", cp."created_at", coalesce(s.invoiced, 0), coalesce(s.received, 0), coalesce(s.due, 0), coalesce(s.outstanding, 0)
FROM "customer_projects" cp
JOIN "contact_submissions" c ON c."id" = cp."lead_id"
LEFT JOIN (SELECT "project_id", sum("invoiced_paise") AS invoiced, sum("received_paise") AS received,
                  sum(greatest(0, "invoiced_paise" - "received_paise")) FILTER (WHERE "status" = 'invoiced') AS due,
                  sum("owing_paise") AS outstanding
           FROM "project_milestones" GROUP BY "project_id") s ON s."project_id" = cp."id";--> statement-breakpoint
INSERT INTO "billing_member_projects" ("member", "owing_projects")
SELECT coalesce("assigned_to", '00000000-0000-0000-0000-000000000000'::uuid), count(*) FROM "project_balances" WHERE "outstanding_paise" > 0 GROUP BY 1;--> statement-breakpoint
INSERT INTO "billing_member_days" ("member", "day", "owing_paise", "collected_paise")
SELECT s.who, s.day, sum(s.owing), sum(s.collected)
FROM (SELECT coalesce(b."assigned_to", '00000000-0000-0000-0000-000000000000'::uuid) AS who, m."asked_on" AS day, m."owing_paise" AS owing, 0::bigint AS collected
      FROM "project_milestones" m JOIN "project_balances" b ON b."project_id" = m."project_id" WHERE m."owing_paise" > 0
      UNION ALL
      SELECT coalesce(b."assigned_to", '00000000-0000-0000-0000-000000000000'::uuid), p."received_on", 0, p."amount_paise"
      FROM "payments" p JOIN "project_balances" b ON b."project_id" = p."project_id") AS s
GROUP BY s.who, s.day;
--> statement-breakpoint
-- The member a project's figures count for, its lead locked for share first.
CREATE OR REPLACE FUNCTION "billing_member_of"(project uuid) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE assignee uuid;
BEGIN
  PERFORM 1 FROM "contact_submissions" c JOIN "customer_projects" p ON p."lead_id" = c."id" WHERE p."id" = project FOR SHARE OF c;
  SELECT b."assigned_to" INTO assignee FROM "project_balances" b WHERE b."project_id" = project;
  RETURN coalesce(assignee, '00000000-0000-0000-0000-000000000000'::uuid);
END $$;
--> statement-breakpoint
-- Adds to one member's day.
CREATE OR REPLACE FUNCTION "billing_member_day_add"(who uuid, on_day date, owing bigint, collected bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "billing_member_days" AS d ("member", "day", "owing_paise", "collected_paise") VALUES (who, on_day, owing, collected)
  ON CONFLICT ("member", "day")
  DO UPDATE SET "owing_paise" = d."owing_paise" + excluded."owing_paise", "collected_paise" = d."collected_paise" + excluded."collected_paise";
END $$;
--> statement-breakpoint
-- Adds to how many of one member's projects owe something.
CREATE OR REPLACE FUNCTION "billing_member_projects_add"(who uuid, projects integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "billing_member_projects" AS m ("member", "owing_projects") VALUES (who, projects)
  ON CONFLICT ("member") DO UPDATE SET "owing_projects" = m."owing_projects" + excluded."owing_projects";
END $$;
--> statement-breakpoint
-- A payment or a reversal adds its amount to what its milestone received, and to its member's day.
CREATE OR REPLACE FUNCTION "billing_payment_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "project_milestones" SET "received_paise" = "received_paise" + NEW."amount_paise" WHERE "id" = NEW."milestone_id";
  PERFORM "billing_member_day_add"("billing_member_of"(NEW."project_id"), NEW."received_on", 0::bigint, NEW."amount_paise");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "payments_kept_sums" AFTER INSERT ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "billing_payment_kept"();
--> statement-breakpoint
-- A tax invoice adds its total to what its milestone is invoiced (and when); a credit note takes its own off.
CREATE OR REPLACE FUNCTION "billing_document_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."milestone_id" IS NULL OR NEW."kind" NOT IN ('tax_invoice', 'credit_note') THEN
    RETURN NULL;
  END IF;
  UPDATE "project_milestones"
  SET "invoiced_paise" = "invoiced_paise" + CASE NEW."kind" WHEN 'tax_invoice' THEN NEW."total_paise" ELSE -NEW."total_paise" END,
      "invoiced_at" = CASE WHEN NEW."kind" = 'tax_invoice' THEN least("invoiced_at", NEW."issued_at") ELSE "invoiced_at" END
  WHERE "id" = NEW."milestone_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "tax_documents_kept_sums" AFTER INSERT ON "tax_documents"
  FOR EACH ROW EXECUTE FUNCTION "billing_document_kept"();
--> statement-breakpoint
-- A milestone changed: its project's balance recomputed from its milestones (so it cannot drift),
-- and its member's count and days moved by the difference.
CREATE OR REPLACE FUNCTION "project_balance_after_milestone"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  project uuid;
  who uuid;
  was bigint;
  sums record;
  change record;
  old_day date;
  old_owing bigint := 0;
  new_day date;
  new_owing bigint := 0;
BEGIN
  IF TG_OP = 'DELETE' THEN
    project := OLD."project_id";
  ELSE
    project := NEW."project_id";
    new_day := NEW."asked_on";
    new_owing := NEW."owing_paise";
  END IF;
  IF TG_OP <> 'INSERT' THEN
    old_day := OLD."asked_on";
    old_owing := OLD."owing_paise";
  END IF;
  who := "billing_member_of"(project);
  SELECT coalesce(sum(m."invoiced_paise"), 0) AS invoiced, coalesce(sum(m."received_paise"), 0) AS received,
         coalesce(sum(greatest(0, m."invoiced_paise" - m."received_paise")) FILTER (WHERE m."status" = 'invoiced'), 0) AS due,
         coalesce(sum(m."owing_paise"), 0) AS outstanding
  INTO sums FROM "project_milestones" m WHERE m."project_id" = project;
  SELECT b."outstanding_paise" INTO was FROM "project_balances" b WHERE b."project_id" = project FOR UPDATE;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  UPDATE "project_balances"
  SET "invoiced_paise" = sums.invoiced, "received_paise" = sums.received, "due_paise" = sums.due, "outstanding_paise" = sums.outstanding
  WHERE "project_id" = project
    AND ("invoiced_paise", "received_paise", "due_paise", "outstanding_paise") IS DISTINCT FROM (sums.invoiced, sums.received, sums.due, sums.outstanding);
  IF (was > 0) <> (sums.outstanding > 0) THEN
    PERFORM "billing_member_projects_add"(who, CASE WHEN sums.outstanding > 0 THEN 1 ELSE -1 END);
  END IF;
  FOR change IN
    SELECT d.day, sum(d.owing)::bigint AS owing FROM (VALUES (old_day, -old_owing), (new_day, new_owing)) AS d(day, owing)
    WHERE d.owing <> 0 GROUP BY d.day HAVING sum(d.owing) <> 0 ORDER BY d.day
  LOOP
    PERFORM "billing_member_day_add"(who, change.day, change.owing, 0::bigint);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only a change to what the sums read moves them (not a reminder's counters or a pay link).
CREATE OR REPLACE TRIGGER "project_milestones_kept_balance"
  AFTER INSERT OR DELETE OR UPDATE OF "status", "amount_paise", "requested_at", "received_paise", "invoiced_paise", "invoiced_at" ON "project_milestones"
  FOR EACH ROW EXECUTE FUNCTION "project_balance_after_milestone"();
--> statement-breakpoint
-- A new project's balance row, with its lead's assignee (read under a share lock, so an assignment
-- being changed at that moment is waited for and seen).
CREATE OR REPLACE FUNCTION "project_balance_after_project"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE assignee uuid;
BEGIN
  SELECT c."assigned_to" INTO assignee FROM "contact_submissions" c WHERE c."id" = NEW."lead_id" FOR SHARE;
  INSERT INTO "project_balances" ("project_id", "assigned_to", "created_at") VALUES (NEW."id", assignee, NEW."created_at")
  ON CONFLICT ("project_id") DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "customer_projects_kept_balance" AFTER INSERT ON "customer_projects"
  FOR EACH ROW EXECUTE FUNCTION "project_balance_after_project"();
--> statement-breakpoint
-- A lead handed to another member (or to nobody) takes its projects' figures with it: the
-- balance's assignee, the count of projects owing and every day's owing and collected amounts.
CREATE OR REPLACE FUNCTION "project_balance_after_assignment"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was uuid := coalesce(OLD."assigned_to", '00000000-0000-0000-0000-000000000000'::uuid);
  becomes uuid := coalesce(NEW."assigned_to", '00000000-0000-0000-0000-000000000000'::uuid);
  project record;
  moved record;
BEGIN
  FOR project IN
    SELECT b."project_id", b."outstanding_paise" FROM "project_balances" b JOIN "customer_projects" p ON p."id" = b."project_id"
    WHERE p."lead_id" = NEW."id" ORDER BY b."project_id" FOR UPDATE OF b
  LOOP
    UPDATE "project_balances" SET "assigned_to" = NEW."assigned_to" WHERE "project_id" = project."project_id";
    IF project."outstanding_paise" > 0 THEN
      FOR moved IN SELECT v.who, v.n FROM (VALUES (was, -1), (becomes, 1)) AS v(who, n) ORDER BY v.who LOOP
        PERFORM "billing_member_projects_add"(moved.who, moved.n);
      END LOOP;
    END IF;
    FOR moved IN
      SELECT v.who, s.day, sum(s.owing * v.sign)::bigint AS owing, sum(s.collected * v.sign)::bigint AS collected
      FROM (SELECT m."asked_on" AS day, m."owing_paise" AS owing, 0::bigint AS collected
            FROM "project_milestones" m WHERE m."project_id" = project."project_id" AND m."owing_paise" > 0
            UNION ALL
            SELECT y."received_on", 0, y."amount_paise" FROM "payments" y WHERE y."project_id" = project."project_id") AS s,
           (VALUES (was, -1), (becomes, 1)) AS v(who, sign)
      GROUP BY v.who, s.day ORDER BY v.who, s.day
    LOOP
      PERFORM "billing_member_day_add"(moved.who, moved.day, moved.owing, moved.collected);
    END LOOP;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "contact_submissions_project_assignee" AFTER UPDATE OF "assigned_to" ON "contact_submissions"
  FOR EACH ROW WHEN (OLD."assigned_to" IS DISTINCT FROM NEW."assigned_to") EXECUTE FUNCTION "project_balance_after_assignment"();
