CREATE TABLE "follow" (
	"id" text PRIMARY KEY NOT NULL,
	"person_id" text NOT NULL,
	"kind" text NOT NULL,
	"target_id" text NOT NULL,
	"throw_in" boolean DEFAULT true NOT NULL,
	"scores" boolean DEFAULT true NOT NULL,
	"half_time" boolean DEFAULT true NOT NULL,
	"full_time" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_message" (
	"id" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"fixture_id" text NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscription" (
	"id" text PRIMARY KEY NOT NULL,
	"person_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "follow" ADD CONSTRAINT "follow_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_message" ADD CONSTRAINT "push_message_subscription_id_push_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscription"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscription" ADD CONSTRAINT "push_subscription_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "follow_person_target" ON "follow" USING btree ("person_id","kind","target_id");--> statement-breakpoint
CREATE INDEX "follow_target" ON "follow" USING btree ("kind","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_message_dedupe" ON "push_message" USING btree ("subscription_id","dedupe_key");--> statement-breakpoint
CREATE UNIQUE INDEX "push_message_queued_score" ON "push_message" USING btree ("subscription_id","fixture_id") WHERE "push_message"."kind" = 'SCORE' and "push_message"."status" = 'QUEUED';--> statement-breakpoint
CREATE INDEX "push_message_due" ON "push_message" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "push_message_sent" ON "push_message" USING btree ("subscription_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscription_endpoint" ON "push_subscription" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscription_person" ON "push_subscription" USING btree ("person_id");