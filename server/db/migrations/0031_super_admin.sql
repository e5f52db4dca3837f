CREATE TABLE "api_key" (
	"id" text PRIMARY KEY NOT NULL,
	"contact_email" text NOT NULL,
	"person_id" text NOT NULL,
	"description" text NOT NULL,
	"competition_filters" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "api_key_credential" (
	"id" text PRIMARY KEY NOT NULL,
	"api_key_id" text NOT NULL,
	"secret_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_key_credential_secret_hash_unique" UNIQUE("secret_hash")
);
--> statement-breakpoint
CREATE TABLE "api_key_usage" (
	"api_key_id" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "api_key_usage_api_key_id_window_start_pk" PRIMARY KEY("api_key_id","window_start")
);
--> statement-breakpoint
CREATE TABLE "super_admin_audit" (
	"id" text PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"reason" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_person_id" text,
	"actor_account_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_key" ADD CONSTRAINT "api_key_created_by_person_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."person"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_key_credential" ADD CONSTRAINT "api_key_credential_api_key_id_api_key_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_key"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_key_usage" ADD CONSTRAINT "api_key_usage_api_key_id_api_key_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_key"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_key_created_idx" ON "api_key" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "api_key_credential_key_idx" ON "api_key_credential" USING btree ("api_key_id");--> statement-breakpoint
CREATE INDEX "super_admin_audit_created_idx" ON "super_admin_audit" USING btree ("created_at","id");--> statement-breakpoint
-- The super admin audit log is append-only (seed 3 §2): no row is ever changed or removed.
CREATE FUNCTION super_admin_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'super_admin_audit is append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER super_admin_audit_no_change BEFORE UPDATE OR DELETE ON "super_admin_audit"
  FOR EACH ROW EXECUTE FUNCTION super_admin_audit_append_only();
