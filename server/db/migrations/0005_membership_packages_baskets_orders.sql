CREATE TABLE "annual_levy" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"association" text NOT NULL,
	"season" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"paid_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "basket" (
	"id" text PRIMARY KEY NOT NULL,
	"person_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "basket_person_id_unique" UNIQUE("person_id")
);
--> statement-breakpoint
CREATE TABLE "basket_item" (
	"id" text PRIMARY KEY NOT NULL,
	"basket_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"package_id" text NOT NULL,
	"option_id" text NOT NULL,
	"person_ids" text[] NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_instalment" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"seq" integer NOT NULL,
	"due_date" date NOT NULL,
	"amount_minor" integer NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"payment_intent_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_option" (
	"id" text PRIMARY KEY NOT NULL,
	"package_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"season" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"adult_slots" integer NOT NULL,
	"youth_slots" integer NOT NULL,
	"player_type" text NOT NULL,
	"membership_type" text NOT NULL,
	"associations" text[] NOT NULL,
	"price_currency" text NOT NULL,
	"price" integer NOT NULL,
	"visible_online" boolean NOT NULL,
	"available_online_for" text NOT NULL,
	"online_single_payment_allowed" boolean NOT NULL,
	"online_pay_later_option_allowed" boolean NOT NULL,
	"online_instalment_payment_allowed" boolean NOT NULL,
	"instalment_price" integer,
	"instalment_number" integer,
	"additional_questions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "membership_order" (
	"id" text PRIMARY KEY NOT NULL,
	"person_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"status" text NOT NULL,
	"payment_type" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"paid_minor" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"checkout_session_id" text,
	"payment_intent_id" text,
	"payment_method_id" text,
	"plan_cancelled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "membership_package" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"season" integer NOT NULL,
	"status" text NOT NULL,
	"additional_type" text DEFAULT '' NOT NULL,
	"bulk_register_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_method" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"card_last4" text NOT NULL,
	"fail_charges" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "membership" ADD COLUMN "package_id" text;--> statement-breakpoint
ALTER TABLE "membership" ADD COLUMN "option_id" text;--> statement-breakpoint
ALTER TABLE "membership" ADD COLUMN "answers" jsonb;--> statement-breakpoint
ALTER TABLE "payment_checkout_session" ADD COLUMN "save_card" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_checkout_session" ADD COLUMN "payment_method_id" text;--> statement-breakpoint
ALTER TABLE "annual_levy" ADD CONSTRAINT "annual_levy_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket" ADD CONSTRAINT "basket_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_item" ADD CONSTRAINT "basket_item_basket_id_basket_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."basket"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_item" ADD CONSTRAINT "basket_item_option_id_membership_option_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."membership_option"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_instalment" ADD CONSTRAINT "membership_instalment_order_id_membership_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."membership_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_option" ADD CONSTRAINT "membership_option_package_id_membership_package_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."membership_package"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_order" ADD CONSTRAINT "membership_order_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_order" ADD CONSTRAINT "membership_order_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_package" ADD CONSTRAINT "membership_package_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "annual_levy_org_assoc_season" ON "annual_levy" USING btree ("organization_id","association","season");--> statement-breakpoint
CREATE INDEX "basket_item_basket_idx" ON "basket_item" USING btree ("basket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_instalment_order_seq" ON "membership_instalment" USING btree ("order_id","seq");--> statement-breakpoint
CREATE INDEX "membership_instalment_due_idx" ON "membership_instalment" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "membership_option_package_idx" ON "membership_option" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "membership_order_org_idx" ON "membership_order" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "membership_package_org_idx" ON "membership_package" USING btree ("organization_id","season");--> statement-breakpoint
CREATE INDEX "membership_order_idx" ON "membership" USING btree ("order_id");