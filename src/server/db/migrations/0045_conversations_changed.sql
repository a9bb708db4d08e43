-- Tells every server, in the writing transaction, that kept inboxes may be out of date: a message
-- sent, read or removed, a conversation opened, shared in or removed (docs/caching.md). Several in
-- one transaction arrive as one, like the other channels (migration 0016). For each row, not each
-- statement: an open conversation marks its messages read every few seconds, mostly none, and a
-- statement that changed nothing must not make every kept inbox stale.
CREATE FUNCTION notify_conversations_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('conversations_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER conversations_changed AFTER INSERT OR UPDATE OR DELETE ON conversations
  FOR EACH ROW EXECUTE FUNCTION notify_conversations_changed();
--> statement-breakpoint
CREATE TRIGGER conversations_truncated AFTER TRUNCATE ON conversations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_conversations_changed();
--> statement-breakpoint
CREATE TRIGGER messages_conversations_changed AFTER INSERT OR UPDATE OR DELETE ON messages
  FOR EACH ROW EXECUTE FUNCTION notify_conversations_changed();
--> statement-breakpoint
CREATE TRIGGER messages_truncated AFTER TRUNCATE ON messages
  FOR EACH STATEMENT EXECUTE FUNCTION notify_conversations_changed();
