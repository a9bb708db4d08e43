-- Listings get a version that every edit moves (an edit from an older version is refused, so
-- concurrent edits cannot silently undo each other), and posts may carry an Idempotency-Key whose
-- listing is remembered for a day (a double-submitted post makes one listing).
CREATE TABLE "listing_post_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"property_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_post_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_post_keys" ADD CONSTRAINT "listing_post_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_post_keys" ADD CONSTRAINT "listing_post_keys_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_post_keys_created_idx" ON "listing_post_keys" USING btree ("created_at");