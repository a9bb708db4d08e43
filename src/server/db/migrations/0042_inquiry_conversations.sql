-- Every Contact Agent inquiry is the first message of a conversation from now on; the ones made
-- before become conversations too (the earliest per person and listing), so the leads page links each
-- to its thread. An inquiry sent without words opens with the same line the server uses for new ones.
ALTER TABLE "inquiries" ADD COLUMN "conversation_id" integer REFERENCES "conversations"("id") ON DELETE set null;--> statement-breakpoint
INSERT INTO "conversations" ("property_id", "hunter_id", "poster_id", "last_message_at", "created_at")
  SELECT DISTINCT ON (i."property_id", i."user_id") i."property_id", i."user_id", p."user_id", i."created_at", i."created_at"
  FROM "inquiries" i JOIN "properties" p ON p."id" = i."property_id"
  WHERE p."user_id" <> i."user_id"
  ORDER BY i."property_id", i."user_id", i."created_at", i."id"
  ON CONFLICT ("property_id", "hunter_id") DO NOTHING;--> statement-breakpoint
INSERT INTO "messages" ("conversation_id", "sender_id", "body", "created_at")
  SELECT DISTINCT ON (c."id") c."id", i."user_id", coalesce(nullif(trim(i."message"), ''), 'I am interested in this property.'), i."created_at"
  FROM "conversations" c JOIN "inquiries" i ON i."property_id" = c."property_id" AND i."user_id" = c."hunter_id"
  WHERE NOT EXISTS (SELECT 1 FROM "messages" m WHERE m."conversation_id" = c."id")
  ORDER BY c."id", i."created_at", i."id";--> statement-breakpoint
UPDATE "inquiries" i SET "conversation_id" = c."id" FROM "conversations" c
  WHERE c."property_id" = i."property_id" AND c."hunter_id" = i."user_id";
