CREATE TABLE "committee_audit" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"event" text NOT NULL,
	"position_id" text NOT NULL,
	"position_title" text NOT NULL,
	"actor_person_id" text,
	"subject_person_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_file" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "committee_audit" ADD CONSTRAINT "committee_audit_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_file" ADD CONSTRAINT "survey_file_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "committee_audit_org_idx" ON "committee_audit" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "survey_file_org_idx" ON "survey_file" USING btree ("organization_id");--> statement-breakpoint
-- The committee history is append-only (seed 3 §3 group audit events): no row is ever changed or removed.
CREATE FUNCTION committee_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'committee_audit is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER committee_audit_no_change BEFORE UPDATE OR DELETE ON "committee_audit"
  FOR EACH ROW EXECUTE FUNCTION committee_audit_append_only();
