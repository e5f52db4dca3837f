CREATE TABLE "injury_notification" (
	"id" text PRIMARY KEY NOT NULL,
	"claimant_person_id" text NOT NULL,
	"person_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"group_id" text NOT NULL,
	"injury_date" date NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submitted_on" date,
	"decided_by" text,
	"approval_confirmed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "injury_notification_document" (
	"id" text PRIMARY KEY NOT NULL,
	"notification_id" text NOT NULL,
	"additional_type" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "injury_record" (
	"id" text PRIMARY KEY NOT NULL,
	"person_id" text NOT NULL,
	"group_id" text NOT NULL,
	"status" text DEFAULT 'COMPLETE' NOT NULL,
	"injury_date" date NOT NULL,
	"partial_return_date" date,
	"full_return_date" date,
	"additional_type" text,
	"activity_type" text,
	"surface" text,
	"injury_onset" text,
	"mechanism" text,
	"injury_history" text,
	"injury_details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"availability" text NOT NULL,
	"severity" text,
	"public_notes" text DEFAULT '' NOT NULL,
	"private_notes" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "follow_up_job" (
	"id" text PRIMARY KEY NOT NULL,
	"fixture_id" text NOT NULL,
	"kind" text NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'SCHEDULED' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification" (
	"id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient_person_id" text,
	"address" text,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referee_report" (
	"fixture_id" text PRIMARY KEY NOT NULL,
	"author_person_id" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"content" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "referee_report_document" (
	"id" text PRIMARY KEY NOT NULL,
	"fixture_id" text NOT NULL,
	"category" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"sender_person_id" text,
	"place_id" text,
	"category" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"duration" integer NOT NULL,
	"request_response" boolean DEFAULT true NOT NULL,
	"view_other_recipients_names" boolean DEFAULT false NOT NULL,
	"comms_consent_additional_club" boolean DEFAULT false NOT NULL,
	"send_notification_reminder" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "event_recipient" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"person_id" text NOT NULL,
	"response" text DEFAULT 'AWAITING_ACTION' NOT NULL,
	"responded_at" timestamp with time zone,
	"attendance" text,
	"attendance_by" text,
	"attendance_at" timestamp with time zone,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "group_audit" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"event" text NOT NULL,
	"actor_person_id" text,
	"subject_person_id" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_member" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"person_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "group_position" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"name" text NOT NULL,
	"person_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "team" ADD COLUMN "additional_type" text DEFAULT 'Team' NOT NULL;--> statement-breakpoint
ALTER TABLE "team" ADD COLUMN "view_others_in_group" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "team" ADD COLUMN "self_join" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "team" ADD COLUMN "self_leave" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "team" ADD COLUMN "status" text DEFAULT 'ACTIVE' NOT NULL;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "injury_notification" ADD CONSTRAINT "injury_notification_claimant_person_id_person_id_fk" FOREIGN KEY ("claimant_person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "injury_notification" ADD CONSTRAINT "injury_notification_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "injury_notification" ADD CONSTRAINT "injury_notification_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "injury_notification" ADD CONSTRAINT "injury_notification_group_id_team_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."team"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "injury_notification_document" ADD CONSTRAINT "injury_notification_document_notification_id_injury_notification_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."injury_notification"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "injury_record" ADD CONSTRAINT "injury_record_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "injury_record" ADD CONSTRAINT "injury_record_group_id_team_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."team"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_job" ADD CONSTRAINT "follow_up_job_fixture_id_fixture_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixture"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_recipient_person_id_person_id_fk" FOREIGN KEY ("recipient_person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_report" ADD CONSTRAINT "referee_report_fixture_id_fixture_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixture"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_report" ADD CONSTRAINT "referee_report_author_person_id_person_id_fk" FOREIGN KEY ("author_person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_report_document" ADD CONSTRAINT "referee_report_document_fixture_id_fixture_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixture"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_report_document" ADD CONSTRAINT "referee_report_document_uploaded_by_person_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event" ADD CONSTRAINT "event_group_id_team_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."team"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event" ADD CONSTRAINT "event_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event" ADD CONSTRAINT "event_sender_person_id_person_id_fk" FOREIGN KEY ("sender_person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event" ADD CONSTRAINT "event_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_recipient" ADD CONSTRAINT "event_recipient_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_recipient" ADD CONSTRAINT "event_recipient_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_recipient" ADD CONSTRAINT "event_recipient_attendance_by_person_id_fk" FOREIGN KEY ("attendance_by") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_audit" ADD CONSTRAINT "group_audit_group_id_team_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."team"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_member" ADD CONSTRAINT "group_member_group_id_team_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."team"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_member" ADD CONSTRAINT "group_member_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_position" ADD CONSTRAINT "group_position_group_id_team_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."team"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_position" ADD CONSTRAINT "group_position_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "injury_notification_claimant_idx" ON "injury_notification" USING btree ("claimant_person_id");--> statement-breakpoint
CREATE INDEX "injury_notification_org_idx" ON "injury_notification" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "injury_notification_document_idx" ON "injury_notification_document" USING btree ("notification_id");--> statement-breakpoint
CREATE INDEX "injury_record_person_idx" ON "injury_record" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "injury_record_group_idx" ON "injury_record" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "injury_record_updated_idx" ON "injury_record" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "follow_up_job_unique" ON "follow_up_job" USING btree ("fixture_id","kind");--> statement-breakpoint
CREATE INDEX "follow_up_job_due_idx" ON "follow_up_job" USING btree ("state","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_dedupe" ON "notification" USING btree ("dedupe_key","channel","recipient_person_id");--> statement-breakpoint
CREATE INDEX "referee_report_document_fixture_idx" ON "referee_report_document" USING btree ("fixture_id");--> statement-breakpoint
CREATE INDEX "event_updated_idx" ON "event" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "event_group_idx" ON "event" USING btree ("group_id","start_date");--> statement-breakpoint
CREATE INDEX "event_start_idx" ON "event" USING btree ("start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "event_recipient_unique" ON "event_recipient" USING btree ("event_id","person_id");--> statement-breakpoint
CREATE INDEX "event_recipient_person_idx" ON "event_recipient" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "group_audit_group_idx" ON "group_audit" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "group_member_unique" ON "group_member" USING btree ("group_id","person_id");--> statement-breakpoint
CREATE INDEX "group_member_person_idx" ON "group_member" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "group_position_group_idx" ON "group_position" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_unique_kind" ON "team" USING btree ("organization_id","activity","age_level",coalesce("suffix", '')) WHERE "team"."additional_type" = 'Team' and "team"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "organization_slug_idx" ON "organization" USING btree ("slug");