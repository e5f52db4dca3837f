CREATE TABLE "place_organization" (
	"place_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "place_organization_place_id_organization_id_pk" PRIMARY KEY("place_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "organization_asset" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"location_type" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "organization_audit" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"event" text NOT NULL,
	"actor_person_id" text,
	"subject_person_id" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "place" ADD COLUMN "additional_type" text;--> statement-breakpoint
ALTER TABLE "place" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "place" ADD COLUMN "legacy_id" text;--> statement-breakpoint
ALTER TABLE "place" ADD COLUMN "address" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "place" ADD COLUMN "is_internal_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "place" ADD COLUMN "official_fixtures" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "place" ADD COLUMN "updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "place" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "place" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "name_ga" text;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "bio" text;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "fax_number" text;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "vat_id" text;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "identifiers" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "crbot_numbers" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "publish" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "property_held_in_trust" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "injury_fund_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "place_organization" ADD CONSTRAINT "place_organization_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_organization" ADD CONSTRAINT "place_organization_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_asset" ADD CONSTRAINT "organization_asset_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_audit" ADD CONSTRAINT "organization_audit_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "place_organization_org_idx" ON "place_organization" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "organization_asset_org_idx" ON "organization_asset" USING btree ("organization_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_asset_one_primary" ON "organization_asset" USING btree ("organization_id") WHERE "organization_asset"."kind" = 'LOCATION' and "organization_asset"."location_type" = 'primary_grounds' and "organization_asset"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "organization_audit_org_idx" ON "organization_audit" USING btree ("organization_id","created_at");