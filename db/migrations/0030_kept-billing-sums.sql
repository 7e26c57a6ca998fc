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
-- Backfill (decision 168): every milestone's sums and every project's balance, before the triggers keep them.
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
           FROM "project_milestones" GROUP BY "project_id") s ON s."project_id" = cp."id";
--> statement-breakpoint
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
