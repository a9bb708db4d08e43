CREATE TABLE "data_exports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"storage_key" text,
	"size_bytes" integer,
	"requested_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "data_exports_status_check" CHECK ("data_exports"."status" in ('pending', 'ready'))
);
--> statement-breakpoint
CREATE TABLE "id_number_views" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "id_number_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"person_id" integer NOT NULL,
	"viewer_id" integer NOT NULL,
	"record_kind" text NOT NULL,
	"record_ref" text NOT NULL,
	"id_type" text NOT NULL,
	"shown" text NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "id_number_views_record_kind_check" CHECK ("id_number_views"."record_kind" in ('agreement', 'tenancy')),
	CONSTRAINT "id_number_views_shown_check" CHECK ("id_number_views"."shown" in ('masked', 'whole'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_number_views" ADD CONSTRAINT "id_number_views_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_number_views" ADD CONSTRAINT "id_number_views_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "id_number_views_person_idx" ON "id_number_views" USING btree ("person_id","viewed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "id_number_views_viewed_idx" ON "id_number_views" USING btree ("viewed_at");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('search_alert', 'search_digest', 'lead', 'deal', 'listing', 'moderation', 'message', 'visit', 'tenancy', 'account'));