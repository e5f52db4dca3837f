CREATE TABLE "fixture_notification" (
	"id" text PRIMARY KEY NOT NULL,
	"fixture_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"audiences" jsonb NOT NULL,
	"recipients" integer NOT NULL,
	"message" text,
	"sent_by" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "managed_league" (
	"id" text PRIMARY KEY NOT NULL,
	"division_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"manager_id" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" text
);
--> statement-breakpoint
ALTER TABLE "fixture_notification" ADD CONSTRAINT "fixture_notification_fixture_id_fixture_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixture"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixture_notification" ADD CONSTRAINT "fixture_notification_owner_id_organization_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixture_notification" ADD CONSTRAINT "fixture_notification_sent_by_person_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "managed_league" ADD CONSTRAINT "managed_league_division_id_division_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."division"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "managed_league" ADD CONSTRAINT "managed_league_owner_id_organization_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "managed_league" ADD CONSTRAINT "managed_league_manager_id_organization_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "managed_league" ADD CONSTRAINT "managed_league_created_by_person_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "managed_league" ADD CONSTRAINT "managed_league_ended_by_person_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fixture_notification_owner_idx" ON "fixture_notification" USING btree ("owner_id","sent_at","id");--> statement-breakpoint
CREATE INDEX "fixture_notification_fixture_idx" ON "fixture_notification" USING btree ("fixture_id");--> statement-breakpoint
CREATE UNIQUE INDEX "managed_league_division_running_idx" ON "managed_league" USING btree ("division_id") WHERE "managed_league"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "managed_league_manager_idx" ON "managed_league" USING btree ("manager_id","created_at");--> statement-breakpoint
CREATE INDEX "managed_league_owner_idx" ON "managed_league" USING btree ("owner_id","created_at");