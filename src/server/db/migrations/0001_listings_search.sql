DROP INDEX "properties_user_idx";--> statement-breakpoint
DROP INDEX "properties_area_idx";--> statement-breakpoint
DROP INDEX "properties_active_created_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "properties_active_price_idx" ON "properties" USING btree ("price","id") WHERE "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_active_search_idx" ON "properties" USING btree ("listing_type","price","bedrooms","property_type_id","area_id","user_id","is_verified","is_ready_to_move","owner_type") WHERE "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_type_idx" ON "properties" USING btree ("property_type_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "properties_search_idx" ON "properties" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "properties_user_idx" ON "properties" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "properties_area_idx" ON "properties" USING btree ("area_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "properties_active_created_idx" ON "properties" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "properties"."is_active";