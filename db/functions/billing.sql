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
-- project's `project_balances` row is recomputed from its milestones when the transaction that
-- changed one commits (a deferred trigger: the last row a payment, a document or a change order
-- locks, so it adds no lock-order circle with a lead's reassignment, which moves `assigned_to`).

-- A payment or a reversal adds its amount to what its milestone received.
CREATE OR REPLACE FUNCTION "billing_payment_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "project_milestones" SET "received_paise" = "received_paise" + NEW."amount_paise" WHERE "id" = NEW."milestone_id";
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
-- A project's balance row from its milestones as they stand.
CREATE OR REPLACE FUNCTION "project_balance_refresh"(project uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE "project_balances" AS b
  SET "invoiced_paise" = s.invoiced, "received_paise" = s.received, "due_paise" = s.due, "outstanding_paise" = s.outstanding
  FROM (SELECT coalesce(sum(m."invoiced_paise"), 0) AS invoiced, coalesce(sum(m."received_paise"), 0) AS received,
               coalesce(sum(greatest(0, m."invoiced_paise" - m."received_paise")) FILTER (WHERE m."status" = 'invoiced'), 0) AS due,
               coalesce(sum(m."owing_paise"), 0) AS outstanding
        FROM "project_milestones" m WHERE m."project_id" = project) AS s
  WHERE b."project_id" = project
    AND (b."invoiced_paise", b."received_paise", b."due_paise", b."outstanding_paise") IS DISTINCT FROM (s.invoiced, s.received, s.due, s.outstanding)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "project_balance_after_milestone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "project_balance_refresh"(CASE WHEN TG_OP = 'DELETE' THEN OLD."project_id" ELSE NEW."project_id" END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE CONSTRAINT TRIGGER "project_milestones_kept_balance" AFTER INSERT OR UPDATE OR DELETE ON "project_milestones"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "project_balance_after_milestone"();
--> statement-breakpoint
-- A new project's balance row, with its lead's assignee (read under a share lock, so an assignment
-- being changed at that moment is waited for and seen).
CREATE OR REPLACE FUNCTION "project_balance_after_project"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "project_balances" ("project_id", "assigned_to", "created_at")
  VALUES (NEW."id", (SELECT c."assigned_to" FROM "contact_submissions" c WHERE c."id" = NEW."lead_id" FOR SHARE), NEW."created_at")
  ON CONFLICT ("project_id") DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "customer_projects_kept_balance" AFTER INSERT ON "customer_projects"
  FOR EACH ROW EXECUTE FUNCTION "project_balance_after_project"();
--> statement-breakpoint
-- A lead handed to another member (or to nobody) takes its project's figures with it.
CREATE OR REPLACE FUNCTION "project_balance_after_assignment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "project_balances" SET "assigned_to" = NEW."assigned_to"
  WHERE "project_id" IN (SELECT p."id" FROM "customer_projects" p WHERE p."lead_id" = NEW."id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "contact_submissions_project_assignee" AFTER UPDATE OF "assigned_to" ON "contact_submissions"
  FOR EACH ROW WHEN (OLD."assigned_to" IS DISTINCT FROM NEW."assigned_to") EXECUTE FUNCTION "project_balance_after_assignment"();
