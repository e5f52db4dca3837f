CREATE TABLE "revoked_access_token" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "revoked_access_token_expires_idx" ON "revoked_access_token" USING btree ("expires_at");