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
CREATE TABLE "draw" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"organization_id" text NOT NULL,
	"ticket_price_minor" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"draw_date" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draw_allocation" (
	"id" text PRIMARY KEY NOT NULL,
	"draw_id" text NOT NULL,
	"county" text NOT NULL,
	"organization_id" text NOT NULL,
	"start_ticket_number" integer NOT NULL,
	"number_of_tickets" integer NOT NULL,
	"ticket_type" text DEFAULT 'PAPER' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draw_order" (
	"id" text PRIMARY KEY NOT NULL,
	"draw_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"status" text NOT NULL,
	"quantity" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"entrants" jsonb NOT NULL,
	"checkout_session_id" text,
	"payment_intent_id" text,
	"refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draw_organization" (
	"id" text PRIMARY KEY NOT NULL,
	"draw_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"status" text DEFAULT 'ENABLED' NOT NULL,
	"declared_at" timestamp with time zone,
	"declared_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draw_ticket" (
	"id" text PRIMARY KEY NOT NULL,
	"draw_id" text NOT NULL,
	"allocation_id" text,
	"number" integer NOT NULL,
	"county" text NOT NULL,
	"organization_id" text NOT NULL,
	"status" text DEFAULT 'ALLOCATED' NOT NULL,
	"ticket_type" text DEFAULT 'PAPER' NOT NULL,
	"name" text,
	"address" text,
	"phone" text,
	"sale_date" text,
	"sold_at" timestamp with time zone,
	"sold_by" text,
	"order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_checkout_session" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_intent_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_event" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_intent" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"checkout_session_id" text,
	"amount_minor" integer NOT NULL,
	"fee_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"card_last4" text,
	"refunded_minor" integer DEFAULT 0 NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"metadata" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_payout" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"arrival_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refund" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_intent_id" text NOT NULL,
	"account_id" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"fee_minor" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "membership" ADD CONSTRAINT "membership_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership" ADD CONSTRAINT "membership_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pif_invoice" ADD CONSTRAINT "pif_invoice_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pif_invoice" ADD CONSTRAINT "pif_invoice_season_pif_season_year_fk" FOREIGN KEY ("season") REFERENCES "public"."pif_season"("year") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset" ADD CONSTRAINT "password_reset_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw" ADD CONSTRAINT "draw_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_allocation" ADD CONSTRAINT "draw_allocation_draw_id_draw_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draw"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_allocation" ADD CONSTRAINT "draw_allocation_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_order" ADD CONSTRAINT "draw_order_draw_id_draw_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draw"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_order" ADD CONSTRAINT "draw_order_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_organization" ADD CONSTRAINT "draw_organization_draw_id_draw_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draw"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_organization" ADD CONSTRAINT "draw_organization_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_ticket" ADD CONSTRAINT "draw_ticket_draw_id_draw_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draw"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_ticket" ADD CONSTRAINT "draw_ticket_allocation_id_draw_allocation_id_fk" FOREIGN KEY ("allocation_id") REFERENCES "public"."draw_allocation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_ticket" ADD CONSTRAINT "draw_ticket_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_ticket" ADD CONSTRAINT "draw_ticket_order_id_draw_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."draw_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_person_org_idx" ON "membership" USING btree ("person_id","organization_id");--> statement-breakpoint
CREATE INDEX "membership_org_season_idx" ON "membership" USING btree ("organization_id","season");--> statement-breakpoint
CREATE UNIQUE INDEX "pif_invoice_org_season" ON "pif_invoice" USING btree ("organization_id","season") WHERE "pif_invoice"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "password_reset_token_idx" ON "password_reset" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "draw_allocation_draw_idx" ON "draw_allocation" USING btree ("draw_id","start_ticket_number");--> statement-breakpoint
CREATE INDEX "draw_order_session_idx" ON "draw_order" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "draw_organization_unique" ON "draw_organization" USING btree ("draw_id","organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "draw_ticket_live_number" ON "draw_ticket" USING btree ("draw_id","number") WHERE "draw_ticket"."deleted_at" is null and "draw_ticket"."status" not in ('FAILED', 'EXPIRED');--> statement-breakpoint
CREATE INDEX "draw_ticket_org_idx" ON "draw_ticket" USING btree ("organization_id","draw_id","status");--> statement-breakpoint
CREATE INDEX "draw_ticket_sync_idx" ON "draw_ticket" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "draw_ticket_order_idx" ON "draw_ticket" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_checkout_session_open_idx" ON "payment_checkout_session" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "payment_event_undelivered_idx" ON "payment_event" USING btree ("delivered_at");