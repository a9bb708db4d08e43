-- Visit windows a poster offers on a listing (weekly or one-off, Hyderabad time), the visits asked for
-- in them and every change of a visit's state (docs/decisions/2026-11-27-visits.md).
CREATE TABLE "visit_slots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"property_id" integer NOT NULL REFERENCES "properties"("id") ON DELETE cascade,
	"weekday" smallint,
	"on_date" date,
	"starts" time NOT NULL,
	"ends" time NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_slots_when_check" CHECK (("weekday" is null) <> ("on_date" is null)),
	CONSTRAINT "visit_slots_weekday_check" CHECK ("weekday" between 0 and 6),
	CONSTRAINT "visit_slots_window_check" CHECK ("starts" < "ends")
);
--> statement-breakpoint
CREATE INDEX "visit_slots_property_idx" ON "visit_slots" USING btree ("property_id");--> statement-breakpoint
CREATE TABLE "visits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"property_id" integer NOT NULL REFERENCES "properties"("id") ON DELETE cascade,
	"conversation_id" integer NOT NULL REFERENCES "conversations"("id") ON DELETE cascade,
	"hunter_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"poster_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visits_status_check" CHECK ("status" in ('requested', 'proposed', 'confirmed', 'declined', 'cancelled', 'expired', 'done', 'problem'))
);
--> statement-breakpoint
CREATE INDEX "visits_hunter_idx" ON "visits" USING btree ("hunter_id","starts_at");--> statement-breakpoint
CREATE INDEX "visits_poster_idx" ON "visits" USING btree ("poster_id","starts_at");--> statement-breakpoint
CREATE INDEX "visits_property_idx" ON "visits" USING btree ("property_id","status");--> statement-breakpoint
CREATE TABLE "visit_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"visit_id" integer NOT NULL REFERENCES "visits"("id") ON DELETE cascade,
	"actor_id" integer REFERENCES "users"("id") ON DELETE set null,
	"status" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "visit_events_visit_idx" ON "visit_events" USING btree ("visit_id","id");
