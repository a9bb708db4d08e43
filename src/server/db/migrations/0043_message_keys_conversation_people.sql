-- A message sent again under the same Idempotency-Key by the same person in the same conversation is
-- the first one. A conversation is keyed by its listing and its two people, so a buyer can talk about a
-- listing with their deal's agent besides its poster.
ALTER TABLE "messages" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_client_key_idx" ON "messages" USING btree ("conversation_id","sender_id","client_key") WHERE "messages"."client_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_listing_people_idx" ON "conversations" USING btree ("property_id","hunter_id","poster_id");--> statement-breakpoint
DROP INDEX "conversations_listing_hunter_idx";
