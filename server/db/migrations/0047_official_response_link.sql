CREATE TABLE "official_response_link" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"official_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "official_response_link" ADD CONSTRAINT "official_response_link_official_id_fixture_official_id_fk" FOREIGN KEY ("official_id") REFERENCES "public"."fixture_official"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "official_response_link_token_idx" ON "official_response_link" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "official_response_link_official_idx" ON "official_response_link" USING btree ("official_id");