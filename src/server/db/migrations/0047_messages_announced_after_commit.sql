-- A transaction may take over announcing conversations_changed itself, after it commits, by setting
-- gruha.announced_after_commit to the channel (db/announce.ts): a NOTIFY holds a lock that every
-- other announcing transaction waits for until this one's commit is on disk, so messages announced
-- in their own transactions were written one at a time. Every other write announces as before.
CREATE OR REPLACE FUNCTION notify_conversations_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('gruha.announced_after_commit', true) IS DISTINCT FROM 'conversations_changed' THEN
    PERFORM pg_notify('conversations_changed', '');
  END IF;
  RETURN NULL;
END
$$;
