-- People (decision 077): every enquiry belongs to a person, found by its e-mail or its phone as
-- the enquiry is inserted, whichever way it is inserted. Current definitions; the migrations keep
-- their history (README.md).

-- One rule for phone numbers everywhere (the insert trigger, the search, the indexes): an Indian
-- number becomes +91 and ten digits however it was written ('098450 12345', '+91-98450-12345',
-- '919845012345'); any other keeps its digits, with the + it was written with; no digits, null.
-- Immutable, so an index can be built on it.
CREATE OR REPLACE FUNCTION "normalize_phone"(raw text) RETURNS text
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
-- the e-mail is one person's and the phone another's, the earlier of the two, and the other comes
-- back as `duplicate_of` ('Possible duplicate'). The enquiry's e-mail and phone are added to its
-- person when nobody has them yet; of two transactions creating the same new person at once, the
-- one that loses the race for the contact joins the winner's person.
CREATE OR REPLACE FUNCTION "person_for_enquiry"(lead_email text, lead_phone text, lead_name text, at timestamptz, OUT person uuid, OUT duplicate_of uuid)
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
-- Every new enquiry joins its person before it is stored, unless it comes with one.
CREATE OR REPLACE FUNCTION "contact_submissions_person"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."person_id" IS NULL THEN
    SELECT found.person, found.duplicate_of INTO NEW."person_id", NEW."possible_duplicate_of"
    FROM person_for_enquiry(NEW."email", NEW."phone", NEW."name", NEW."created_at") AS found;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Runs first of the insert triggers (name order), so automatic assignment knows the person.
CREATE OR REPLACE TRIGGER "contact_submissions_person" BEFORE INSERT ON "contact_submissions"
  FOR EACH ROW EXECUTE FUNCTION "contact_submissions_person"();
