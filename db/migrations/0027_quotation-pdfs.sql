CREATE TABLE "quotation_pdfs" (
	"version_id" uuid PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"data" "bytea" NOT NULL,
	"rendered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotation_pdfs" ADD CONSTRAINT "quotation_pdfs_version_id_quotation_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."quotation_versions"("id") ON DELETE cascade ON UPDATE no action;