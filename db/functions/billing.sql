-- Money that has changed hands and tax documents that were issued (decision 162): a payment is
-- never edited or deleted (a mistake is undone by a reversal, a row of its own), and an issued
-- receipt voucher, tax invoice or credit note never changes (a credit note corrects it). Current
-- definitions; the migrations keep their history (README.md).

CREATE OR REPLACE FUNCTION "billing_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are never changed or deleted', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "payments_never_change" BEFORE UPDATE OR DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "billing_refuse_change"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "tax_documents_never_change" BEFORE UPDATE OR DELETE ON "tax_documents"
  FOR EACH ROW EXECUTE FUNCTION "billing_refuse_change"();
--> statement-breakpoint
-- The sums 'Projects' and 'Payments' read (decision 168), kept as the money moves rather than summed
-- over payments and documents at every read. A milestone's `received_paise` and `invoiced_paise`
-- (and `invoiced_at`) move with each payment, reversal, tax invoice and credit note (rows that are
-- only ever inserted); `asked_on` and `owing_paise` follow from them as generated columns. A
-- project's `project_balances` row is recomputed from its milestones whenever one changes, and the
-- per-member sums (`billing_member_days`, `billing_member_projects`) move by the difference; a
-- lead handed to another member moves its projects' share of them. Every function takes its rows
-- in one order, the lead first (a share lock: its assignee cannot move meanwhile), then the
-- project's balance, the member's count, the member's days in day order; a reassignment locks the
-- lead by its UPDATE and then the same rows in the same order, so none waits for another in a circle.

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
