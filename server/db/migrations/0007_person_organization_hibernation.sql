ALTER TABLE "person_organization" ADD COLUMN "hibernate_reason" text;--> statement-breakpoint
ALTER TABLE "person_organization" ADD COLUMN "hibernated_on" date;