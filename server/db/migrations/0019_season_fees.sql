CREATE TABLE "claims_band" (
	"season" integer NOT NULL,
	"name" text NOT NULL,
	"penalty_percent" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "claims_band_season_name_pk" PRIMARY KEY("season","name")
);
--> statement-breakpoint
CREATE TABLE "fee_grade" (
	"id" text PRIMARY KEY NOT NULL,
	"season" integer NOT NULL,
	"age_level" text NOT NULL,
	"organization_types" text[] NOT NULL,
	"activities" text[] NOT NULL,
	"price_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_price" (
	"id" text PRIMARY KEY NOT NULL,
	"season" integer NOT NULL,
	"level" integer NOT NULL,
	"level_name" text NOT NULL,
	"price_per_team" integer NOT NULL,
	"price_ceiling" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_band" (
	"organization_id" text NOT NULL,
	"season" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "organization_band_season_organization_id_pk" PRIMARY KEY("season","organization_id")
);
--> statement-breakpoint
CREATE TABLE "pif_invoice_group" (
	"id" text PRIMARY KEY NOT NULL,
	"invoice_id" text NOT NULL,
	"team_id" text NOT NULL,
	"name" text NOT NULL,
	"age_level" text NOT NULL,
	"activity" text NOT NULL,
	"grade_id" text,
	"price_id" text,
	"level" integer,
	"price" integer DEFAULT 0 NOT NULL,
	"covered_status" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pif_invoice" ADD COLUMN "organization_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pif_invoice" ADD COLUMN "region" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pif_invoice" ADD COLUMN "amount_paid" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pif_invoice" ADD COLUMN "payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "pif_invoice" ADD COLUMN "reminded_on" date;--> statement-breakpoint
ALTER TABLE "pif_season" ADD COLUMN "bands_final" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "claims_band" ADD CONSTRAINT "claims_band_season_pif_season_year_fk" FOREIGN KEY ("season") REFERENCES "public"."pif_season"("year") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_grade" ADD CONSTRAINT "fee_grade_season_pif_season_year_fk" FOREIGN KEY ("season") REFERENCES "public"."pif_season"("year") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_grade" ADD CONSTRAINT "fee_grade_price_id_fee_price_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."fee_price"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_price" ADD CONSTRAINT "fee_price_season_pif_season_year_fk" FOREIGN KEY ("season") REFERENCES "public"."pif_season"("year") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_band" ADD CONSTRAINT "organization_band_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_band" ADD CONSTRAINT "organization_band_season_pif_season_year_fk" FOREIGN KEY ("season") REFERENCES "public"."pif_season"("year") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pif_invoice_group" ADD CONSTRAINT "pif_invoice_group_invoice_id_pif_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."pif_invoice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_grade_season" ON "fee_grade" USING btree ("season");--> statement-breakpoint
CREATE INDEX "fee_grade_price" ON "fee_grade" USING btree ("price_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_price_season_level" ON "fee_price" USING btree ("season","level");--> statement-breakpoint
CREATE UNIQUE INDEX "pif_invoice_group_team" ON "pif_invoice_group" USING btree ("invoice_id","team_id");--> statement-breakpoint
CREATE INDEX "pif_invoice_group_team_idx" ON "pif_invoice_group" USING btree ("team_id") WHERE "pif_invoice_group"."covered_status" = 'COVERED';--> statement-breakpoint
CREATE INDEX "pif_invoice_season_order" ON "pif_invoice" USING btree ("season","region","organization_name","status","id") WHERE "pif_invoice"."deleted_at" is null;