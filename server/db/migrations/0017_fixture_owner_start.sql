-- Issue 21 item 9: a county's fixtures for a weekend (owner and start date) in one index range.
CREATE INDEX "fixture_owner_start_idx" ON "fixture" USING btree ("owner_id","start_date");