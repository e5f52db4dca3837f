CREATE TABLE "player_transfer" (
	"id" text PRIMARY KEY NOT NULL,
	"person_id" text NOT NULL,
	"applicant_person_id" text NOT NULL,
	"additional_type" text NOT NULL,
	"association" text NOT NULL,
	"origin_organization_id" text NOT NULL,
	"destination_organization_id" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"return_date" date,
	"approved_date" date,
	"rejected_date" date,
	"appealed" boolean DEFAULT false NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"person_snapshot" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "player_transfer_approval" (
	"transfer_id" text NOT NULL,
	"step_order" integer NOT NULL,
	"side" text NOT NULL,
	"level" text NOT NULL,
	"organization_id" text NOT NULL,
	"status" text NOT NULL,
	"due_at" timestamp with time zone,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"reason" text,
	"expedited" boolean DEFAULT false NOT NULL,
	CONSTRAINT "player_transfer_approval_transfer_id_step_order_pk" PRIMARY KEY("transfer_id","step_order")
);
--> statement-breakpoint
CREATE TABLE "player_transfer_audit" (
	"id" text PRIMARY KEY NOT NULL,
	"transfer_id" text NOT NULL,
	"actor_person_id" text,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_transfer_document" (
	"id" text PRIMARY KEY NOT NULL,
	"transfer_id" text NOT NULL,
	"additional_type" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_transfer" ADD CONSTRAINT "player_transfer_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_transfer" ADD CONSTRAINT "player_transfer_applicant_person_id_person_id_fk" FOREIGN KEY ("applicant_person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_transfer" ADD CONSTRAINT "player_transfer_origin_organization_id_organization_id_fk" FOREIGN KEY ("origin_organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_transfer" ADD CONSTRAINT "player_transfer_destination_organization_id_organization_id_fk" FOREIGN KEY ("destination_organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_transfer_approval" ADD CONSTRAINT "player_transfer_approval_transfer_id_player_transfer_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."player_transfer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_transfer_approval" ADD CONSTRAINT "player_transfer_approval_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_transfer_audit" ADD CONSTRAINT "player_transfer_audit_transfer_id_player_transfer_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."player_transfer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_transfer_document" ADD CONSTRAINT "player_transfer_document_transfer_id_player_transfer_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."player_transfer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_transfer_person_idx" ON "player_transfer" USING btree ("person_id","updated_at");--> statement-breakpoint
CREATE INDEX "player_transfer_applicant_idx" ON "player_transfer" USING btree ("applicant_person_id","updated_at");--> statement-breakpoint
CREATE INDEX "player_transfer_updated_idx" ON "player_transfer" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "player_transfer_approval_org_idx" ON "player_transfer_approval" USING btree ("organization_id","transfer_id");--> statement-breakpoint
CREATE INDEX "player_transfer_approval_due_idx" ON "player_transfer_approval" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "player_transfer_audit_idx" ON "player_transfer_audit" USING btree ("transfer_id","at");--> statement-breakpoint
CREATE INDEX "player_transfer_document_idx" ON "player_transfer_document" USING btree ("transfer_id");