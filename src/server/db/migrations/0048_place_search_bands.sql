-- A box's listings found in its bands of latitude (docs/search-geo-indexes.md): each band, a hundredth
-- of a degree, is one range of longitude, so a place's total reads the listings inside its box and a
-- few bands' edges, not every listing at its latitudes across the city. It replaces the position index,
-- whose longitude was tested on every entry of the box's latitudes.
DROP INDEX "properties_active_position_idx";--> statement-breakpoint
CREATE INDEX "properties_active_band_idx" ON "properties" USING btree ((floor("latitude" * 100)::int),"longitude","latitude","listing_type","price","bedrooms","created_at","id","user_id") WHERE "properties"."is_active";