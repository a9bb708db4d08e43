-- Place searches whose cost stays with the place, not the size of the catalogue
-- (docs/search-geo-indexes.md). "Near metro" with a type and a budget reads the budget's range,
-- testing the distance in the index, so a budget no home of that type reaches reads nothing. The
-- newest-first index holds the place filters' columns, so the page of a place with many homes walks
-- it newest first testing each entry in the index, not the table. Each ends with the poster, whose
-- account the public filter checks: counts and pages of a place are read from the index alone.
DROP INDEX "properties_active_station_m_idx";--> statement-breakpoint
DROP INDEX "properties_active_created_idx";--> statement-breakpoint
DROP INDEX "properties_active_position_idx";--> statement-breakpoint
CREATE INDEX "properties_active_metro_idx" ON "properties" USING btree ("listing_type","price","nearest_station_m","bedrooms","created_at","id","user_id") WHERE "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_active_newest_idx" ON "properties" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"listing_type","latitude","longitude","nearest_station_m","price","bedrooms","user_id") WHERE "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_active_position_idx" ON "properties" USING btree ("latitude","longitude","listing_type","price","bedrooms","created_at","id","user_id") WHERE "properties"."is_active";
