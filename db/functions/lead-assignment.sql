-- Lead assignment (decisions 110, 119, 134): who a new lead goes to, decided in the database as
-- it is inserted, and the same turn order for the Team screen's 'Share among the team'. The
-- TypeScript side (app/features/sales/assignment/) calls lead_workers and lead_takers_in_turn;
-- it writes neither rule again. Current definitions; the migrations keep their history (README.md).

-- Who works leads: members not deactivated whose role is Admin or Sales (an invited one too). A
-- returning customer's lead goes to their member while this holds (decision 110), and a
-- deactivated member's open leads may be handed to any of them (decision 119).
CREATE OR REPLACE FUNCTION "lead_workers"() RETURNS TABLE ("member_id" uuid) LANGUAGE sql STABLE AS $$
  SELECT u."id" FROM "users" AS u JOIN "user_roles" AS r ON r."user_id" = u."id"
  WHERE u."deactivated_at" IS NULL AND r."role" IN ('admin', 'sales')
$$;
--> statement-breakpoint
-- Who takes new leads, in the turn's order (decision 110): members who work leads, have 'Takes new
-- leads' on and have accepted their invite. `place` 1 is the first member after the turn's last
-- one (by when they joined, then id), wrapping round to the start. Daily limits are the caller's:
-- lead_assignee applies them, a hand-over does not (decision 119). A caller taking a turn locks
-- the turn's row first.
CREATE OR REPLACE FUNCTION "lead_takers_in_turn"() RETURNS TABLE ("member_id" uuid, "joined_at" timestamptz, "daily_lead_limit" integer, "place" bigint)
LANGUAGE sql STABLE AS $$
  SELECT u."id", u."created_at", u."daily_lead_limit",
         -- Those after the turn's last member first (false sorts before true), then from the start again.
         row_number() OVER (ORDER BY coalesce((u."created_at", u."id") <= (
           SELECT t."last_member_joined_at", t."last_member_id" FROM "lead_assignment_turn" AS t WHERE t."id" = 1
         ), false), u."created_at", u."id")
  FROM "users" AS u JOIN lead_workers() AS w ON w."member_id" = u."id"
  WHERE u."takes_leads" AND u."password_hash" <> '!invited'
$$;
--> statement-breakpoint
-- Who a new enquiry from `lead_person`, arriving `at`, goes to (decision 110), while anyone takes
-- new leads (otherwise nobody, no turn, no lock): the person's current member (of their latest
-- assigned enquiry) while they work leads, whatever their turn or limit; else the next member in
-- turn under their daily limit (their leads of that day, India time); else nobody. The turn's row
-- stays locked until the transaction ends, so concurrent enquiries take their turns one by one.
CREATE OR REPLACE FUNCTION "lead_assignee"(lead_person uuid, at timestamptz) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  current_assignee uuid;
  chosen record;
  day_start timestamptz := date_trunc('day', at AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata';
BEGIN
  -- Automatic assignment is on while someone takes new leads: otherwise nothing is assigned (not
  -- even a returning customer), no turn is taken and no lock.
  IF NOT EXISTS (SELECT 1 FROM lead_takers_in_turn()) THEN
    RETURN NULL;
  END IF;
  SELECT c."assigned_to" INTO current_assignee FROM "contact_submissions" AS c
  WHERE c."person_id" = lead_person AND c."assigned_to" IS NOT NULL
  ORDER BY c."created_at" DESC LIMIT 1;
  IF current_assignee IS NOT NULL AND EXISTS (SELECT 1 FROM lead_workers() AS w WHERE w."member_id" = current_assignee) THEN
    RETURN current_assignee;
  END IF;
  -- The turn's row is locked until the transaction ends, so concurrent enquiries take their turns
  -- one by one; lead_takers_in_turn reads it again in the next statement, which sees it as locked.
  PERFORM 1 FROM "lead_assignment_turn" AS t WHERE t."id" = 1 FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO "lead_assignment_turn" ("id") VALUES (1) ON CONFLICT DO NOTHING;
    PERFORM 1 FROM "lead_assignment_turn" AS t WHERE t."id" = 1 FOR UPDATE;
  END IF;
  SELECT m."member_id", m."joined_at" INTO chosen FROM lead_takers_in_turn() AS m
  WHERE m."daily_lead_limit" IS NULL OR (
    SELECT count(*) FROM "contact_submissions" AS c
    WHERE c."assigned_to" = m."member_id" AND c."created_at" >= day_start AND c."created_at" < day_start + interval '1 day'
  ) < m."daily_lead_limit"
  ORDER BY m."place"
  LIMIT 1;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  UPDATE "lead_assignment_turn"
  SET "last_member_id" = chosen."member_id", "last_member_joined_at" = chosen."joined_at", "updated_at" = now()
  WHERE "id" = 1;
  RETURN chosen."member_id";
END $$;
--> statement-breakpoint
-- A lead inserted without an assignee, and not stored already (a spooled lead replayed), takes
-- its assignee from lead_assignee. The lead store writes its 'assigned' event in the same statement.
CREATE OR REPLACE FUNCTION "contact_submissions_person_assignee"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."assigned_to" IS NULL AND NOT EXISTS (SELECT 1 FROM "contact_submissions" WHERE "id" = NEW."id") THEN
    NEW."assigned_to" := lead_assignee(NEW."person_id", NEW."created_at");
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- After "contact_submissions_person" (triggers of one event run in name order): the person is known.
CREATE OR REPLACE TRIGGER "contact_submissions_person_assignee" BEFORE INSERT ON "contact_submissions"
  FOR EACH ROW EXECUTE FUNCTION "contact_submissions_person_assignee"();
