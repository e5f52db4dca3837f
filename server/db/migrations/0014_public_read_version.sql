-- Issue 19, public reads: the open-data answers (club search, public club view) are the same for every caller,
-- so each server process keeps them in memory (server/lib/public-answers.ts) under this version. Any change to
-- what they show — organisations, their parents, executive positions, the names of people holding them — bumps
-- it in the same transaction, so every process sees a stale answer on its next version check. Statement-level
-- triggers: a bulk load bumps once per statement, not per row.
CREATE TABLE "public_read_version" (
  "scope" text PRIMARY KEY NOT NULL,
  "version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "public_read_version" ("scope", "version") VALUES ('organization', 0);
--> statement-breakpoint
CREATE FUNCTION "bump_public_read_version_organization"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "public_read_version" SET "version" = "version" + 1 WHERE "scope" = 'organization';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "organization_public_read_version" AFTER INSERT OR UPDATE OR DELETE ON "organization"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_read_version_organization"();
--> statement-breakpoint
CREATE TRIGGER "organization_parent_public_read_version" AFTER INSERT OR UPDATE OR DELETE ON "organization_parent"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_read_version_organization"();
--> statement-breakpoint
CREATE TRIGGER "executive_position_public_read_version" AFTER INSERT OR UPDATE OR DELETE ON "executive_position"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_read_version_organization"();
--> statement-breakpoint
CREATE TRIGGER "person_name_public_read_version" AFTER UPDATE OF "given_name", "family_name" ON "person"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_read_version_organization"();
