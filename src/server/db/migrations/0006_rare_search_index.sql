-- The search index gains the sort keys (created_at, id) as its last columns: a search known to
-- match few listings then finds and orders them from this index alone, instead of walking every
-- listing newest first and reading each row from the table (a search matching nothing read all of
-- them). The columns before them are unchanged, so counts keep their index-only scans.
DROP INDEX "properties_active_search_idx";--> statement-breakpoint
CREATE INDEX "properties_active_search_idx" ON "properties" USING btree ("listing_type","price","bedrooms","property_type_id","area_id","user_id","is_verified","is_ready_to_move","owner_type","created_at","id") WHERE "properties"."is_active";