CREATE TABLE "private_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"store" text NOT NULL,
	"content_type" text NOT NULL,
	"variants" jsonb NOT NULL,
	"bytes" bigint NOT NULL,
	"original_bytes" integer NOT NULL,
	"taken_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "private_files_owner_kind_check" CHECK ("private_files"."owner_kind" in ('customer_project')),
	CONSTRAINT "private_files_purpose_check" CHECK ("private_files"."purpose" in ('payment_proof')),
	CONSTRAINT "private_files_store_check" CHECK ("private_files"."store" in ('local', 's3'))
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_proof_media_id_media_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "proof_file_id" uuid;--> statement-breakpoint
ALTER TABLE "private_files" ADD CONSTRAINT "private_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "private_files_owner_idx" ON "private_files" USING btree ("owner_kind","owner_id","created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_proof_file_id_private_files_id_fk" FOREIGN KEY ("proof_file_id") REFERENCES "public"."private_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "proof_media_id";