-- First contact (decisions 078, 112, 113, 117): a lead's first_contact_at follows from its
-- timeline. Current definition; the migrations keep its history (README.md).

-- A lead's first contact ('Overdue' ends, 'Reports' measures the time to it) is its first event of
-- a contacting kind: a status change, a note, a logged call or a WhatsApp message. One update per
-- statement, in lead order.
CREATE OR REPLACE FUNCTION "lead_events_first_contact"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "contact_submissions" AS c SET "first_contact_at" = e.first
  FROM (SELECT "lead_id", min("created_at") AS first FROM new_rows
        WHERE "kind" IN ('status_changed', 'note_added', 'call_logged', 'whatsapp_sent') GROUP BY "lead_id" ORDER BY "lead_id") AS e
  WHERE c."id" = e."lead_id" AND (c."first_contact_at" IS NULL OR c."first_contact_at" > e.first);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "lead_events_first_contact" AFTER INSERT ON "lead_events"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "lead_events_first_contact"();
