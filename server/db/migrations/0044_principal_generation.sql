-- Issue 50, signed-in reads without a per-request query: one number that moves whenever any account's
-- principal_version moves (roles, links, names: migration 0011), an account is deleted, or an access token is
-- revoked at sign-out — in the same transaction. Each process reads it once per wave of concurrent requests
-- (server/lib/fresh-read.ts) and reuses a token's principal while the number holds (server/auth/principal.ts).
CREATE TABLE "principal_generation" (
  "id" integer PRIMARY KEY NOT NULL,
  "generation" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "principal_generation" ("id", "generation") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "bump_principal_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "principal_generation" SET "generation" = "generation" + 1 WHERE "id" = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "account_principal_generation" AFTER UPDATE ON "account"
  FOR EACH ROW WHEN (OLD."principal_version" IS DISTINCT FROM NEW."principal_version")
  EXECUTE FUNCTION "bump_principal_generation"();
--> statement-breakpoint
CREATE TRIGGER "account_deleted_principal_generation" AFTER DELETE ON "account"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_principal_generation"();
--> statement-breakpoint
CREATE TRIGGER "revoked_token_principal_generation" AFTER INSERT ON "revoked_access_token"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_principal_generation"();
