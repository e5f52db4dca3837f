CREATE TABLE "privilege_change" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"person_id" text NOT NULL,
	"privilege" text NOT NULL,
	"action" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"status_reason" text,
	"requested_by" text NOT NULL,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "person_organization" ADD COLUMN "finance_granted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "privilege_change" ADD CONSTRAINT "privilege_change_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privilege_change" ADD CONSTRAINT "privilege_change_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privilege_change" ADD CONSTRAINT "privilege_change_requested_by_person_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privilege_change" ADD CONSTRAINT "privilege_change_decided_by_person_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privilege_change_org_idx" ON "privilege_change" USING btree ("organization_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "privilege_change_pending" ON "privilege_change" USING btree ("organization_id","person_id","privilege") WHERE "privilege_change"."status" = 'PENDING';