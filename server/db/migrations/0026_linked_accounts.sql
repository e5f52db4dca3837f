CREATE TABLE "linked_account" (
	"id" text PRIMARY KEY NOT NULL,
	"person_id" text NOT NULL,
	"type" text NOT NULL,
	"identifier" text NOT NULL,
	"identifier_key" text NOT NULL,
	"name" text NOT NULL,
	"relationship" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "linked_account_audit" (
	"id" text PRIMARY KEY NOT NULL,
	"linked_account_id" text NOT NULL,
	"person_id" text NOT NULL,
	"event" text NOT NULL,
	"actor_person_id" text,
	"reason" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "linked_account" ADD CONSTRAINT "linked_account_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_account_audit" ADD CONSTRAINT "linked_account_audit_linked_account_id_linked_account_id_fk" FOREIGN KEY ("linked_account_id") REFERENCES "public"."linked_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_account_audit" ADD CONSTRAINT "linked_account_audit_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "linked_account_person_key_idx" ON "linked_account" USING btree ("person_id","type","identifier_key") WHERE "linked_account"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "linked_account_person_idx" ON "linked_account" USING btree ("person_id","created_at") WHERE "linked_account"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "linked_account_created_idx" ON "linked_account" USING btree ("created_at","id") WHERE "linked_account"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "linked_account_type_idx" ON "linked_account" USING btree ("type","created_at") WHERE "linked_account"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "linked_account_identifier_idx" ON "linked_account" USING btree ("identifier_key" text_pattern_ops) WHERE "linked_account"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "linked_account_audit_person_idx" ON "linked_account_audit" USING btree ("person_id","created_at");--> statement-breakpoint
-- Hand-written (like 0013): the linked-account admin search finds people by name with
-- person.repository.ts personNameContains, "(given_name || ' ' || family_name) ILIKE '%…%'"; a trigram index on
-- that expression serves it without reading every person.
CREATE INDEX IF NOT EXISTS "person_name_trgm" ON "person" USING gin (("given_name" || ' ' || "family_name") gin_trgm_ops);
