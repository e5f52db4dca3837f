CREATE TABLE "payment_cash_transaction" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"reference" text NOT NULL,
	"top_up_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rate" (
	"id" text PRIMARY KEY NOT NULL,
	"source_currency" text NOT NULL,
	"destination_currency" text NOT NULL,
	"rate" numeric(18, 8) NOT NULL,
	"status" text NOT NULL,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_method" ADD COLUMN "owner_kind" text DEFAULT 'ORGANIZATION' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_method" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_method" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "payment_method" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "payment_method" ADD COLUMN "routing_number" text;--> statement-breakpoint
ALTER TABLE "payment_method" ADD COLUMN "reference" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_cash_transaction_reference" ON "payment_cash_transaction" USING btree ("account_id","reference");--> statement-breakpoint
CREATE INDEX "payment_cash_transaction_account_idx" ON "payment_cash_transaction" USING btree ("account_id","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rate_active_pair" ON "exchange_rate" USING btree ("source_currency","destination_currency") WHERE "exchange_rate"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "exchange_rate_list_idx" ON "exchange_rate" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_method_reference" ON "payment_method" USING btree ("account_id","reference");--> statement-breakpoint
-- A customer cash balance is a sum of its movements: no movement is ever changed or removed.
CREATE FUNCTION payment_cash_transaction_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'payment_cash_transaction is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER payment_cash_transaction_append_only BEFORE UPDATE OR DELETE ON payment_cash_transaction
  FOR EACH ROW EXECUTE FUNCTION payment_cash_transaction_append_only();
