-- Issue 21, competitions administration: the wizard's fields on competition and division, competitors,
-- matrix templates, venue and match-official pools, and the result fields an admin records on a fixture.
-- A fixture side may be a placeholder until its team is known, so home_team_id may be null.
CREATE TABLE "division_competitor" (
	"id" text PRIMARY KEY NOT NULL,
	"division_id" text NOT NULL,
	"team_id" text,
	"placeholder" text,
	"name" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matrix" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"total_teams" integer NOT NULL,
	"rounds" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pool" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"level" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pool_member" (
	"pool_id" text NOT NULL,
	"member_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pool_member_pool_id_member_id_pk" PRIMARY KEY("pool_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "fixture" ALTER COLUMN "home_team_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "competition" ADD COLUMN "admin_person_id" text;--> statement-breakpoint
ALTER TABLE "competition" ADD COLUMN "match_official_admin_person_id" text;--> statement-breakpoint
ALTER TABLE "competition" ADD COLUMN "additional_type" text;--> statement-breakpoint
ALTER TABLE "competition" ADD COLUMN "rank" text;--> statement-breakpoint
ALTER TABLE "competition" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "competition" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "competition" ADD COLUMN "sponsor" text;--> statement-breakpoint
ALTER TABLE "competition" ADD COLUMN "sponsor_position" text;--> statement-breakpoint
ALTER TABLE "competition" ADD COLUMN "master_competition" text;--> statement-breakpoint
ALTER TABLE "competition" ADD COLUMN "notification_recipient" text;--> statement-breakpoint
ALTER TABLE "competition" ADD COLUMN "venue_pool_id" text;--> statement-breakpoint
ALTER TABLE "competition" ADD COLUMN "match_official_pool_id" text;--> statement-breakpoint
ALTER TABLE "competition" ADD COLUMN "number_of_divisions" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "competition" ADD COLUMN "legs" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "competition" ADD COLUMN "win_points" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "competition" ADD COLUMN "draw_points" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "competition" ADD COLUMN "loss_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "competition" ADD COLUMN "walkover_points" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "competition" ADD COLUMN "points_display_format" text DEFAULT 'GOALS_POINTS' NOT NULL;--> statement-breakpoint
ALTER TABLE "competition" ADD COLUMN "tie_breaks" jsonb DEFAULT '["SCORE_DIFFERENCE","SCORES_FOR","HEAD_TO_HEAD","GOALS_FOR"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "competition" ADD COLUMN "archive_reason" text;--> statement-breakpoint
ALTER TABLE "competition" ADD COLUMN "delete_reason" text;--> statement-breakpoint
ALTER TABLE "division" ADD COLUMN "officials_days_before" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "division" ADD COLUMN "officials_hours_before" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "division" ADD COLUMN "admin_days_before" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "division" ADD COLUMN "admin_hours_before" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "division" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fixture" ADD COLUMN "home_placeholder" text;--> statement-breakpoint
ALTER TABLE "fixture" ADD COLUMN "away_placeholder" text;--> statement-breakpoint
ALTER TABLE "fixture" ADD COLUMN "home_penalties" integer;--> statement-breakpoint
ALTER TABLE "fixture" ADD COLUMN "away_penalties" integer;--> statement-breakpoint
ALTER TABLE "fixture" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "fixture" ADD COLUMN "is_extra_time" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fixture" ADD COLUMN "is_replay" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fixture" ADD COLUMN "ccc_notes" text;--> statement-breakpoint
ALTER TABLE "fixture" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "fixture" ADD COLUMN "reschedule_reason" text;--> statement-breakpoint
ALTER TABLE "fixture" ADD COLUMN "broadcast" jsonb;--> statement-breakpoint
ALTER TABLE "division_competitor" ADD CONSTRAINT "division_competitor_division_id_division_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."division"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "division_competitor" ADD CONSTRAINT "division_competitor_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matrix" ADD CONSTRAINT "matrix_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool" ADD CONSTRAINT "pool_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_member" ADD CONSTRAINT "pool_member_pool_id_pool_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pool"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "division_competitor_division_idx" ON "division_competitor" USING btree ("division_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "division_competitor_team_unique" ON "division_competitor" USING btree ("division_id","team_id") WHERE "division_competitor"."team_id" is not null;--> statement-breakpoint
CREATE INDEX "matrix_org_idx" ON "matrix" USING btree ("organization_id","name");--> statement-breakpoint
CREATE INDEX "pool_org_idx" ON "pool" USING btree ("organization_id","kind","name");--> statement-breakpoint
ALTER TABLE "competition" ADD CONSTRAINT "competition_admin_person_id_person_id_fk" FOREIGN KEY ("admin_person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition" ADD CONSTRAINT "competition_match_official_admin_person_id_person_id_fk" FOREIGN KEY ("match_official_admin_person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competition_org_season_idx" ON "competition" USING btree ("organization_id","season","id");--> statement-breakpoint
CREATE INDEX "fixture_division_idx" ON "fixture" USING btree ("division_id","start_date");--> statement-breakpoint
-- Competitions made before the wizard existed (the seed's) get the values the wizard would have asked for.
UPDATE "competition" SET "additional_type" = CASE WHEN "format" = 'CUP' THEN 'CUP' ELSE 'LEAGUE' END,
  "rank" = 'COUNTY', "gender" = 'MALE' WHERE "additional_type" IS NULL;
--> statement-breakpoint
-- Competitors show on the public competition page (cached under the `fixture` scope, migration 0015).
CREATE TRIGGER "division_competitor_public_read_version" AFTER INSERT OR UPDATE OR DELETE ON "division_competitor"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_read_version_fixture"();
