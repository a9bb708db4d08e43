-- When a match was sent as an instant alert (bell notice and email), so the alerts one listing sets
-- off and one watcher receives can be counted per day (http/request-limits.ts, ALERT_LIMITS).
-- Matches past those limits stay undelivered and reach the watcher's daily digest instead.
ALTER TABLE "saved_search_matches" ADD COLUMN "alerted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "saved_search_matches_alerted_idx" ON "saved_search_matches" ("property_id", "alerted_at") WHERE "alerted_at" IS NOT NULL;
