CREATE TABLE "family_invite" (
	"id" text PRIMARY KEY NOT NULL,
	"family_id" text NOT NULL,
	"invitee" text NOT NULL,
	"person_id" text,
	"invited_by" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "family_invite" ADD CONSTRAINT "family_invite_family_id_family_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."family"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_invite" ADD CONSTRAINT "family_invite_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_invite" ADD CONSTRAINT "family_invite_invited_by_person_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "family_invite_pending" ON "family_invite" USING btree ("family_id",lower("invitee")) WHERE "family_invite"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "family_invite_person_idx" ON "family_invite" USING btree ("person_id");--> statement-breakpoint
-- Issue 48: an invite open before this migration becomes a pending invite the family sees by the invitee's
-- username (what an inviter would have typed), never their name; the invitee still answers their member row.
INSERT INTO "family_invite" ("id", "family_id", "invitee", "person_id", "status", "created_at", "updated_at")
SELECT fm."id", fm."family_id", coalesce(
    (SELECT a."username" FROM "account" a WHERE a."person_id" = fm."person_id" LIMIT 1), p."email", 'invitee'),
  fm."person_id", 'PENDING', fm."updated_at", fm."updated_at"
FROM "family_member" fm
JOIN "person" p ON p."id" = fm."person_id"
WHERE fm."status" = 'INVITED'
ON CONFLICT DO NOTHING;
