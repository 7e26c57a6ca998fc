CREATE TABLE "lead_assignment_turn" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_member_id" uuid,
	"last_member_joined_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_assignment_turn_one_row" CHECK ("lead_assignment_turn"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "lead_events" DROP CONSTRAINT "lead_events_kind_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "takes_leads" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "daily_lead_limit" integer;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_kind_check" CHECK ("lead_events"."kind" in ('created', 'notified', 'notification_failed', 'notification_skipped', 'status_changed', 'stage_changed', 'quotation_sent', 'quotation_accepted', 'quotation_link_revoked', 'note_added', 'follow_up_set', 'follow_up_done', 'assigned', 'merged', 'edited', 'call_logged'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_daily_lead_limit_check" CHECK ("users"."daily_lead_limit" is null or "users"."daily_lead_limit" > 0);--> statement-breakpoint
-- hand-written
-- Automatic assignment (decision 110). The turn's one row.
INSERT INTO "lead_assignment_turn" ("id") VALUES (1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Who a new enquiry from `lead_person`, arriving at `at`, goes to, while anyone takes new leads: the person's current assignee
-- (the member of their latest assigned enquiry) while that member is an active Admin or Sales
-- member; otherwise the next member in turn (ordered by when they joined, then id) among those
-- who take new leads, are active, have accepted their invite and are under their daily limit
-- (leads that arrived that day, India time, that are theirs); null when nobody is. The turn's row
-- is locked until the transaction ends, so concurrent enquiries take their turns one by one.
CREATE FUNCTION "lead_assignee"(lead_person uuid, at timestamptz) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  current_assignee uuid;
  turn record;
  chosen record;
  day_start timestamptz := date_trunc('day', at AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata';
BEGIN
  -- Automatic assignment is on while someone takes new leads: otherwise nothing is assigned (not
  -- even a returning customer), no turn is taken and no lock.
  IF NOT EXISTS (
    SELECT 1 FROM "users" AS u JOIN "user_roles" AS r ON r."user_id" = u."id"
    WHERE u."takes_leads" AND u."deactivated_at" IS NULL AND u."password_hash" <> '!invited' AND r."role" IN ('admin', 'sales')
  ) THEN
    RETURN NULL;
  END IF;
  SELECT c."assigned_to" INTO current_assignee FROM "contact_submissions" AS c
  WHERE c."person_id" = lead_person AND c."assigned_to" IS NOT NULL
  ORDER BY c."created_at" DESC LIMIT 1;
  IF current_assignee IS NOT NULL AND EXISTS (
    SELECT 1 FROM "users" AS u JOIN "user_roles" AS r ON r."user_id" = u."id"
    WHERE u."id" = current_assignee AND u."deactivated_at" IS NULL AND r."role" IN ('admin', 'sales')
  ) THEN
    RETURN current_assignee;
  END IF;
  SELECT t."last_member_id", t."last_member_joined_at" INTO turn FROM "lead_assignment_turn" AS t WHERE t."id" = 1 FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO "lead_assignment_turn" ("id") VALUES (1) ON CONFLICT DO NOTHING;
    SELECT t."last_member_id", t."last_member_joined_at" INTO turn FROM "lead_assignment_turn" AS t WHERE t."id" = 1 FOR UPDATE;
  END IF;
  SELECT u."id", u."created_at" INTO chosen
  FROM "users" AS u JOIN "user_roles" AS r ON r."user_id" = u."id"
  WHERE u."takes_leads" AND u."deactivated_at" IS NULL AND u."password_hash" <> '!invited' AND r."role" IN ('admin', 'sales')
    AND (u."daily_lead_limit" IS NULL OR (
      SELECT count(*) FROM "contact_submissions" AS c
      WHERE c."assigned_to" = u."id" AND c."created_at" >= day_start AND c."created_at" < day_start + interval '1 day'
    ) < u."daily_lead_limit")
  -- Those after the last one first (false sorts before true), then from the start again.
  ORDER BY coalesce((u."created_at", u."id") <= (turn."last_member_joined_at", turn."last_member_id"), false), u."created_at", u."id"
  LIMIT 1;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  UPDATE "lead_assignment_turn"
  SET "last_member_id" = chosen."id", "last_member_joined_at" = chosen."created_at", "updated_at" = now()
  WHERE "id" = 1;
  RETURN chosen."id";
END $$;
--> statement-breakpoint
-- Runs after "contact_submissions_person" (triggers of one event run in name order), so the
-- enquiry's person is known. A lead inserted with an assignee, or whose id is stored already (a
-- spooled lead replayed), takes no turn.
CREATE FUNCTION "contact_submissions_person_assignee"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."assigned_to" IS NULL AND NOT EXISTS (SELECT 1 FROM "contact_submissions" WHERE "id" = NEW."id") THEN
    NEW."assigned_to" := lead_assignee(NEW."person_id", NEW."created_at");
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "contact_submissions_person_assignee" BEFORE INSERT ON "contact_submissions"
  FOR EACH ROW EXECUTE FUNCTION "contact_submissions_person_assignee"();
--> statement-breakpoint
-- A lead's first contact ('Reports', time to first contact) is its first event of a contacting
-- kind: a status change, a note, or a logged call (decision 112).
CREATE OR REPLACE FUNCTION "lead_events_first_contact"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "contact_submissions" AS c SET "first_contact_at" = e.first
  FROM (SELECT "lead_id", min("created_at") AS first FROM new_rows
        WHERE "kind" IN ('status_changed', 'note_added', 'call_logged') GROUP BY "lead_id" ORDER BY "lead_id") AS e
  WHERE c."id" = e."lead_id" AND (c."first_contact_at" IS NULL OR c."first_contact_at" > e.first);
  RETURN NULL;
END $$;
