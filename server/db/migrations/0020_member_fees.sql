CREATE TABLE "member_fee" (
	"id" text PRIMARY KEY NOT NULL,
	"source_organization_id" text NOT NULL,
	"fee_destination_organization_id" text NOT NULL,
	"association" text NOT NULL,
	"season" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"member_count" integer NOT NULL,
	"unit_amount_minor" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"paid_on" date,
	"payment_reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_fee_membership" (
	"fee_id" text NOT NULL,
	"membership_id" text NOT NULL,
	CONSTRAINT "member_fee_membership_fee_id_membership_id_pk" PRIMARY KEY("fee_id","membership_id")
);
--> statement-breakpoint
CREATE TABLE "member_fee_rate" (
	"association" text NOT NULL,
	"season" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_fee_rate_association_season_kind_pk" PRIMARY KEY("association","season","kind")
);
--> statement-breakpoint
ALTER TABLE "member_fee" ADD CONSTRAINT "member_fee_source_organization_id_organization_id_fk" FOREIGN KEY ("source_organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_fee" ADD CONSTRAINT "member_fee_fee_destination_organization_id_organization_id_fk" FOREIGN KEY ("fee_destination_organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_fee_membership" ADD CONSTRAINT "member_fee_membership_fee_id_member_fee_id_fk" FOREIGN KEY ("fee_id") REFERENCES "public"."member_fee"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_fee_membership" ADD CONSTRAINT "member_fee_membership_membership_id_membership_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."membership"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_fee_source_idx" ON "member_fee" USING btree ("source_organization_id","season");--> statement-breakpoint
CREATE INDEX "member_fee_destination_idx" ON "member_fee" USING btree ("fee_destination_organization_id","season");--> statement-breakpoint
CREATE UNIQUE INDEX "member_fee_affiliation_once" ON "member_fee" USING btree ("source_organization_id","association","season") WHERE "member_fee"."kind" = 'AFFILIATION';--> statement-breakpoint
CREATE UNIQUE INDEX "member_fee_membership_once" ON "member_fee_membership" USING btree ("membership_id");