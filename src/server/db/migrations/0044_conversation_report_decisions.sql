-- An admin's decision on a reported conversation's reported person (suspended, or no action), kept for
-- the listing's moderation history in the queue.
CREATE TABLE "conversation_report_decisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversation_report_decisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"report_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"reported_id" integer NOT NULL,
	"admin_id" integer NOT NULL,
	"action" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_report_decisions_action_check" CHECK ("conversation_report_decisions"."action" in ('suspend', 'dismiss'))
);
--> statement-breakpoint
ALTER TABLE "conversation_report_decisions" ADD CONSTRAINT "conversation_report_decisions_report_id_conversation_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."conversation_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_report_decisions" ADD CONSTRAINT "conversation_report_decisions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_report_decisions" ADD CONSTRAINT "conversation_report_decisions_reported_id_users_id_fk" FOREIGN KEY ("reported_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_report_decisions" ADD CONSTRAINT "conversation_report_decisions_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_report_decisions_property_idx" ON "conversation_report_decisions" USING btree ("property_id","created_at" DESC NULLS LAST);