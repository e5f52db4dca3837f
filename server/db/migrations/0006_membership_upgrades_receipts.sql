CREATE TABLE "membership_receipt" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"seq" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"payment_intent_id" text,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "membership_order" ADD COLUMN "kind" text DEFAULT 'REGISTRATION' NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_order" ADD COLUMN "membership_id" text;--> statement-breakpoint
ALTER TABLE "membership_order" ADD COLUMN "from_option_id" text;--> statement-breakpoint
ALTER TABLE "membership_order" ADD COLUMN "from_package_id" text;--> statement-breakpoint
ALTER TABLE "membership_receipt" ADD CONSTRAINT "membership_receipt_order_id_membership_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."membership_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_receipt_order_seq" ON "membership_receipt" USING btree ("order_id","seq");--> statement-breakpoint
CREATE INDEX "membership_order_membership_idx" ON "membership_order" USING btree ("membership_id");