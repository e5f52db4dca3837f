CREATE TABLE "certification" (
	"id" text PRIMARY KEY NOT NULL,
	"person_id" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"reference" text NOT NULL,
	"label" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"certificate_name" text,
	"certificate_content_type" text,
	"certificate_data" "bytea",
	"certificate_private" boolean DEFAULT true NOT NULL,
	"vetting_application_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "person_crbot" (
	"person_id" text PRIMARY KEY NOT NULL,
	"nationality" text NOT NULL,
	"identity_type" text NOT NULL,
	"identity_number" text NOT NULL,
	"organizations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"interests" text NOT NULL,
	"confirmed" boolean NOT NULL,
	"last_submitted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vetting_access_log" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text,
	"document_id" text,
	"account_id" text NOT NULL,
	"action" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vetting_application" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"garda_reference" text,
	"access_ni_reference" text,
	"external_reference" text,
	"type" text NOT NULL,
	"association" text NOT NULL,
	"person_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"county" text,
	"role" text NOT NULL,
	"purpose" text DEFAULT '' NOT NULL,
	"applicant" jsonb NOT NULL,
	"guardian" jsonb,
	"proof_of_address_date" date NOT NULL,
	"nvb1_date" date,
	"consents" jsonb NOT NULL,
	"applied_on" date NOT NULL,
	"status" text DEFAULT 'PENDING_DOCUMENTATION' NOT NULL,
	"authenticator_status" text DEFAULT 'UNAVAILABLE' NOT NULL,
	"governing_agent_status" text DEFAULT 'UNAVAILABLE' NOT NULL,
	"association_review_by" text,
	"in_person_review_date" date,
	"validator_person_id" text,
	"rejection_reason" text,
	"cancel_reason" text,
	"findings" boolean,
	"completed_on" date,
	"access_ni_application_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vetting_document" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"category" text NOT NULL,
	"sub_type" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certification" ADD CONSTRAINT "certification_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_crbot" ADD CONSTRAINT "person_crbot_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetting_application" ADD CONSTRAINT "vetting_application_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetting_application" ADD CONSTRAINT "vetting_application_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetting_document" ADD CONSTRAINT "vetting_document_application_id_vetting_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."vetting_application"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certification_person_idx" ON "certification" USING btree ("person_id","valid_from");--> statement-breakpoint
CREATE INDEX "certification_expiry_idx" ON "certification" USING btree ("status","valid_to");--> statement-breakpoint
CREATE UNIQUE INDEX "certification_vetting_idx" ON "certification" USING btree ("vetting_application_id");--> statement-breakpoint
CREATE INDEX "vetting_access_log_application_idx" ON "vetting_access_log" USING btree ("application_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "vetting_application_reference_idx" ON "vetting_application" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "vetting_application_person_idx" ON "vetting_application" USING btree ("person_id","created_at");--> statement-breakpoint
CREATE INDEX "vetting_application_org_idx" ON "vetting_application" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "vetting_application_association_idx" ON "vetting_application" USING btree ("association","type","governing_agent_status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vetting_application_one_open_idx" ON "vetting_application" USING btree ("person_id") WHERE "vetting_application"."status" not in ('COMPLETED', 'REJECTED', 'CANCELLED');--> statement-breakpoint
CREATE INDEX "vetting_document_application_idx" ON "vetting_document" USING btree ("application_id");--> statement-breakpoint
-- Our application references: VET-000001, VET-000002, …
CREATE SEQUENCE "vetting_reference_seq";
--> statement-breakpoint
-- The vetting table's search (reference or applicant's name, anywhere): a trigram index on the same expression
-- the repository's ILIKE reads (vetting.repository.ts searchText), so a desk's search does not read every row.
CREATE INDEX "vetting_application_search_trgm" ON "vetting_application"
  USING gin (("reference" || ' ' || ("applicant"->>'givenName') || ' ' || ("applicant"->>'familyName')) gin_trgm_ops);
