CREATE TABLE "calendar_feed" (
	"person_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feed_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "message" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"sender_person_id" text,
	"to_everyone" boolean NOT NULL,
	"group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"categories" jsonb NOT NULL,
	"place_id" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"comms_consent_additional_club" boolean DEFAULT false NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_recipient" (
	"id" text PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"person_id" text NOT NULL,
	"state" text DEFAULT 'ACTIVE' NOT NULL,
	"read_at" timestamp with time zone,
	"sent_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "calendar_feed" ADD CONSTRAINT "calendar_feed_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_sender_person_id_person_id_fk" FOREIGN KEY ("sender_person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipient" ADD CONSTRAINT "message_recipient_message_id_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."message"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipient" ADD CONSTRAINT "message_recipient_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_org_sent_idx" ON "message" USING btree ("organization_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "message_recipient_unique" ON "message_recipient" USING btree ("message_id","person_id");--> statement-breakpoint
CREATE INDEX "message_recipient_inbox_idx" ON "message_recipient" USING btree ("person_id","state","sent_at");--> statement-breakpoint
CREATE INDEX "message_recipient_updated_idx" ON "message_recipient" USING btree ("person_id","updated_at","id");