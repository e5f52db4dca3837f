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
ALTER TABLE "injury_notification" ADD CONSTRAINT "injury_notification_claimant_person_id_person_id_fk" FOREIGN KEY ("claimant_person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "injury_notification" ADD CONSTRAINT "injury_notification_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "injury_notification" ADD CONSTRAINT "injury_notification_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "injury_notification" ADD CONSTRAINT "injury_notification_group_id_team_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."team"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "injury_notification_document" ADD CONSTRAINT "injury_notification_document_notification_id_injury_notification_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."injury_notification"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "injury_record" ADD CONSTRAINT "injury_record_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "injury_record" ADD CONSTRAINT "injury_record_group_id_team_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."team"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "injury_notification_claimant_idx" ON "injury_notification" USING btree ("claimant_person_id");--> statement-breakpoint
CREATE INDEX "injury_notification_org_idx" ON "injury_notification" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "injury_notification_document_idx" ON "injury_notification_document" USING btree ("notification_id");--> statement-breakpoint
CREATE INDEX "injury_record_person_idx" ON "injury_record" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "injury_record_group_idx" ON "injury_record" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "injury_record_updated_idx" ON "injury_record" USING btree ("updated_at","id");