CREATE TABLE "club_invitation" (
	"id" text PRIMARY KEY NOT NULL,
	"person_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"invited_by" text,
	"answered_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "club_invitation" ADD CONSTRAINT "club_invitation_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_invitation" ADD CONSTRAINT "club_invitation_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_invitation" ADD CONSTRAINT "club_invitation_invited_by_person_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_invitation" ADD CONSTRAINT "club_invitation_answered_by_person_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_invitation_person_idx" ON "club_invitation" USING btree ("person_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "club_invitation_open_unique" ON "club_invitation" USING btree ("person_id","organization_id") WHERE status = 'PENDING';