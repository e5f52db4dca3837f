CREATE SEQUENCE "public"."support_query_number" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "support_query" (
	"id" text PRIMARY KEY NOT NULL,
	"number" bigint NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"person_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"username" text,
	"language" text DEFAULT 'en' NOT NULL,
	"role" text NOT NULL,
	"category" text NOT NULL,
	"subcategory" text NOT NULL,
	"association" text NOT NULL,
	"county" text NOT NULL,
	"club" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"previous_reference" text,
	"related_person" jsonb,
	"clubs" jsonb,
	"case_details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_query_number_unique" UNIQUE("number"),
	CONSTRAINT "support_query_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "support_query_attachment" (
	"id" text PRIMARY KEY NOT NULL,
	"query_id" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_query" ADD CONSTRAINT "support_query_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_query_attachment" ADD CONSTRAINT "support_query_attachment_query_id_support_query_id_fk" FOREIGN KEY ("query_id") REFERENCES "public"."support_query"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_query_created_idx" ON "support_query" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "support_query_person_idx" ON "support_query" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "support_query_attachment_idx" ON "support_query_attachment" USING btree ("query_id");