CREATE TABLE "survey_definition" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"matter_type" text,
	"version" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_event" (
	"id" text PRIMARY KEY NOT NULL,
	"submission_id" text NOT NULL,
	"actor_id" text NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"reason" text,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_note" (
	"id" text PRIMARY KEY NOT NULL,
	"submission_id" text NOT NULL,
	"author_id" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_submission" (
	"id" text PRIMARY KEY NOT NULL,
	"survey_id" text NOT NULL,
	"kind" text NOT NULL,
	"organization_id" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"amount_applied_for" numeric(12, 2),
	"amount_approved" numeric(12, 2),
	"level" text,
	"accreditation_expiry" text,
	"reason" text,
	"created_by" text NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "survey_event" ADD CONSTRAINT "survey_event_submission_id_survey_submission_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."survey_submission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_event" ADD CONSTRAINT "survey_event_actor_id_person_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_note" ADD CONSTRAINT "survey_note_submission_id_survey_submission_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."survey_submission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_note" ADD CONSTRAINT "survey_note_author_id_person_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_submission" ADD CONSTRAINT "survey_submission_survey_id_survey_definition_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."survey_definition"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_submission" ADD CONSTRAINT "survey_submission_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_submission" ADD CONSTRAINT "survey_submission_created_by_person_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_definition_kind_idx" ON "survey_definition" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "survey_event_submission_idx" ON "survey_event" USING btree ("submission_id","created_at");--> statement-breakpoint
CREATE INDEX "survey_note_submission_idx" ON "survey_note" USING btree ("submission_id","created_at");--> statement-breakpoint
CREATE INDEX "survey_submission_sync_idx" ON "survey_submission" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "survey_submission_org_idx" ON "survey_submission" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_submission_open_idx" ON "survey_submission" USING btree ("organization_id","kind") WHERE status in ('DRAFT', 'PENDING_REVIEW', 'ACCEPTED', 'REJECTED_MORE_INFO', 'APPROVED');