ALTER TABLE "users" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
-- A set-up begun before this version (a secret that was never confirmed) is a pending one now (decision 090).
UPDATE "users" SET "totp_pending_secret" = "totp_secret", "totp_secret" = NULL WHERE "totp_enabled_at" IS NULL AND "totp_secret" IS NOT NULL;
