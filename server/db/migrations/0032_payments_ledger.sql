CREATE TABLE "payment_account" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"default_currency" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_clock" (
	"id" text PRIMARY KEY NOT NULL,
	"offset_ms" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_ledger_entry" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"currency" text NOT NULL,
	"bucket" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"kind" text NOT NULL,
	"source_id" text NOT NULL,
	"moves_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_top_up" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"method_type" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"fee_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"reference" text NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_account_setting" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"payouts_frozen" boolean DEFAULT false NOT NULL,
	"provider_account_id" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_approval" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"additional_type" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_method_id" text,
	"description" text NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"status_reason" text,
	"requested_by" text NOT NULL,
	"decided_by" text,
	"movement_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_audit" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"action" text NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"subject_id" text,
	"amount_minor" integer,
	"currency" text,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_method" ADD COLUMN "type" text DEFAULT 'CARD' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_method" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "payment_method" ADD COLUMN "currency" text DEFAULT 'EUR' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_payout" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_payout" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "payment_account_setting" ADD CONSTRAINT "payment_account_setting_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_approval" ADD CONSTRAINT "payment_approval_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_approval" ADD CONSTRAINT "payment_approval_requested_by_person_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_approval" ADD CONSTRAINT "payment_approval_decided_by_person_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_ledger_entry_once" ON "payment_ledger_entry" USING btree ("kind","source_id","bucket");--> statement-breakpoint
CREATE INDEX "payment_ledger_entry_account_idx" ON "payment_ledger_entry" USING btree ("account_id","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_top_up_reference" ON "payment_top_up" USING btree ("account_id","reference");--> statement-breakpoint
CREATE INDEX "payment_approval_org_idx" ON "payment_approval" USING btree ("organization_id","status","created_at");--> statement-breakpoint
CREATE INDEX "payment_audit_org_idx" ON "payment_audit" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_audit_once" ON "payment_audit" USING btree ("organization_id","action","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_payout_reference" ON "payment_payout" USING btree ("account_id","reference");--> statement-breakpoint
CREATE FUNCTION "payment_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payment_ledger_entry_append_only" BEFORE UPDATE OR DELETE ON "payment_ledger_entry"
  FOR EACH ROW EXECUTE FUNCTION "payment_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "payment_audit_append_only" BEFORE UPDATE OR DELETE ON "payment_audit"
  FOR EACH ROW EXECUTE FUNCTION "payment_refuse_change"();
--> statement-breakpoint
INSERT INTO "payment_ledger_entry" ("id", "account_id", "currency", "bucket", "amount_minor", "kind", "source_id", "moves_at", "created_at")
SELECT 'le_' || md5('charge' || i.id || 'pending'), i.account_id, i.currency, 'pending', i.amount_minor, 'charge', i.id, i.available_at, i.created_at
  FROM "payment_intent" i WHERE i.status = 'succeeded'
UNION ALL
SELECT 'le_' || md5('card_fee' || i.id || 'pending'), i.account_id, i.currency, 'pending', -i.fee_minor, 'card_fee', i.id, i.available_at, i.created_at
  FROM "payment_intent" i WHERE i.status = 'succeeded'
UNION ALL
SELECT 'le_' || md5('refund' || r.id || 'available'), r.account_id, i.currency, 'available', -(r.amount_minor - i.fee_minor), 'refund', r.id, NULL, r.created_at
  FROM "payment_refund" r JOIN "payment_intent" i ON i.id = r.payment_intent_id
UNION ALL
SELECT 'le_' || md5('refund_fee' || r.id || 'available'), r.account_id, i.currency, 'available', -r.fee_minor, 'refund_fee', r.id, NULL, r.created_at
  FROM "payment_refund" r JOIN "payment_intent" i ON i.id = r.payment_intent_id
UNION ALL
SELECT 'le_' || md5('payout' || p.id || 'available'), p.account_id, p.currency, 'available', -p.amount_minor, 'payout', p.id, NULL, p.created_at
  FROM "payment_payout" p
UNION ALL
SELECT 'le_' || md5('payout' || p.id || 'reserved'), p.account_id, p.currency, 'reserved', p.amount_minor, 'payout', p.id, p.arrival_at, p.created_at
  FROM "payment_payout" p
UNION ALL
SELECT 'le_' || md5('debit' || d.id || 'available'), d.account_id, d.currency, 'available', -d.amount_minor, 'debit', d.id, NULL, d.created_at
  FROM "payment_debit" d;
--> statement-breakpoint
CREATE FUNCTION "payment_post_ledger"("p_account" text, "p_currency" text, "p_bucket" text, "p_amount" integer, "p_kind" text, "p_source" text, "p_moves_at" timestamp with time zone) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "payment_ledger_entry" ("id", "account_id", "currency", "bucket", "amount_minor", "kind", "source_id", "moves_at")
  VALUES ('le_' || md5(p_kind || p_source || p_bucket), p_account, p_currency, p_bucket, p_amount, p_kind, p_source, p_moves_at)
  ON CONFLICT DO NOTHING;
END $$;
--> statement-breakpoint
CREATE FUNCTION "payment_intent_to_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'succeeded' THEN
    PERFORM "payment_post_ledger"(NEW.account_id, NEW.currency, 'pending', NEW.amount_minor, 'charge', NEW.id, NEW.available_at);
    PERFORM "payment_post_ledger"(NEW.account_id, NEW.currency, 'pending', -NEW.fee_minor, 'card_fee', NEW.id, NEW.available_at);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payment_intent_ledger" AFTER INSERT OR UPDATE OF "status" ON "payment_intent"
  FOR EACH ROW EXECUTE FUNCTION "payment_intent_to_ledger"();
--> statement-breakpoint
CREATE FUNCTION "payment_refund_to_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE i record;
BEGIN
  SELECT currency, fee_minor INTO i FROM "payment_intent" WHERE id = NEW.payment_intent_id;
  PERFORM "payment_post_ledger"(NEW.account_id, i.currency, 'available', -(NEW.amount_minor - i.fee_minor), 'refund', NEW.id, NULL);
  PERFORM "payment_post_ledger"(NEW.account_id, i.currency, 'available', -NEW.fee_minor, 'refund_fee', NEW.id, NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payment_refund_ledger" AFTER INSERT ON "payment_refund"
  FOR EACH ROW EXECUTE FUNCTION "payment_refund_to_ledger"();
--> statement-breakpoint
CREATE FUNCTION "payment_payout_to_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "payment_post_ledger"(NEW.account_id, NEW.currency, 'available', -NEW.amount_minor, 'payout', NEW.id, NULL);
  PERFORM "payment_post_ledger"(NEW.account_id, NEW.currency, 'reserved', NEW.amount_minor, 'payout', NEW.id, NEW.arrival_at);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payment_payout_ledger" AFTER INSERT ON "payment_payout"
  FOR EACH ROW EXECUTE FUNCTION "payment_payout_to_ledger"();
--> statement-breakpoint
CREATE FUNCTION "payment_debit_to_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "payment_post_ledger"(NEW.account_id, NEW.currency, 'available', -NEW.amount_minor, 'debit', NEW.id, NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payment_debit_ledger" AFTER INSERT ON "payment_debit"
  FOR EACH ROW EXECUTE FUNCTION "payment_debit_to_ledger"();
--> statement-breakpoint
CREATE FUNCTION "payment_top_up_to_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "payment_post_ledger"(NEW.account_id, NEW.currency, 'pending', NEW.amount_minor, 'top_up', NEW.id, NEW.available_at);
  PERFORM "payment_post_ledger"(NEW.account_id, NEW.currency, 'pending', -NEW.fee_minor, 'top_up_fee', NEW.id, NEW.available_at);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payment_top_up_ledger" AFTER INSERT ON "payment_top_up"
  FOR EACH ROW EXECUTE FUNCTION "payment_top_up_to_ledger"();
