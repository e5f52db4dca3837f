CREATE TABLE "draw_paper_request" (
	"id" text PRIMARY KEY NOT NULL,
	"draw_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"number_of_tickets" integer NOT NULL,
	"note" text,
	"requested_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "draw_paper_request" ADD CONSTRAINT "draw_paper_request_draw_id_draw_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draw"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_paper_request" ADD CONSTRAINT "draw_paper_request_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draw_paper_request_draw_idx" ON "draw_paper_request" USING btree ("draw_id","created_at");