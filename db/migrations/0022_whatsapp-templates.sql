CREATE TABLE "whatsapp_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"body" text NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotation_versions" ADD COLUMN "link_sealed" text;--> statement-breakpoint
ALTER TABLE "whatsapp_templates" ADD CONSTRAINT "whatsapp_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_templates" ADD CONSTRAINT "whatsapp_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_templates_name_key" ON "whatsapp_templates" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "contact_submissions_assigned_to_response_due_idx" ON "contact_submissions" USING btree ("assigned_to","response_due_at") WHERE "contact_submissions"."first_contact_at" is null and "contact_submissions"."response_due_at" is not null and "contact_submissions"."assigned_to" is not null;--> statement-breakpoint
CREATE INDEX "contact_submissions_new_unassigned_idx" ON "contact_submissions" USING btree ("created_at" DESC NULLS LAST) WHERE "contact_submissions"."assigned_to" is null and "contact_submissions"."status" = 'new';--> statement-breakpoint
CREATE INDEX "site_visits_booked_starts_at_idx" ON "site_visits" USING btree ("starts_at") WHERE "site_visits"."status" = 'booked';
