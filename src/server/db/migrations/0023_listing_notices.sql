-- Notices about listings: the poster's "is it still available?" and a follower's "rented out / sold".
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check"
  CHECK ("kind" in ('search_alert', 'search_digest', 'lead', 'deal', 'listing'));
