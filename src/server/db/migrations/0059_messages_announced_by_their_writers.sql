-- A message, and the conversation's times it moves (its latest message, when each person's email
-- runs), are announced on conversations_changed by the layer that commits them, after the commit
-- (db/announce.ts): a NOTIFY holds a lock that every other announcing transaction waits for until
-- this one's commit is on disk, so messages announced in their own transactions were written one at
-- a time. The triggers leave those writes alone, whoever makes them, rather than being told to by a
-- setting in the writing statement (migration 0047); every other write on conversations and
-- messages, a new column's too, announces from its trigger as before (migration 0045).
CREATE OR REPLACE FUNCTION notify_conversations_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('conversations_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER messages_conversations_changed ON messages;--> statement-breakpoint
CREATE TRIGGER messages_conversations_changed AFTER UPDATE OR DELETE ON messages
  FOR EACH ROW EXECUTE FUNCTION notify_conversations_changed();
--> statement-breakpoint
DROP TRIGGER conversations_changed ON conversations;--> statement-breakpoint
CREATE TRIGGER conversations_changed AFTER INSERT OR DELETE ON conversations
  FOR EACH ROW EXECUTE FUNCTION notify_conversations_changed();
--> statement-breakpoint
CREATE TRIGGER conversations_updated AFTER UPDATE ON conversations
  FOR EACH ROW WHEN (to_jsonb(OLD) - '{last_message_at,hunter_email_at,poster_email_at}'::text[]
    IS DISTINCT FROM to_jsonb(NEW) - '{last_message_at,hunter_email_at,poster_email_at}'::text[])
  EXECUTE FUNCTION notify_conversations_changed();
