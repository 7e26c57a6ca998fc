-- pg_trgm serves the admin's lead search (substring match); PGlite loads it in db.server.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "sign_in_throttles" (
	"subject" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"lockouts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contact_submissions_search_trgm_idx" ON "contact_submissions" USING gin ((lower(name || E'\n' || email || E'\n' || phone || E'\n' || coalesce(location, '') || E'\n' || coalesce(service, ''))) gin_trgm_ops);