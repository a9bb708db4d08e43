-- A saved search's words as a stored tsquery on its matching keys, so a new
-- listing's text is matched against every candidate search in the one index probe, instead of
-- running each search with words on its own. Keys written before this have no words and stay
-- checked one search at a time (is_exact false), as before.
ALTER TABLE "saved_search_keys" ADD COLUMN "words" tsquery;--> statement-breakpoint
DROP INDEX "saved_search_keys_match_idx";--> statement-breakpoint
CREATE INDEX "saved_search_keys_match_idx" ON "saved_search_keys" USING btree ("area_id","listing_type","min_price") INCLUDE ("max_price","bedroom_mask","is_exact","user_id","saved_search_id","words");
