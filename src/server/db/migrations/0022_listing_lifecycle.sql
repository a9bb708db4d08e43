-- Listings age: a listing's state lives in "status" (available, unconfirmed, hidden, rented_out, sold,
-- closed, deleted); "is_active" stays what public lists read (true exactly while the listing is listed), so
-- every search index keeps its predicate and hiding a listing costs a search nothing. When the poster last
-- said the home is still available ("confirmed_at"), when they were last asked ("reminded_at"), and when the
-- state last changed ("status_changed_at") drive the periodic check (modules/listing-lifecycle/).
ALTER TABLE "properties" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Set when a listing waits for an admin's verification: on posting, and again when the poster changes its
-- price, address, type or pictures (the verification is then lost). Cleared by a verification.
ALTER TABLE "properties" ADD COLUMN "verification_requested_at" timestamp with time zone;--> statement-breakpoint
-- Featured as Gruha shows it: an admin chose the listing. "is_featured" stays the spec's flag (every
-- new listing), which the featured list and the API keep.
ALTER TABLE "properties" ADD COLUMN "is_admin_featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "properties" SET "confirmed_at" = "created_at", "status_changed_at" = "created_at",
  "verification_requested_at" = CASE WHEN NOT "is_verified" AND "status" <> 'deleted' THEN "created_at" END;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_status_check"
  CHECK ("status" in ('available', 'unconfirmed', 'hidden', 'rented_out', 'sold', 'closed', 'deleted'));--> statement-breakpoint
-- The periodic check walks only listings whose confirmation is due or whose state is waiting to move on.
CREATE INDEX "properties_confirmation_due_idx" ON "properties" USING btree ("confirmed_at", "id")
  WHERE "status" in ('available', 'unconfirmed');--> statement-breakpoint
CREATE INDEX "properties_status_age_idx" ON "properties" USING btree ("status", "status_changed_at", "id")
  WHERE "status" in ('unconfirmed', 'rented_out', 'sold');--> statement-breakpoint
CREATE INDEX "properties_verification_requested_idx" ON "properties" USING btree ("verification_requested_at", "id")
  WHERE "verification_requested_at" IS NOT NULL;--> statement-breakpoint
-- Freshness: listed homes by their last confirmation, newest first (the sort and "confirmed in the last 7 days").
CREATE INDEX "properties_active_confirmed_idx" ON "properties" USING btree ("confirmed_at" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  WHERE "properties"."is_active";--> statement-breakpoint
-- Who follows a home: its shortlisters are found by the home (the key leads with the person).
CREATE INDEX "shortlist_items_property_idx" ON "shortlist_items" USING btree ("property_id");
