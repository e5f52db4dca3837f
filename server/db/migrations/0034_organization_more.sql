CREATE TABLE "organization_image" (
	"organization_id" text NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"hash" text NOT NULL,
	"data" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_image_organization_id_kind_pk" PRIMARY KEY("organization_id","kind")
);
--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "crest" text;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "banner" text;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "frozen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "deleted_reason" text;--> statement-breakpoint
ALTER TABLE "organization_image" ADD CONSTRAINT "organization_image_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The super admin's organisation search (issue 27) also finds deleted clubs: the trigram index of 0013 is
-- partial (deleted_at IS NULL), so this one covers every row.
CREATE INDEX IF NOT EXISTS "organization_search_all_trgm" ON "organization"
  USING gin ((' ' || "search_text" || ' ') gin_trgm_ops);--> statement-breakpoint
-- The super admin's member search: by name (person_name_trgm, 0026), e-mail or membership number.
CREATE INDEX IF NOT EXISTS "person_email_lower_idx" ON "person" (lower("email"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "person_membership_number_idx" ON "person" ("membership_number");
