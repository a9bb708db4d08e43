-- Tells every server, in the writing transaction, that what it keeps may be out of date
-- (docs/performance.md). A notification is delivered only when its transaction commits,
-- and to every session listening, on this instance or another; several in one transaction arrive
-- as one. 'listings_changed' goes with every move of listings_version (the same triggers, so the
-- same writes: listings, pictures, posters' names and accounts, localities, types);
-- 'users_changed' with every change to a user row, which is what a sign-in token is checked against
-- (deletion, deactivation, role, sign-out); 'deals_changed' with every change to a deal (a deal
-- list shows the deal, its listing, locality and picture and its people: those move the other two).
CREATE OR REPLACE FUNCTION bump_listings_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listings_version (shard, version) VALUES (pg_backend_pid() % 64, 1)
    ON CONFLICT (shard) DO UPDATE SET version = listings_version.version + 1;
  PERFORM pg_notify('listings_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION notify_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('users_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_users_changed();
--> statement-breakpoint
CREATE FUNCTION notify_deals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('deals_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER deals_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON deals
  FOR EACH STATEMENT EXECUTE FUNCTION notify_deals_changed();
