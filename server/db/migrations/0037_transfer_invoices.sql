CREATE TABLE "payment_transfer" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"destination_account_id" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_invoice" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"source_organization_id" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'DUE' NOT NULL,
	"decided_by" text,
	"transfer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transfer_invoice" ADD CONSTRAINT "transfer_invoice_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_invoice" ADD CONSTRAINT "transfer_invoice_source_organization_id_organization_id_fk" FOREIGN KEY ("source_organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_invoice" ADD CONSTRAINT "transfer_invoice_decided_by_person_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transfer_reference" ON "payment_transfer" USING btree ("account_id","reference");--> statement-breakpoint
CREATE INDEX "transfer_invoice_org_idx" ON "transfer_invoice" USING btree ("organization_id","status","updated_at");--> statement-breakpoint
CREATE FUNCTION "payment_transfer_to_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "payment_post_ledger"(NEW.account_id, NEW.currency, 'available', -NEW.amount_minor, 'transfer_out', NEW.id, NULL);
  PERFORM "payment_post_ledger"(NEW.destination_account_id, NEW.currency, 'available', NEW.amount_minor, 'transfer_in', NEW.id, NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payment_transfer_ledger" AFTER INSERT ON "payment_transfer"
  FOR EACH ROW EXECUTE FUNCTION "payment_transfer_to_ledger"();
--> statement-breakpoint
CREATE TRIGGER "payment_transfer_append_only" BEFORE UPDATE OR DELETE ON "payment_transfer"
  FOR EACH ROW EXECUTE FUNCTION "payment_refuse_change"();
