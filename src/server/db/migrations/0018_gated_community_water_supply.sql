-- Two listing facts, each with its search filter (src/shared/search/filters/filters.ts): whether the
-- home is in a gated community, and its water supply. Nullable, so older listings stay valid
-- ("Not specified").
ALTER TABLE "properties" ADD COLUMN "gated_community" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "water_supply" text;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_water_supply_check" CHECK ("water_supply" in ('municipal', 'borewell', 'both'));
