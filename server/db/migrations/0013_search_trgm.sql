-- Issue 19, search: club search matches each folded word by prefix anywhere in organization.search_text
-- (name and alternate name, folded in domain/organization/search-text.ts). A trigram index on the padded
-- text serves those LIKE '% word%' patterns and the misspelling fallback (word <% text) without reading every
-- row. pg_trgm is a trusted extension: the database owner may create it (PGlite loads it from its contrib).
CREATE EXTENSION IF NOT EXISTS "pg_trgm";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "organization_search_trgm" ON "organization"
  USING gin ((' ' || "search_text" || ' ') gin_trgm_ops) WHERE "deleted_at" IS NULL;
