-- Issue 19, public reads: a club's public fixture list (no token) is the same for every caller, so each server
-- process keeps it in memory (server/lib/public-answers.ts) under the `fixture` scope of public_read_version.
-- Any change to what a list shows or which fixtures it holds — fixtures (scores included), their teams (names,
-- clubs), places, competitions, divisions, owners — bumps it in the same transaction. A scope of its own: a score
-- coming in does not expire the club searches kept under `organization`. Statement-level triggers.
INSERT INTO "public_read_version" ("scope", "version") VALUES ('fixture', 0);
--> statement-breakpoint
CREATE FUNCTION "bump_public_read_version_fixture"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "public_read_version" SET "version" = "version" + 1 WHERE "scope" = 'fixture';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "fixture_public_read_version" AFTER INSERT OR UPDATE OR DELETE ON "fixture"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_read_version_fixture"();
--> statement-breakpoint
CREATE TRIGGER "team_public_read_version" AFTER INSERT OR UPDATE OR DELETE ON "team"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_read_version_fixture"();
--> statement-breakpoint
CREATE TRIGGER "place_public_read_version" AFTER INSERT OR UPDATE OR DELETE ON "place"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_read_version_fixture"();
--> statement-breakpoint
CREATE TRIGGER "competition_public_read_version" AFTER INSERT OR UPDATE OR DELETE ON "competition"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_read_version_fixture"();
--> statement-breakpoint
CREATE TRIGGER "division_public_read_version" AFTER INSERT OR UPDATE OR DELETE ON "division"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_read_version_fixture"();
--> statement-breakpoint
CREATE TRIGGER "organization_fixture_public_read_version" AFTER INSERT OR UPDATE OR DELETE ON "organization"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_read_version_fixture"();
