CREATE TABLE "survey_approval" (
	"id" text PRIMARY KEY NOT NULL,
	"submission_id" text NOT NULL,
	"position" integer NOT NULL,
	"step" text NOT NULL,
	"approver_organization_id" text,
	"status" text NOT NULL,
	"decided_by" text,
	"reason" text,
	"opened_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "survey_file" ADD COLUMN "associated_year" integer;--> statement-breakpoint
ALTER TABLE "survey_approval" ADD CONSTRAINT "survey_approval_submission_id_survey_submission_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."survey_submission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_approval" ADD CONSTRAINT "survey_approval_approver_organization_id_organization_id_fk" FOREIGN KEY ("approver_organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_approval" ADD CONSTRAINT "survey_approval_decided_by_person_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_approval_step_idx" ON "survey_approval" USING btree ("submission_id","position");