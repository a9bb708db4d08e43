-- A saved search that filters on more than its key holds (furnishing, tenants, a
-- locality by part of its name...) was checked on its own, one by one, for every listing that
-- passed its key. Now the filters the key does not hold (its residual) are kept once per distinct
-- set, and every key points at its residual (none: the key is the whole search). Thousands of
-- searches share a handful of residuals, so a listing checks each residual once.
CREATE TABLE "saved_search_residuals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"filters_key" text NOT NULL,
	"filters" jsonb NOT NULL,
	CONSTRAINT "saved_search_residuals_filters_key_unique" UNIQUE("filters_key")
);--> statement-breakpoint
ALTER TABLE "saved_search_keys" ADD COLUMN "residual_id" integer REFERENCES "saved_search_residuals"("id");--> statement-breakpoint
-- Keys written before: their search is checked against all its filters, as it was.
INSERT INTO "saved_search_residuals" ("filters_key", "filters")
  SELECT DISTINCT 'whole:' || s."filters"::text, s."filters" FROM "saved_searches" s
  JOIN "saved_search_keys" k ON k."saved_search_id" = s."id" WHERE NOT k."is_exact";--> statement-breakpoint
UPDATE "saved_search_keys" k SET "residual_id" = r."id" FROM "saved_searches" s, "saved_search_residuals" r
  WHERE NOT k."is_exact" AND s."id" = k."saved_search_id" AND r."filters_key" = 'whole:' || s."filters"::text;--> statement-breakpoint
DROP INDEX "saved_search_keys_match_idx";--> statement-breakpoint
ALTER TABLE "saved_search_keys" DROP COLUMN "is_exact";--> statement-breakpoint
CREATE INDEX "saved_search_keys_match_idx" ON "saved_search_keys" USING btree ("area_id","listing_type","min_price") INCLUDE ("max_price","bedroom_mask","residual_id","user_id","saved_search_id","words") WHERE "is_owner_active";
