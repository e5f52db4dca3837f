CREATE TABLE "payment_terminal_location" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL,
	"street_address" text NOT NULL,
	"address_locality" text NOT NULL,
	"postal_code" text NOT NULL,
	"splash_screen" "bytea",
	"splash_screen_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_terminal_reader" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"location_id" text NOT NULL,
	"label" text NOT NULL,
	"device_type" text NOT NULL,
	"serial_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_terminal_token" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"location_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_intent" ADD COLUMN "client_secret" text;--> statement-breakpoint
ALTER TABLE "payment_intent" ADD COLUMN "reader_id" text;--> statement-breakpoint
ALTER TABLE "payment_intent" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "payment_terminal_reader" ADD CONSTRAINT "payment_terminal_reader_location_id_payment_terminal_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."payment_terminal_location"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_terminal_location_account_idx" ON "payment_terminal_location" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "payment_terminal_reader_location_idx" ON "payment_terminal_reader" USING btree ("location_id");