-- Reports, automatic flags and moderation decisions on listings. A listing under review (three
-- people reported it) or hidden by an admin is taken out of every public list by clearing
-- is_active, which every search, alert and sitemap already reads; review_state says why, so that a
-- decision can put back exactly the listings moderation took down.
ALTER TABLE "properties" ADD COLUMN "review_state" text;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_review_state_check" CHECK ("properties"."review_state" in ('under_review', 'hidden'));--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
CREATE TABLE "listing_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL REFERENCES "properties"("id") ON DELETE cascade,
	"reporter_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"reason" text NOT NULL,
	"details" text,
	"outcome" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_reports_reason_check" CHECK ("listing_reports"."reason" in ('rented_or_sold', 'broker_as_owner', 'wrong_details', 'money_before_visit', 'other')),
	CONSTRAINT "listing_reports_outcome_check" CHECK ("listing_reports"."outcome" in ('removed', 'kept', 'verified', 'warned')),
	CONSTRAINT "listing_reports_resolved_check" CHECK (("listing_reports"."outcome" is null) = ("listing_reports"."resolved_at" is null))
);--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reports_once_idx" ON "listing_reports" USING btree ("property_id","reporter_id");--> statement-breakpoint
CREATE INDEX "listing_reports_open_idx" ON "listing_reports" USING btree ("property_id") WHERE "listing_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "listing_reports_reporter_idx" ON "listing_reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE TABLE "listing_flags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_flags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL REFERENCES "properties"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"evidence" jsonb NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_flags_kind_check" CHECK ("listing_flags"."kind" in ('many_owner_listings', 'copied_photo', 'same_address_price'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "listing_flags_open_idx" ON "listing_flags" USING btree ("property_id","kind") WHERE "listing_flags"."resolved_at" is null;--> statement-breakpoint
CREATE TABLE "moderation_decisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "moderation_decisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL REFERENCES "properties"("id") ON DELETE cascade,
	"admin_id" integer NOT NULL REFERENCES "users"("id") ON DELETE restrict,
	"action" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_decisions_action_check" CHECK ("moderation_decisions"."action" in ('verify', 'hide', 'dismiss', 'warn', 'suspend'))
);--> statement-breakpoint
CREATE INDEX "moderation_decisions_property_idx" ON "moderation_decisions" USING btree ("property_id","created_at" DESC);--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('search_alert', 'search_digest', 'lead', 'deal', 'listing', 'moderation'));
