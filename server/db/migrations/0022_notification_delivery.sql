CREATE TABLE "event_reminder" (
	"event_id" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_opt_out" (
	"person_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "notification_dedupe";--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "essential" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "status" text DEFAULT 'QUEUED' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "transport" text;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_reminder" ADD CONSTRAINT "event_reminder_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_opt_out" ADD CONSTRAINT "notification_opt_out_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_due" ON "notification" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "notification_address_sent" ON "notification" USING btree ("channel","address","sent_at");--> statement-breakpoint
CREATE INDEX "notification_created" ON "notification" USING btree ("created_at","id");--> statement-breakpoint
-- Before, messages to no person were not deduplicated (NULLs are distinct): keep the first of each address.
DELETE FROM "notification" a USING "notification" b
 WHERE a."recipient_person_id" IS NULL AND b."recipient_person_id" IS NULL
   AND a."dedupe_key" = b."dedupe_key" AND a."channel" = b."channel"
   AND coalesce(a."address", '') = coalesce(b."address", '') AND a."id" > b."id";--> statement-breakpoint
CREATE UNIQUE INDEX "notification_dedupe" ON "notification" USING btree ("dedupe_key","channel",coalesce("recipient_person_id", "address", ''));--> statement-breakpoint
-- What the local outbox held before delivery existed was delivered there: never send it again through SMTP.
UPDATE "notification" SET "status" = 'SENT', "transport" = 'local', "sent_at" = "created_at";
