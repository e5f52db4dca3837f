ALTER TABLE "organization" ADD COLUMN "slug" text;--> statement-breakpoint
CREATE UNIQUE INDEX "organization_slug_idx" ON "organization" USING btree ("slug");