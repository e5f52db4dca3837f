ALTER TABLE "account" ADD COLUMN "principal_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Issue 19, principal cache: every change to what loadPrincipal reads bumps account.principal_version, in the
-- same transaction as the change, so any server process sees a stale cached principal on its next request.
CREATE FUNCTION "bump_principal_version_of_account"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."global_roles" IS DISTINCT FROM OLD."global_roles" OR NEW."features" IS DISTINCT FROM OLD."features"
     OR NEW."username" IS DISTINCT FROM OLD."username" OR NEW."person_id" IS DISTINCT FROM OLD."person_id" THEN
    NEW."principal_version" := OLD."principal_version" + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "account_principal_version" BEFORE UPDATE ON "account"
  FOR EACH ROW EXECUTE FUNCTION "bump_principal_version_of_account"();
--> statement-breakpoint
CREATE FUNCTION "bump_principal_version_of_person"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'person' THEN
    IF NEW."given_name" IS DISTINCT FROM OLD."given_name" OR NEW."family_name" IS DISTINCT FROM OLD."family_name"
       OR NEW."email" IS DISTINCT FROM OLD."email" OR NEW."preferred_language" IS DISTINCT FROM OLD."preferred_language" THEN
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
CREATE TRIGGER "person_principal_version" AFTER UPDATE ON "person"
  FOR EACH ROW EXECUTE FUNCTION "bump_principal_version_of_person"();
--> statement-breakpoint
CREATE TRIGGER "person_organization_principal_version" AFTER INSERT OR UPDATE OR DELETE ON "person_organization"
  FOR EACH ROW EXECUTE FUNCTION "bump_principal_version_of_person"();
