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
