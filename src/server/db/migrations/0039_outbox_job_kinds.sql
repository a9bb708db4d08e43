-- The listing checks' two outbox job kinds took names that could not be told apart: the daily check of
-- every listing's age ('listing-check', keyed per day) and a posting's flag checks ('listing-checks').
-- Work still waiting keeps running under the new names.
UPDATE "outbox" SET "kind" = 'listing-age-check', "dedupe_key" = replace("dedupe_key", 'listing-check:', 'listing-age-check:')
  WHERE "kind" = 'listing-check';--> statement-breakpoint
UPDATE "outbox" SET "kind" = 'listing-flag-checks' WHERE "kind" = 'listing-checks';
