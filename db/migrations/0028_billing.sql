CREATE TABLE "billing_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"upi_id" text DEFAULT '' NOT NULL,
	"payee_name" text DEFAULT '' NOT NULL,
	"bank_account_name" text DEFAULT '' NOT NULL,
	"bank_account_number" text DEFAULT '' NOT NULL,
	"bank_ifsc" text DEFAULT '' NOT NULL,
	"sac_design" text DEFAULT '998391' NOT NULL,
	"sac_works" text DEFAULT '9954' NOT NULL,
	"reminder_after_days" integer DEFAULT 3 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_settings_one_row" CHECK ("billing_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "change_order_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"change_order_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal_paise" bigint NOT NULL,
	"discount_paise" bigint NOT NULL,
	"tax_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"delta_paise" bigint NOT NULL,
	"spread" text DEFAULT 'open_milestones' NOT NULL,
	"link_hash" text,
	"link_sealed" text,
	"link_expires_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"sent_by" uuid,
	"accepted_at" timestamp with time zone,
	"accepted_name" text,
	"accepted_ip" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "change_orders_status_check" CHECK ("change_orders"."status" in ('draft', 'sent', 'accepted', 'withdrawn')),
	CONSTRAINT "change_orders_spread_check" CHECK ("change_orders"."spread" in ('open_milestones', 'own_milestone')),
	CONSTRAINT "change_orders_number_check" CHECK ("change_orders"."number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "customer_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"person_id" uuid,
	"contract_version_id" uuid NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_address" text DEFAULT '' NOT NULL,
	"customer_gstin" text,
	"site_address" text DEFAULT '' NOT NULL,
	"place_of_supply" text,
	"original_value_paise" bigint NOT NULL,
	"current_value_paise" bigint NOT NULL,
	"accepted_offline" boolean DEFAULT false NOT NULL,
	"acceptance_scan_media_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_projects_place_of_supply_check" CHECK ("customer_projects"."place_of_supply" ~ '^[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "document_mails" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"document_id" uuid NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_series" (
	"kind" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_series_kind_financial_year_pk" PRIMARY KEY("kind","financial_year"),
	CONSTRAINT "document_series_kind_check" CHECK ("document_series"."kind" in ('receipt_voucher', 'tax_invoice', 'credit_note'))
);
--> statement-breakpoint
CREATE TABLE "gateway_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"milestone_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"reverses_payment_id" uuid,
	"reason" text,
	"received_on" date NOT NULL,
	"mode" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"proof_media_id" uuid,
	"source" text DEFAULT 'staff' NOT NULL,
	"gateway_payment_id" text,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_mode_check" CHECK ("payments"."mode" in ('upi', 'bank_transfer', 'cheque', 'cash', 'card', 'online')),
	CONSTRAINT "payments_source_check" CHECK ("payments"."source" in ('staff', 'gateway')),
	CONSTRAINT "payments_reversal_check" CHECK (("payments"."reverses_payment_id" is null and "payments"."amount_paise" > 0) or ("payments"."reverses_payment_id" is not null and "payments"."amount_paise" < 0 and "payments"."reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "project_milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint DEFAULT 0 NOT NULL,
	"sgst_paise" bigint DEFAULT 0 NOT NULL,
	"igst_paise" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"requested_at" timestamp with time zone,
	"pay_link_hash" text,
	"pay_link_sealed" text,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"last_reminder_at" timestamp with time zone,
	"change_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_milestones_status_check" CHECK ("project_milestones"."status" in ('open', 'requested', 'invoiced')),
	CONSTRAINT "project_milestones_split_check" CHECK ("project_milestones"."amount_paise" = "project_milestones"."taxable_paise" + "project_milestones"."cgst_paise" + "project_milestones"."sgst_paise" + "project_milestones"."igst_paise")
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"serial" integer NOT NULL,
	"issued_on" date NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"project_id" uuid NOT NULL,
	"milestone_id" uuid,
	"payment_id" uuid,
	"corrects_document_id" uuid,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint DEFAULT 0 NOT NULL,
	"sgst_paise" bigint DEFAULT 0 NOT NULL,
	"igst_paise" bigint DEFAULT 0 NOT NULL,
	"total_paise" bigint NOT NULL,
	"particulars" jsonb NOT NULL,
	"issued_by" uuid,
	CONSTRAINT "tax_documents_kind_check" CHECK ("tax_documents"."kind" in ('receipt_voucher', 'tax_invoice', 'credit_note')),
	CONSTRAINT "tax_documents_number_check" CHECK (char_length("tax_documents"."number") <= 16),
	CONSTRAINT "tax_documents_total_check" CHECK ("tax_documents"."total_paise" = "tax_documents"."taxable_paise" + "tax_documents"."cgst_paise" + "tax_documents"."sgst_paise" + "tax_documents"."igst_paise")
);
--> statement-breakpoint
ALTER TABLE "lead_events" DROP CONSTRAINT "lead_events_kind_check";--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_order_codes" ADD CONSTRAINT "change_order_codes_change_order_id_change_orders_id_fk" FOREIGN KEY ("change_order_id") REFERENCES "public"."change_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_orders" ADD CONSTRAINT "change_orders_project_id_customer_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."customer_projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_orders" ADD CONSTRAINT "change_orders_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_orders" ADD CONSTRAINT "change_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_projects" ADD CONSTRAINT "customer_projects_lead_id_contact_submissions_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."contact_submissions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_projects" ADD CONSTRAINT "customer_projects_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_projects" ADD CONSTRAINT "customer_projects_contract_version_id_quotation_versions_id_fk" FOREIGN KEY ("contract_version_id") REFERENCES "public"."quotation_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_projects" ADD CONSTRAINT "customer_projects_acceptance_scan_media_id_media_id_fk" FOREIGN KEY ("acceptance_scan_media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_projects" ADD CONSTRAINT "customer_projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_mails" ADD CONSTRAINT "document_mails_document_id_tax_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."tax_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_project_id_customer_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."customer_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_milestone_id_project_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."project_milestones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reverses_payment_id_payments_id_fk" FOREIGN KEY ("reverses_payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_proof_media_id_media_id_fk" FOREIGN KEY ("proof_media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_milestones" ADD CONSTRAINT "project_milestones_project_id_customer_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."customer_projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_milestones" ADD CONSTRAINT "project_milestones_change_order_id_change_orders_id_fk" FOREIGN KEY ("change_order_id") REFERENCES "public"."change_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_project_id_customer_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."customer_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_milestone_id_project_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."project_milestones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_corrects_document_id_tax_documents_id_fk" FOREIGN KEY ("corrects_document_id") REFERENCES "public"."tax_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_order_codes_order_idx" ON "change_order_codes" USING btree ("change_order_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "change_orders_number_key" ON "change_orders" USING btree ("project_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "change_orders_link_hash_key" ON "change_orders" USING btree ("link_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_projects_lead_id_key" ON "customer_projects" USING btree ("lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_projects_contract_version_id_key" ON "customer_projects" USING btree ("contract_version_id");--> statement-breakpoint
CREATE INDEX "customer_projects_created_idx" ON "customer_projects" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "document_mails_document_idx" ON "document_mails" USING btree ("document_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_project_idx" ON "payments" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_milestone_idx" ON "payments" USING btree ("milestone_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reverses_payment_id_key" ON "payments" USING btree ("reverses_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_payment_id_key" ON "payments" USING btree ("gateway_payment_id") WHERE "payments"."gateway_payment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "project_milestones_position_key" ON "project_milestones" USING btree ("project_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "project_milestones_pay_link_hash_key" ON "project_milestones" USING btree ("pay_link_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_number_key" ON "tax_documents" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_serial_key" ON "tax_documents" USING btree ("kind","financial_year","serial");--> statement-breakpoint
CREATE INDEX "tax_documents_project_idx" ON "tax_documents" USING btree ("project_id","issued_at");--> statement-breakpoint
CREATE INDEX "tax_documents_milestone_idx" ON "tax_documents" USING btree ("milestone_id");--> statement-breakpoint
CREATE INDEX "tax_documents_payment_idx" ON "tax_documents" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_one_invoice_idx" ON "tax_documents" USING btree ("milestone_id") WHERE "tax_documents"."kind" = 'tax_invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_one_voucher_idx" ON "tax_documents" USING btree ("payment_id") WHERE "tax_documents"."kind" = 'receipt_voucher';--> statement-breakpoint
CREATE INDEX "tax_documents_corrects_idx" ON "tax_documents" USING btree ("corrects_document_id");--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_kind_check" CHECK ("lead_events"."kind" in ('created', 'notified', 'notification_failed', 'notification_skipped', 'status_changed', 'stage_changed', 'quotation_sent', 'quotation_accepted', 'quotation_link_revoked', 'note_added', 'follow_up_set', 'follow_up_done', 'assigned', 'merged', 'edited', 'call_logged', 'site_visit', 'whatsapp_sent', 'project_created', 'payment_recorded', 'payment_reversed', 'document_issued'));--> statement-breakpoint
-- Payments and issued GST documents are never changed nor deleted (decision 162): a payment's
-- mistake is a reversing row, a document's a credit note.
CREATE FUNCTION "billing_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are never changed or deleted', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER "payments_never_change" BEFORE UPDATE OR DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "billing_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "tax_documents_never_change" BEFORE UPDATE OR DELETE ON "tax_documents"
  FOR EACH ROW EXECUTE FUNCTION "billing_refuse_change"();
--> statement-breakpoint
INSERT INTO "billing_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
