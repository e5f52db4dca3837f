ALTER TABLE "payment_audit" ALTER COLUMN "organization_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_audit" ADD COLUMN "person_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_audit_person_once" ON "payment_audit" USING btree ("person_id","action","subject_id");--> statement-breakpoint
-- A row is either an organisation's (money, club methods) or a person's own payment-method change, never both.
ALTER TABLE "payment_audit" ADD CONSTRAINT "payment_audit_owner" CHECK (("organization_id" IS NULL) <> ("person_id" IS NULL));
