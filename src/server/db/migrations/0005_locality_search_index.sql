-- A locality's active listings of one type, newest first, with every other filter column as a key:
-- a locality search's page stops after its rows, and its total is an index-only scan of that
-- locality alone (the other indexes read every listing of the type, or the locality's table rows).
-- Index-only scans rely on the visibility map that (auto)vacuum keeps.
CREATE INDEX "properties_active_area_created_idx" ON "properties" USING btree ("area_id","listing_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"price","bedrooms","property_type_id","is_verified","is_ready_to_move","owner_type","user_id") WHERE "properties"."is_active";
--> statement-breakpoint
-- Autovacuum by default waits until a fifth of the table has changed: at a million listings, the
-- pages of 200,000 new ones would be read from the table by every count. Vacuuming after 2% keeps
-- the visibility map, and so the counts, index-only.
ALTER TABLE "properties" SET (autovacuum_vacuum_insert_scale_factor = 0.02, autovacuum_vacuum_scale_factor = 0.05);
