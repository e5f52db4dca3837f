DROP INDEX "survey_submission_open_idx";--> statement-breakpoint
ALTER TABLE "survey_submission" ADD COLUMN "matter_type" text;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_submission_open_idx" ON "survey_submission" USING btree ("organization_id","kind",coalesce("matter_type", '')) WHERE status in ('DRAFT', 'PENDING_REVIEW', 'ACCEPTED', 'REJECTED_MORE_INFO', 'APPROVED');