-- The facts renters and buyers filter on (src/shared/contracts/listing-facts.ts), all
-- nullable so older listings stay valid ("Not specified"), and approximate locality centroids for
-- "nearby localities" (filled by the reference seeding from hyderabad-localities.csv).
ALTER TABLE "properties" ADD COLUMN "deposit" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "maintenance" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "furnishing" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "preferred_tenants" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "pets_allowed" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "non_veg_allowed" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "parking" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "possession_status" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "possession_date" date;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "building_age_years" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rera_number" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "floor" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "total_floors" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "facing" text;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_deposit_check" CHECK ("deposit" between 0 and 1000000000);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_maintenance_check" CHECK ("maintenance" between 0 and 1000000);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_furnishing_check" CHECK ("furnishing" in ('unfurnished', 'semi', 'fully'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_preferred_tenants_check" CHECK ("preferred_tenants" in ('family', 'bachelors', 'company', 'anyone'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_parking_check" CHECK ("parking" in ('none', 'two_wheeler', 'car'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_possession_status_check" CHECK ("possession_status" in ('ready', 'under_construction'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_possession_date_check" CHECK (coalesce("possession_status" = 'under_construction', false) = ("possession_date" is not null));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_building_age_check" CHECK ("building_age_years" between 0 and 100);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_rera_number_check" CHECK ("rera_number" ~ '^P[0-9]{11}$');--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_floor_check" CHECK ("floor" between -2 and 200 and "total_floors" between 1 and 200 and "floor" <= "total_floors");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_facing_check" CHECK ("facing" in ('east', 'west', 'north', 'south', 'north_east', 'north_west', 'south_east', 'south_west'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_rent_facts_check" CHECK ("listing_type" = 'rent' or ("deposit" is null and "maintenance" is null and "preferred_tenants" is null and "available_from" is null and "pets_allowed" is null and "non_veg_allowed" is null));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_sale_facts_check" CHECK ("listing_type" = 'sale' or ("possession_status" is null and "possession_date" is null and "building_age_years" is null and "rera_number" is null));--> statement-breakpoint
ALTER TABLE "areas" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "areas" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_coordinates_check" CHECK ("latitude" between -90 and 90 and "longitude" between -180 and 180);--> statement-breakpoint
-- Searches filtering on facts (docs/performance.md): per listing type, the locality, BHK and
-- price first (the commonest filters), then every fact and filter column and the sort keys, so that a
-- search's total, its few-matches page and a price insight are index-only scans.
CREATE INDEX "properties_active_rent_facts_idx" ON "properties" USING btree ("area_id","bedrooms","price","furnishing","preferred_tenants","available_from","parking","pets_allowed","non_veg_allowed","deposit","facing","floor","property_type_id","area_sqft","is_verified","is_ready_to_move","owner_type","user_id","created_at","id") WHERE "properties"."is_active" and "properties"."listing_type" = 'rent';--> statement-breakpoint
CREATE INDEX "properties_active_sale_facts_idx" ON "properties" USING btree ("area_id","bedrooms","price","possession_status","building_age_years","rera_number","facing","floor","parking","furnishing","property_type_id","area_sqft","is_verified","is_ready_to_move","owner_type","user_id","created_at","id") WHERE "properties"."is_active" and "properties"."listing_type" = 'sale';--> statement-breakpoint
-- Price per sqft order, either way with listings without an area last: descending is read as the
-- negated value ascending, since a backward scan would put the nulls first.
CREATE INDEX "properties_active_ppsf_idx" ON "properties" USING btree ("listing_type",(("price")::double precision / ("area_sqft")::double precision),"id") WHERE "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_active_ppsf_desc_idx" ON "properties" USING btree ("listing_type",(-(("price")::double precision / ("area_sqft")::double precision)),"id" DESC) WHERE "properties"."is_active";
