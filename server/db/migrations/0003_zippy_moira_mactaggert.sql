CREATE TABLE "membership" (
	"id" text PRIMARY KEY NOT NULL,
	"person_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"order_id" text,
	"association" text NOT NULL,
	"season" integer NOT NULL,
	"membership_status" text NOT NULL,
	"payment_status" text,
	"payment_method" text,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"registered_on" date,
	"fees_paid_on" date,
	"refunded" boolean DEFAULT false NOT NULL,
	"discount" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pif_invoice" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"season" integer NOT NULL,
	"status" text NOT NULL,
	"notes" text,
	"claims_band" text,
	"penalty" integer DEFAULT 0 NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	"total_cost" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"paid_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pif_season" (
	"year" integer PRIMARY KEY NOT NULL,
	"season_status" text NOT NULL,
	"is_active_season" boolean DEFAULT false NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "membership" ADD CONSTRAINT "membership_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership" ADD CONSTRAINT "membership_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pif_invoice" ADD CONSTRAINT "pif_invoice_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pif_invoice" ADD CONSTRAINT "pif_invoice_season_pif_season_year_fk" FOREIGN KEY ("season") REFERENCES "public"."pif_season"("year") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset" ADD CONSTRAINT "password_reset_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_person_org_idx" ON "membership" USING btree ("person_id","organization_id");--> statement-breakpoint
CREATE INDEX "membership_org_season_idx" ON "membership" USING btree ("organization_id","season");--> statement-breakpoint
CREATE UNIQUE INDEX "pif_invoice_org_season" ON "pif_invoice" USING btree ("organization_id","season") WHERE "pif_invoice"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "password_reset_token_idx" ON "password_reset" USING btree ("token_hash");