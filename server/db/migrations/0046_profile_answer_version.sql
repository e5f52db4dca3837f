-- Issue 50, a signed-in profile read without a query: the answer of GET /api/person/me is a function of the
-- person's row, their organisation links (with each organisation's name, logo and type) and their account's
-- username and roles. principal_version (migration 0011) already moves with the account and the links, and
-- with four of the person's columns; from here it moves with ANY change to the person's row and with a change
-- to a linked organisation's name, logo or type, so a process can keep the answer beside the principal it
-- cached for that version (server/services/person/me-answer.ts).
CREATE OR REPLACE FUNCTION "bump_principal_version_of_person"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'person' THEN
    IF NEW IS DISTINCT FROM OLD THEN
      UPDATE "account" SET "principal_version" = "principal_version" + 1 WHERE "person_id" = NEW."id";
    END IF;
    RETURN NEW;
  END IF;
  -- person_organization: the person's links, on insert, update or delete.
  IF TG_OP <> 'INSERT' THEN
    UPDATE "account" SET "principal_version" = "principal_version" + 1 WHERE "person_id" = OLD."person_id";
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."person_id" IS DISTINCT FROM OLD."person_id") THEN
    UPDATE "account" SET "principal_version" = "principal_version" + 1 WHERE "person_id" = NEW."person_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "bump_principal_version_of_members"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "account" SET "principal_version" = "principal_version" + 1
  WHERE "person_id" IN (SELECT "person_id" FROM "person_organization" WHERE "organization_id" = NEW."id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "organization_principal_version" AFTER UPDATE ON "organization"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."logo" IS DISTINCT FROM NEW."logo"
    OR OLD."additional_type" IS DISTINCT FROM NEW."additional_type")
  EXECUTE FUNCTION "bump_principal_version_of_members"();
