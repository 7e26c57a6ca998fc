-- The project room (decision 174). The volatile default of room_key gives every project already
-- there a key of its own as the column is added: the backfill of their room links.
CREATE TABLE "room_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"user_agent" text,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_projects" ADD COLUMN "room_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_projects" ADD COLUMN "room_link_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "room_codes" ADD CONSTRAINT "room_codes_project_id_customer_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."customer_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_devices" ADD CONSTRAINT "room_devices_project_id_customer_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."customer_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_codes_project_idx" ON "room_codes" USING btree ("project_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "room_devices_token_hash_key" ON "room_devices" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "room_devices_project_idx" ON "room_devices" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_projects_room_key_key" ON "customer_projects" USING btree ("room_key");