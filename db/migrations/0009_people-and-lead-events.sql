-- People behind the enquiries, the typed lead timeline and the form each lead came from
-- (decisions 077 and 078). Existing leads get their people, their 'created' event and their form;
-- notes, the lead actions of the audit log and the finished notifications become events.
CREATE TABLE "lead_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_events_kind_check" CHECK ("lead_events"."kind" in ('created', 'notified', 'notification_failed', 'notification_skipped', 'status_changed', 'note_added', 'follow_up_set', 'follow_up_done', 'assigned', 'merged', 'edited'))
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_contacts" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"person_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_contacts_kind_check" CHECK ("person_contacts"."kind" in ('email', 'phone'))
);
--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "person_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "possible_duplicate_of" uuid;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "form" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "page_path" text;--> statement-breakpoint
-- One rule for phone numbers everywhere (the insert trigger, this migration, the search, the
-- indexes): Indian numbers become +91 and ten digits however they were written; any other number
-- keeps its digits, with the + it was written with. Immutable, so an index can be built on it.
CREATE FUNCTION "normalize_phone"(raw text) RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
DECLARE
  d text := regexp_replace(raw, '[^0-9]', '', 'g');
  n int := length(d);
BEGIN
  IF n = 0 THEN RETURN NULL; END IF;
  IF n = 10 AND left(d, 1) <> '0' THEN RETURN '+91' || d; END IF;
  IF n = 11 AND left(d, 1) = '0' AND substr(d, 2, 1) <> '0' THEN RETURN '+91' || substr(d, 2); END IF;
  IF n = 12 AND left(d, 2) = '91' AND substr(d, 3, 1) <> '0' THEN RETURN '+91' || substr(d, 3); END IF;
  IF n = 13 AND left(d, 3) = '910' AND substr(d, 4, 1) <> '0' THEN RETURN '+91' || substr(d, 4); END IF;
  IF n = 14 AND left(d, 4) = '0091' AND substr(d, 5, 1) <> '0' THEN RETURN '+91' || substr(d, 5); END IF;
  IF left(ltrim(raw), 1) = '+' THEN RETURN '+' || d; END IF;
  RETURN d;
END $$;
--> statement-breakpoint
-- The person an enquiry belongs to: the one known by its e-mail or its phone, or a new one. When
-- the e-mail belongs to one person and the phone to another, the earlier of the two, and the other
-- comes back as `duplicate_of` ('Possible duplicate'). The enquiry's e-mail and phone are added to
-- its person when nobody has them yet. Two transactions that create the same new person at once:
-- the one that loses the race for the contact joins the winner's person instead.
CREATE FUNCTION "person_for_enquiry"(lead_email text, lead_phone text, lead_name text, at timestamptz, OUT person uuid, OUT duplicate_of uuid)
LANGUAGE plpgsql AS $$
DECLARE
  email_key text := nullif(lower(btrim(lead_email)), '');
  phone_key text := normalize_phone(lead_phone);
  by_email uuid;
  by_phone uuid;
  created boolean := false;
BEGIN
  SELECT c.person_id INTO by_email FROM person_contacts c WHERE c.kind = 'email' AND c.value = email_key;
  SELECT c.person_id INTO by_phone FROM person_contacts c WHERE c.kind = 'phone' AND c.value = phone_key;
  IF by_email IS NULL AND by_phone IS NULL THEN
    INSERT INTO people (name, created_at) VALUES (lead_name, at) RETURNING id INTO person;
    created := true;
  ELSIF by_email IS NOT NULL AND by_phone IS NOT NULL AND by_email <> by_phone THEN
    SELECT p.id INTO person FROM people p WHERE p.id IN (by_email, by_phone) ORDER BY p.created_at, p.id LIMIT 1;
    duplicate_of := CASE WHEN person = by_email THEN by_phone ELSE by_email END;
  ELSE
    person := coalesce(by_email, by_phone);
  END IF;
  INSERT INTO person_contacts (kind, value, person_id, created_at)
  SELECT k.kind, k.value, person, at FROM (VALUES ('email', email_key), ('phone', phone_key)) AS k(kind, value)
  WHERE k.value IS NOT NULL
  ON CONFLICT (kind, value) DO NOTHING;
  IF created THEN
    SELECT c.person_id INTO by_email FROM person_contacts c WHERE c.kind = 'email' AND c.value = email_key;
    SELECT c.person_id INTO by_phone FROM person_contacts c WHERE c.kind = 'phone' AND c.value = phone_key;
    IF by_email IS DISTINCT FROM person AND by_phone IS DISTINCT FROM person THEN
      DELETE FROM people p WHERE p.id = person;
      person := coalesce(by_email, by_phone);
    END IF;
  END IF;
END $$;
--> statement-breakpoint
-- Existing leads join their people as each would have as a new enquiry, oldest first, worked out
-- set by set instead of lead by lead: a key's owner is the person of the first lead that had it, so
-- a lead's person follows from the people of the first leads of its e-mail and its phone.
CREATE TEMPORARY TABLE "lead_keys" AS
SELECT s.*,
       CASE WHEN s.ek IS NOT NULL THEN min(s.n) OVER (PARTITION BY s.ek) END AS fe,
       CASE WHEN s.pk IS NOT NULL THEN min(s.n) OVER (PARTITION BY s.pk) END AS fp,
       NULL::bigint AS founder,
       NULL::bigint AS duplicate_founder
FROM (SELECT "id" AS lead_id, "name", "created_at", row_number() OVER (ORDER BY "created_at", "id") AS n,
             nullif(lower(btrim("email")), '') AS ek, normalize_phone("phone") AS pk
      FROM "contact_submissions") AS s;
--> statement-breakpoint
CREATE UNIQUE INDEX ON "lead_keys" (n);
--> statement-breakpoint
-- A lead that is the first with each of its keys starts a person of its own.
UPDATE "lead_keys" SET founder = n WHERE (fe IS NULL OR fe = n) AND (fp IS NULL OR fp = n);
--> statement-breakpoint
-- The others join the person of the first lead with their e-mail or their phone, or, when those
-- are two people, the earlier one (the other is the 'Possible duplicate'); resolved in rounds,
-- since a first lead's own person may depend on an earlier lead's.
DO $$
DECLARE resolved bigint;
BEGIN
  LOOP
    UPDATE "lead_keys" AS l
    SET founder = CASE WHEN r.ef IS NOT NULL AND r.pf IS NOT NULL THEN least(r.ef, r.pf) ELSE coalesce(r.ef, r.pf) END,
        duplicate_founder = CASE WHEN r.ef <> r.pf THEN greatest(r.ef, r.pf) END
    FROM (SELECT x.n, e.founder AS ef, p.founder AS pf
          FROM "lead_keys" x
          LEFT JOIN "lead_keys" e ON e.n = x.fe AND x.fe < x.n
          LEFT JOIN "lead_keys" p ON p.n = x.fp AND x.fp < x.n
          WHERE x.founder IS NULL
            AND (x.fe IS NULL OR x.fe = x.n OR e.founder IS NOT NULL)
            AND (x.fp IS NULL OR x.fp = x.n OR p.founder IS NOT NULL)) AS r
    WHERE l.n = r.n;
    GET DIAGNOSTICS resolved = ROW_COUNT;
    EXIT WHEN resolved = 0;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE TEMPORARY TABLE "founders" AS
SELECT n, gen_random_uuid() AS person_id, "name", "created_at" FROM "lead_keys" WHERE founder = n;
--> statement-breakpoint
CREATE UNIQUE INDEX ON "founders" (n);
--> statement-breakpoint
INSERT INTO "people" ("id", "name", "created_at") SELECT person_id, "name", "created_at" FROM "founders";
--> statement-breakpoint
INSERT INTO "person_contacts" ("kind", "value", "person_id", "created_at")
SELECT 'email', l.ek, f.person_id, l."created_at" FROM "lead_keys" l JOIN "founders" f ON f.n = l.founder WHERE l.fe = l.n
UNION ALL
SELECT 'phone', l.pk, f.person_id, l."created_at" FROM "lead_keys" l JOIN "founders" f ON f.n = l.founder WHERE l.fp = l.n;
--> statement-breakpoint
-- Keys and links once the rows are in: one check each instead of one per row.
ALTER TABLE "person_contacts" ADD CONSTRAINT "person_contacts_kind_value_pk" PRIMARY KEY("kind","value");--> statement-breakpoint
ALTER TABLE "person_contacts" ADD CONSTRAINT "person_contacts_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "person_contacts_person_id_idx" ON "person_contacts" USING btree ("person_id");--> statement-breakpoint
-- One pass over the leads: their person, and which form each came from (by the source each form
-- writes). The search and date indexes are built again afterwards, which is quicker than keeping
-- them up to date through a change of every lead.
DROP INDEX "contact_submissions_search_trgm_idx";--> statement-breakpoint
DROP INDEX "contact_submissions_created_at_idx";--> statement-breakpoint
DROP INDEX "contact_submissions_status_created_at_idx";--> statement-breakpoint
DROP INDEX "contact_submissions_email_key_idx";--> statement-breakpoint
DROP INDEX "contact_submissions_phone_key_idx";--> statement-breakpoint
-- The daily counts are counted again below, so the update does not move them lead by lead.
ALTER TABLE "contact_submissions" DISABLE TRIGGER "contact_submissions_counts_update";--> statement-breakpoint
UPDATE "contact_submissions" AS c
SET "person_id" = f.person_id,
    "possible_duplicate_of" = d.person_id,
    "form" = CASE c."source"
      WHEN 'price calculator' THEN 'calculator'
      WHEN 'mobile price calculator' THEN 'quick-quote'
      WHEN 'service card' THEN 'service-card'
      WHEN 'popup form' THEN 'popup'
      WHEN 'cta section' THEN 'cta'
      WHEN 'contact_page' THEN 'contact'
      WHEN 'Corporate Page' THEN 'corporate'
    END
FROM "lead_keys" l JOIN "founders" f ON f.n = l.founder LEFT JOIN "founders" d ON d.n = l.duplicate_founder
WHERE c."id" = l.lead_id;
--> statement-breakpoint
ALTER TABLE "contact_submissions" ENABLE TRIGGER "contact_submissions_counts_update";--> statement-breakpoint
DROP TABLE "lead_keys";--> statement-breakpoint
DROP TABLE "founders";--> statement-breakpoint
CREATE INDEX "contact_submissions_created_at_idx" ON "contact_submissions" USING btree ("created_at" DESC NULLS LAST,"first_contact_at");--> statement-breakpoint
CREATE INDEX "contact_submissions_status_created_at_idx" ON "contact_submissions" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_submissions_search_trgm_idx" ON "contact_submissions" USING gin ((lower(name || E'\n' || email || E'\n' || phone || E'\n' || coalesce(location, '') || E'\n' || coalesce(service, ''))) gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "contact_submissions" ALTER COLUMN "person_id" SET DEFAULT null;--> statement-breakpoint
ALTER TABLE "contact_submissions" ALTER COLUMN "person_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_possible_duplicate_of_people_id_fk" FOREIGN KEY ("possible_duplicate_of") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_form_check" CHECK ("contact_submissions"."form" in ('calculator', 'quick-quote', 'service-card', 'popup', 'cta', 'contact', 'corporate', 'staff'));--> statement-breakpoint
CREATE INDEX "contact_submissions_person_id_created_at_idx" ON "contact_submissions" USING btree ("person_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_submissions_phone_normalized_idx" ON "contact_submissions" USING btree (normalize_phone("phone"));--> statement-breakpoint
CREATE INDEX "contact_submissions_email_normalized_idx" ON "contact_submissions" USING btree (nullif(lower(btrim("email")), ''));--> statement-breakpoint
CREATE INDEX "contact_submissions_possible_duplicate_of_idx" ON "contact_submissions" USING btree ("possible_duplicate_of") WHERE "contact_submissions"."possible_duplicate_of" is not null;--> statement-breakpoint
-- Every new enquiry joins its person before it is stored, whichever way it is inserted.
CREATE FUNCTION "contact_submissions_person"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."person_id" IS NULL THEN
    SELECT found.person, found.duplicate_of INTO NEW."person_id", NEW."possible_duplicate_of"
    FROM person_for_enquiry(NEW."email", NEW."phone", NEW."name", NEW."created_at") AS found;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "contact_submissions_person" BEFORE INSERT ON "contact_submissions"
  FOR EACH ROW EXECUTE FUNCTION "contact_submissions_person"();
--> statement-breakpoint
-- A lead's first contact ('Reports', time to first contact) is its first event of a contacting
-- kind: a status change or a note.
CREATE FUNCTION "lead_events_first_contact"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "contact_submissions" AS c SET "first_contact_at" = e.first
  FROM (SELECT "lead_id", min("created_at") AS first FROM new_rows
        WHERE "kind" IN ('status_changed', 'note_added') GROUP BY "lead_id" ORDER BY "lead_id") AS e
  WHERE c."id" = e."lead_id" AND (c."first_contact_at" IS NULL OR c."first_contact_at" > e.first);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "lead_events_first_contact" AFTER INSERT ON "lead_events"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "lead_events_first_contact"();
--> statement-breakpoint
-- The timeline of existing leads: their arrival, their notes, the lead actions the audit log held
-- (moved, not copied: the audit log keeps security and staff actions) and finished notifications.
-- The first contacts they set leave the daily counts alone, so the count trigger's comparison of
-- every changed row is skipped here.
ALTER TABLE "contact_submissions" DISABLE TRIGGER "contact_submissions_counts_update";--> statement-breakpoint
INSERT INTO "lead_events" ("lead_id", "kind", "details", "created_at")
SELECT "id", 'created', jsonb_build_object('form', "form"), "created_at" FROM "contact_submissions";
--> statement-breakpoint
INSERT INTO "lead_events" ("lead_id", "kind", "actor_id", "details", "created_at")
SELECT "lead_id", 'note_added', "author_id", jsonb_build_object('body', "body"), "created_at" FROM "lead_notes";
--> statement-breakpoint
INSERT INTO "lead_events" ("lead_id", "kind", "actor_id", "details", "created_at")
SELECT c."id",
       CASE a."action" WHEN 'lead.status' THEN 'status_changed' WHEN 'lead.follow_up' THEN 'follow_up_set'
                       WHEN 'lead.follow_up_done' THEN 'follow_up_done' ELSE 'assigned' END,
       a."actor_user_id",
       CASE a."action"
         WHEN 'lead.status' THEN jsonb_build_object('from', a."details"->'from', 'to', a."details"->'to')
         WHEN 'lead.follow_up' THEN jsonb_build_object('at', a."details"->'at', 'previous', coalesce(a."details"->'previous', 'null'::jsonb))
         WHEN 'lead.follow_up_done' THEN jsonb_build_object('at', a."details"->'at')
         ELSE jsonb_build_object('from', coalesce(a."details"->'from', 'null'::jsonb), 'to', coalesce(a."details"->'to', 'null'::jsonb))
       END,
       a."created_at"
FROM "audit_log" a JOIN "contact_submissions" c ON c."id"::text = a."entity_id"
WHERE a."entity_type" = 'lead' AND a."action" IN ('lead.status', 'lead.follow_up', 'lead.follow_up_done', 'lead.assign');
--> statement-breakpoint
DELETE FROM "audit_log" WHERE "entity_type" = 'lead' AND "action" IN ('lead.status', 'lead.follow_up', 'lead.follow_up_done', 'lead.assign');
--> statement-breakpoint
INSERT INTO "lead_events" ("lead_id", "kind", "details", "created_at")
SELECT j."lead_id", 'notified', jsonb_build_object('channel', ch.channel, 'attempts', j."attempts"), ch.at
FROM "notification_jobs" j,
     LATERAL (VALUES ('email', j."email_sent_at"), ('webhook', j."webhook_sent_at")) AS ch(channel, at)
WHERE ch.at IS NOT NULL;
--> statement-breakpoint
INSERT INTO "lead_events" ("lead_id", "kind", "details", "created_at")
SELECT j."lead_id", 'notified', jsonb_build_object('channel', NULL, 'attempts', j."attempts"), j."updated_at"
FROM "notification_jobs" j WHERE j."status" = 'sent' AND j."email_sent_at" IS NULL AND j."webhook_sent_at" IS NULL;
--> statement-breakpoint
INSERT INTO "lead_events" ("lead_id", "kind", "details", "created_at")
SELECT j."lead_id",
       CASE j."status" WHEN 'failed' THEN 'notification_failed' ELSE 'notification_skipped' END,
       CASE j."status" WHEN 'failed'
         THEN jsonb_build_object('channel', NULL, 'error', coalesce(j."last_error", ''), 'attempts', j."attempts", 'final', true)
         ELSE '{}'::jsonb END,
       j."updated_at"
FROM "notification_jobs" j WHERE j."status" IN ('failed', 'skipped');
--> statement-breakpoint
ALTER TABLE "contact_submissions" ENABLE TRIGGER "contact_submissions_counts_update";--> statement-breakpoint
DROP TABLE "lead_notes" CASCADE;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_contact_submissions_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_lead_id_created_at_idx" ON "lead_events" USING btree ("lead_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- 'Reports' counts a lead by service only when its form asked for one: the quick quote and the
-- call-to-action form store the form's name as the service, which is no service ('Not specified').
CREATE FUNCTION "lead_report_service"(form text, service text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN form IN ('quick-quote', 'cta') THEN '' ELSE coalesce(btrim(service), '') END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "lead_counts_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE delta record;
BEGIN
  FOR delta IN SELECT "status", count(*) AS n FROM new_rows GROUP BY "status" ORDER BY "status" LOOP
    UPDATE "lead_status_counts" SET "leads" = "leads" + delta.n WHERE "status" = delta."status";
  END LOOP;
  INSERT INTO "lead_daily_counts" AS d ("day", "dimension", "value", "leads", "converted")
  SELECT k.day, v.dimension, k.value, count(*), count(*) FILTER (WHERE r."status" = 'converted')
  FROM new_rows r,
       LATERAL (VALUES ('source', btrim(r."source")), ('campaign', btrim(r."utm_campaign")), ('locality', btrim(r."location")),
                       ('service', lead_report_service(r."form", r."service"))) AS v(dimension, raw),
       LATERAL (SELECT (r."created_at" AT TIME ZONE 'Asia/Kolkata')::date AS day, coalesce(v.raw, '') AS value) AS k
  GROUP BY k.day, v.dimension, k.value ORDER BY k.day, v.dimension, k.value
  ON CONFLICT ("day", "dimension", "value")
  DO UPDATE SET "leads" = d."leads" + excluded."leads", "converted" = d."converted" + excluded."converted";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "lead_counts_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE delta record;
BEGIN
  FOR delta IN
    SELECT "status", sum(n) AS n
    FROM (SELECT "status", count(*) AS n FROM new_rows GROUP BY "status"
          UNION ALL SELECT "status", -count(*) AS n FROM old_rows GROUP BY "status") AS changes
    GROUP BY "status" HAVING sum(n) <> 0 ORDER BY "status"
  LOOP
    UPDATE "lead_status_counts" SET "leads" = "leads" + delta.n WHERE "status" = delta."status";
  END LOOP;
  -- Only leads whose day, counted fields or conversion changed move the daily counts (a note, an
  -- assignment, a follow-up or joining a person leaves them alone).
  INSERT INTO "lead_daily_counts" AS d ("day", "dimension", "value", "leads", "converted")
  SELECT k.day, v.dimension, k.value, sum(r.sign), coalesce(sum(r.sign) FILTER (WHERE r."status" = 'converted'), 0)
  FROM (SELECT n."created_at", n."source", n."utm_campaign", n."location", n."form", n."service", n."status", 1 AS sign
        FROM new_rows n JOIN old_rows o ON o."id" = n."id"
        WHERE (o."created_at", o."source", o."utm_campaign", o."location", o."form", o."service", o."status" = 'converted')
              IS DISTINCT FROM (n."created_at", n."source", n."utm_campaign", n."location", n."form", n."service", n."status" = 'converted')
        UNION ALL
        SELECT o."created_at", o."source", o."utm_campaign", o."location", o."form", o."service", o."status", -1 AS sign
        FROM old_rows o JOIN new_rows n ON n."id" = o."id"
        WHERE (o."created_at", o."source", o."utm_campaign", o."location", o."form", o."service", o."status" = 'converted')
              IS DISTINCT FROM (n."created_at", n."source", n."utm_campaign", n."location", n."form", n."service", n."status" = 'converted')) AS r,
       LATERAL (VALUES ('source', btrim(r."source")), ('campaign', btrim(r."utm_campaign")), ('locality', btrim(r."location")),
                       ('service', lead_report_service(r."form", r."service"))) AS v(dimension, raw),
       LATERAL (SELECT (r."created_at" AT TIME ZONE 'Asia/Kolkata')::date AS day, coalesce(v.raw, '') AS value) AS k
  GROUP BY k.day, v.dimension, k.value
  HAVING sum(r.sign) <> 0 OR coalesce(sum(r.sign) FILTER (WHERE r."status" = 'converted'), 0) <> 0
  ORDER BY k.day, v.dimension, k.value
  ON CONFLICT ("day", "dimension", "value")
  DO UPDATE SET "leads" = d."leads" + excluded."leads", "converted" = d."converted" + excluded."converted";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "lead_counts_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE delta record;
BEGIN
  FOR delta IN SELECT "status", count(*) AS n FROM old_rows GROUP BY "status" ORDER BY "status" LOOP
    UPDATE "lead_status_counts" SET "leads" = "leads" - delta.n WHERE "status" = delta."status";
  END LOOP;
  INSERT INTO "lead_daily_counts" AS d ("day", "dimension", "value", "leads", "converted")
  SELECT k.day, v.dimension, k.value, -count(*), -count(*) FILTER (WHERE r."status" = 'converted')
  FROM old_rows r,
       LATERAL (VALUES ('source', btrim(r."source")), ('campaign', btrim(r."utm_campaign")), ('locality', btrim(r."location")),
                       ('service', lead_report_service(r."form", r."service"))) AS v(dimension, raw),
       LATERAL (SELECT (r."created_at" AT TIME ZONE 'Asia/Kolkata')::date AS day, coalesce(v.raw, '') AS value) AS k
  GROUP BY k.day, v.dimension, k.value ORDER BY k.day, v.dimension, k.value
  ON CONFLICT ("day", "dimension", "value")
  DO UPDATE SET "leads" = d."leads" + excluded."leads", "converted" = d."converted" + excluded."converted";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The daily counts again, by the new service rule.
DELETE FROM "lead_daily_counts";
--> statement-breakpoint
INSERT INTO "lead_daily_counts" ("day", "dimension", "value", "leads", "converted")
SELECT k.day, v.dimension, k.value, count(*), count(*) FILTER (WHERE c."status" = 'converted')
FROM "contact_submissions" c,
     LATERAL (VALUES ('source', btrim(c."source")), ('campaign', btrim(c."utm_campaign")), ('locality', btrim(c."location")),
                     ('service', lead_report_service(c."form", c."service"))) AS v(dimension, raw),
     LATERAL (SELECT (c."created_at" AT TIME ZONE 'Asia/Kolkata')::date AS day, coalesce(v.raw, '') AS value) AS k
GROUP BY k.day, v.dimension, k.value;
