CREATE TABLE "project_photos" (
	"project_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"media_id" uuid NOT NULL,
	CONSTRAINT "project_photos_project_id_position_pk" PRIMARY KEY("project_id","position")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"locality" text NOT NULL,
	"service" text NOT NULL,
	"property_type" text NOT NULL,
	"carpet_area" integer NOT NULL,
	"package" text NOT NULL,
	"budget" text NOT NULL,
	"style" text NOT NULL,
	"description" text NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_carpet_area_check" CHECK ("projects"."carpet_area" > 0)
);
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "alt_text" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "project_photos" ADD CONSTRAINT "project_photos_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_photos" ADD CONSTRAINT "project_photos_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_photos_media_id_idx" ON "project_photos" USING btree ("media_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_slug_key" ON "projects" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "projects_published_locality_idx" ON "projects" USING btree ("is_published","locality");