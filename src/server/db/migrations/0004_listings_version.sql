-- A number that moves, in the writing transaction, with every change that can alter which listings
-- a search finds or what a listing shows: listings, their pictures, posters' names and accounts,
-- locality and type names. The server keeps search totals and the featured list under it and
-- reuses them only while it is unchanged (docs/performance.md), so a kept answer is never stale.
-- The version is the sum of one counter per database connection (modulo 64), so that writers on
-- different connections never wait for each other's commits on one hot row; every counter only
-- grows, so an unchanged sum means no counter moved.
CREATE TABLE listings_version (
  shard integer PRIMARY KEY,
  version bigint NOT NULL
);--> statement-breakpoint
CREATE FUNCTION bump_listings_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listings_version (shard, version) VALUES (pg_backend_pid() % 64, 1)
    ON CONFLICT (shard) DO UPDATE SET version = listings_version.version + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER properties_listings_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION bump_listings_version();--> statement-breakpoint
CREATE TRIGGER property_images_listings_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON property_images
  FOR EACH STATEMENT EXECUTE FUNCTION bump_listings_version();--> statement-breakpoint
CREATE TRIGGER users_listings_version AFTER UPDATE OF first_name, last_name, deleted_at OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION bump_listings_version();--> statement-breakpoint
CREATE TRIGGER areas_listings_version AFTER INSERT OR UPDATE OR DELETE ON areas
  FOR EACH STATEMENT EXECUTE FUNCTION bump_listings_version();--> statement-breakpoint
CREATE TRIGGER property_types_listings_version AFTER INSERT OR UPDATE OR DELETE ON property_types
  FOR EACH STATEMENT EXECUTE FUNCTION bump_listings_version();
