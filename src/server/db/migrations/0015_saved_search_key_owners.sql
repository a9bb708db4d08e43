-- Matching reads nothing but saved_search_keys. Each key says whether its owner
-- still has an account (active, not deleted), kept by a trigger on users in the same transaction as
-- any deactivation, reactivation or deletion, and the matching index holds only keys of owners who
-- do: finding a listing's saved searches is one index-only scan, with no read of the searches' rows
-- or their owners' (at 10,00,000 searches those random reads were most of the time).
ALTER TABLE "saved_search_keys" ADD COLUMN "is_owner_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE "saved_search_keys" k SET "is_owner_active" = false
  FROM "users" u WHERE u."id" = k."user_id" AND NOT (u."is_active" AND u."deleted_at" IS NULL);--> statement-breakpoint
CREATE FUNCTION saved_search_keys_owner_active() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE saved_search_keys SET is_owner_active = (NEW.is_active AND NEW.deleted_at IS NULL)
  WHERE saved_search_id IN (SELECT id FROM saved_searches WHERE user_id = NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER saved_search_keys_owner_active AFTER UPDATE OF is_active, deleted_at ON users
  FOR EACH ROW WHEN ((OLD.is_active AND OLD.deleted_at IS NULL) IS DISTINCT FROM (NEW.is_active AND NEW.deleted_at IS NULL))
  EXECUTE FUNCTION saved_search_keys_owner_active();--> statement-breakpoint
DROP INDEX "saved_search_keys_match_idx";--> statement-breakpoint
CREATE INDEX "saved_search_keys_match_idx" ON "saved_search_keys" USING btree ("area_id","listing_type","min_price") INCLUDE ("max_price","bedroom_mask","is_exact","user_id","saved_search_id","words") WHERE "is_owner_active";
