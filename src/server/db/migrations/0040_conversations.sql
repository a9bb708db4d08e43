-- Conversations between a house-hunter and a listing's poster, with their messages, the blocks people
-- set and the reports they file (admins see them in the listing's moderation queue item). Each
-- conversation is one listing and two people; numbers are shown only after their owner shares them in
-- that conversation (docs/decisions/2026-11-27-conversations.md).
CREATE TABLE "conversations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"property_id" integer NOT NULL REFERENCES "properties"("id") ON DELETE cascade,
	"hunter_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"poster_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"hunter_phone_shared_at" timestamp with time zone,
	"poster_phone_shared_at" timestamp with time zone,
	"hunter_email_at" timestamp with time zone,
	"poster_email_at" timestamp with time zone,
	"hunter_emailed_message_id" integer DEFAULT 0 NOT NULL,
	"poster_emailed_message_id" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_two_people_check" CHECK ("hunter_id" <> "poster_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_listing_hunter_idx" ON "conversations" USING btree ("property_id","hunter_id");--> statement-breakpoint
CREATE INDEX "conversations_hunter_idx" ON "conversations" USING btree ("hunter_id","last_message_at" DESC);--> statement-breakpoint
CREATE INDEX "conversations_poster_idx" ON "conversations" USING btree ("poster_id","last_message_at" DESC);--> statement-breakpoint
CREATE TABLE "messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"conversation_id" integer NOT NULL REFERENCES "conversations"("id") ON DELETE cascade,
	"sender_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"body" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("conversation_id","sender_id") WHERE "read_at" is null;--> statement-breakpoint
CREATE TABLE "user_blocks" (
	"blocker_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"blocked_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_blocks_pk" PRIMARY KEY("blocker_id","blocked_id")
);
--> statement-breakpoint
CREATE INDEX "user_blocks_blocked_idx" ON "user_blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE TABLE "conversation_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"property_id" integer NOT NULL REFERENCES "properties"("id") ON DELETE cascade,
	"conversation_id" integer NOT NULL REFERENCES "conversations"("id") ON DELETE cascade,
	"visit_id" integer,
	"reporter_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"reported_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"reason" text NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "conversation_reports_open_idx" ON "conversation_reports" USING btree ("property_id") WHERE "resolved_at" is null;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "phone_visibility" text DEFAULT 'show' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_phone_visibility_check" CHECK ("phone_visibility" in ('show', 'conversation'));--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" in ('search_alert', 'search_digest', 'lead', 'deal', 'listing', 'moderation', 'message', 'visit'));
