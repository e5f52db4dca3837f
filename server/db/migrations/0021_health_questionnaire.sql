CREATE TABLE "health_questionnaire" (
	"id" text PRIMARY KEY NOT NULL,
	"person_id" text NOT NULL,
	"submitted_by" text NOT NULL,
	"is_personal_form" boolean NOT NULL,
	"organization_id" text NOT NULL,
	"group_id" text NOT NULL,
	"given_name" text NOT NULL,
	"family_name" text NOT NULL,
	"answers" jsonb,
	"result" text NOT NULL,
	"attendance" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "health_supervisor" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"person_id" text NOT NULL,
	"designated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "health_questionnaire" ADD CONSTRAINT "health_questionnaire_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_questionnaire" ADD CONSTRAINT "health_questionnaire_submitted_by_person_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_questionnaire" ADD CONSTRAINT "health_questionnaire_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_questionnaire" ADD CONSTRAINT "health_questionnaire_group_id_team_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."team"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_supervisor" ADD CONSTRAINT "health_supervisor_group_id_team_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."team"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_supervisor" ADD CONSTRAINT "health_supervisor_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "health_questionnaire_sync_idx" ON "health_questionnaire" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "health_questionnaire_group_idx" ON "health_questionnaire" USING btree ("group_id","submitted_at");--> statement-breakpoint
CREATE INDEX "health_questionnaire_person_idx" ON "health_questionnaire" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "health_questionnaire_submitted_by_idx" ON "health_questionnaire" USING btree ("submitted_by");--> statement-breakpoint
CREATE UNIQUE INDEX "health_supervisor_unique" ON "health_supervisor" USING btree ("group_id","person_id");--> statement-breakpoint
CREATE INDEX "health_supervisor_person_idx" ON "health_supervisor" USING btree ("person_id");