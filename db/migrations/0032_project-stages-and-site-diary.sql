CREATE TABLE "diary_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"entry_on" date NOT NULL,
	"stage_id" uuid,
	"note" text NOT NULL,
	"progress_percent" integer NOT NULL,
	"blocking" text DEFAULT '' NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diary_entries_progress_check" CHECK ("diary_entries"."progress_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "project_plans" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"move_in_on" date,
	"designer_id" uuid,
	"site_supervisor_id" uuid,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"planned_on" date,
	"actual_on" date,
	"milestone_id" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"stage_labels" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_settings_one_row" CHECK ("work_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "user_roles" DROP CONSTRAINT "user_roles_role_check";--> statement-breakpoint
ALTER TABLE "diary_entries" ADD CONSTRAINT "diary_entries_project_id_customer_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."customer_projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_entries" ADD CONSTRAINT "diary_entries_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_entries" ADD CONSTRAINT "diary_entries_stage_id_project_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."project_stages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_plans" ADD CONSTRAINT "project_plans_project_id_customer_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."customer_projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_plans" ADD CONSTRAINT "project_plans_designer_id_users_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_plans" ADD CONSTRAINT "project_plans_site_supervisor_id_users_id_fk" FOREIGN KEY ("site_supervisor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_plans" ADD CONSTRAINT "project_plans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_stages" ADD CONSTRAINT "project_stages_project_id_customer_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."customer_projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_stages" ADD CONSTRAINT "project_stages_milestone_id_project_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."project_milestones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_stages" ADD CONSTRAINT "project_stages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_settings" ADD CONSTRAINT "work_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "diary_entries_idempotency_key" ON "diary_entries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "diary_entries_project_idx" ON "diary_entries" USING btree ("project_id","entry_on","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "project_stages_position_key" ON "project_stages" USING btree ("project_id","position");--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_check" CHECK ("user_roles"."role" in ('admin', 'editor', 'sales', 'site'));--> statement-breakpoint
-- Every project made before has its plan and the default stages (decision 172), as a new one gets them.
INSERT INTO "project_plans" ("project_id") SELECT "id" FROM "customer_projects" ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "project_stages" ("project_id", "position", "label")
SELECT p."id", s."position", s."label"
FROM "customer_projects" p
CROSS JOIN (VALUES (1, 'Design sign-off'), (2, 'Production'), (3, 'Delivery'), (4, 'Installation'), (5, 'Handover')) AS s("position", "label")
ON CONFLICT DO NOTHING;
