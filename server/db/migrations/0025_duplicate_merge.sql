CREATE TABLE "duplicate_group" (
	"id" text PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"person_ids" text[] NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"primary_person_id" text,
	"merge_type" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "duplicate_job" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"requested_by" text,
	"person_count" integer DEFAULT 0 NOT NULL,
	"group_count" integer DEFAULT 0 NOT NULL,
	"reviewed_count" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_merge" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"group_id" text,
	"primary_person_id" text NOT NULL,
	"merged_person_id" text NOT NULL,
	"merge_type" text NOT NULL,
	"actor_person_id" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "duplicate_group" ADD CONSTRAINT "duplicate_group_job_id_duplicate_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."duplicate_job"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_job" ADD CONSTRAINT "duplicate_job_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "duplicate_group_job_idx" ON "duplicate_group" USING btree ("job_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "duplicate_job_org_idx" ON "duplicate_job" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "duplicate_job_status_idx" ON "duplicate_job" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "duplicate_job_one_running" ON "duplicate_job" USING btree ("organization_id") WHERE "duplicate_job"."status" in ('SCHEDULED', 'IN_PROGRESS');--> statement-breakpoint
CREATE INDEX "person_merge_org_idx" ON "person_merge" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "person_merge_merged_idx" ON "person_merge" USING btree ("merged_person_id");--> statement-breakpoint
CREATE INDEX "person_merge_primary_idx" ON "person_merge" USING btree ("primary_person_id");