-- Issue 52, the match as it happens: one row per event a referee records at the pitch, keyed by the id the
-- device made (a replayed event is stored once). The fixture's score is the fold of its events (match-events.ts).

CREATE TABLE "match_event" (
	"id" text PRIMARY KEY NOT NULL,
	"fixture_id" text NOT NULL,
	"kind" text NOT NULL,
	"minute" integer NOT NULL,
	"side" text,
	"goals" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"corrects" text,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match_event" ADD CONSTRAINT "match_event_fixture_id_fixture_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixture"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_event" ADD CONSTRAINT "match_event_recorded_by_person_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_event_fixture_idx" ON "match_event" USING btree ("fixture_id","minute","id");