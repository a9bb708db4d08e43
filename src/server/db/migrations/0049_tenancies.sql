CREATE TABLE "tenancies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenancies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" text NOT NULL,
	"source" text NOT NULL,
	"owner_id" integer,
	"tenant_id" integer,
	"agent_id" integer,
	"property_id" integer,
	"deal_id" integer,
	"agreement_id" uuid,
	"address" text NOT NULL,
	"bhk" integer NOT NULL,
	"payee_upi_id" text,
	"payee_name" text,
	"owner_pan_sealed" text,
	"owner_has_no_pan" boolean DEFAULT false NOT NULL,
	"reported_at" timestamp with time zone,
	"reported_by" integer,
	"report_reason" text,
	"moved_out_on" date,
	"refund_amount" bigint,
	"refund_reference" text,
	"refund_paid_on" date,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tenancies_status_check" CHECK ("tenancies"."status" in ('invited', 'declined', 'active', 'notice', 'moved_out', 'ended')),
	CONSTRAINT "tenancies_source_check" CHECK ("tenancies"."source" in ('deal', 'agreement', 'invite')),
	CONSTRAINT "tenancies_bhk_check" CHECK ("tenancies"."bhk" between 0 and 10),
	CONSTRAINT "tenancies_parties_check" CHECK ("tenancies"."owner_id" is null or "tenancies"."tenant_id" is null or "tenancies"."owner_id" <> "tenancies"."tenant_id")
);
--> statement-breakpoint
CREATE TABLE "tenancy_condition_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenancy_condition_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenancy_id" integer NOT NULL,
	"kind" text NOT NULL,
	"content" jsonb NOT NULL,
	"prepared_by" integer NOT NULL,
	"prepared_side" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"locked_at" timestamp with time zone,
	CONSTRAINT "tenancy_condition_reports_side_check" CHECK ("tenancy_condition_reports"."prepared_side" in ('owner', 'tenant')),
	CONSTRAINT "tenancy_condition_reports_kind_check" CHECK ("tenancy_condition_reports"."kind" in ('move_in', 'move_out'))
);
--> statement-breakpoint
CREATE TABLE "tenancy_deductions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenancy_deductions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenancy_id" integer NOT NULL,
	"item" text NOT NULL,
	"reason" text NOT NULL,
	"amount" bigint NOT NULL,
	"answer" text DEFAULT 'pending' NOT NULL,
	"tenant_note" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tenancy_deductions_amount_check" CHECK ("tenancy_deductions"."amount" > 0),
	CONSTRAINT "tenancy_deductions_answer_check" CHECK ("tenancy_deductions"."answer" in ('pending', 'accepted', 'disputed'))
);
--> statement-breakpoint
CREATE TABLE "tenancy_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenancy_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenancy_id" integer NOT NULL,
	"side" text NOT NULL,
	"mobile" text,
	"email" text,
	"invited_by" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answer" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tenancy_invitations_side_check" CHECK ("tenancy_invitations"."side" in ('owner', 'tenant')),
	CONSTRAINT "tenancy_invitations_contact_check" CHECK ("tenancy_invitations"."mobile" is not null or "tenancy_invitations"."email" is not null),
	CONSTRAINT "tenancy_invitations_answer_check" CHECK ("tenancy_invitations"."answer" in ('accepted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "tenancy_notices" (
	"tenancy_id" integer PRIMARY KEY NOT NULL,
	"given_by" integer NOT NULL,
	"given_side" text NOT NULL,
	"given_on" date NOT NULL,
	"last_day" date NOT NULL,
	"note" text,
	CONSTRAINT "tenancy_notices_side_check" CHECK ("tenancy_notices"."given_side" in ('owner', 'tenant'))
);
--> statement-breakpoint
CREATE TABLE "tenancy_payments" (
	"tenancy_id" integer NOT NULL,
	"period" text NOT NULL,
	"rent" bigint NOT NULL,
	"maintenance" bigint NOT NULL,
	"tds" bigint NOT NULL,
	"amount_payable" bigint NOT NULL,
	"status" text NOT NULL,
	"mode" text NOT NULL,
	"reference" text,
	"paid_on" date NOT NULL,
	"marked_by" integer NOT NULL,
	"marked_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"receipt_number" text NOT NULL,
	CONSTRAINT "tenancy_payments_tenancy_id_period_pk" PRIMARY KEY("tenancy_id","period"),
	CONSTRAINT "tenancy_payments_period_check" CHECK ("tenancy_payments"."period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "tenancy_payments_status_check" CHECK ("tenancy_payments"."status" in ('marked_paid', 'confirmed')),
	CONSTRAINT "tenancy_payments_mode_check" CHECK ("tenancy_payments"."mode" in ('upi', 'cash')),
	CONSTRAINT "tenancy_payments_confirmed_check" CHECK (("tenancy_payments"."status" = 'confirmed') = ("tenancy_payments"."confirmed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "tenancy_photos" (
	"url" text PRIMARY KEY NOT NULL,
	"thumb_url" text NOT NULL,
	"tenancy_id" integer NOT NULL,
	"uploaded_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenancy_repair_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenancy_repair_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"repair_id" integer NOT NULL,
	"status" text NOT NULL,
	"user_id" integer NOT NULL,
	"side" text NOT NULL,
	"note" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "tenancy_repair_events_status_check" CHECK ("tenancy_repair_events"."status" in ('open', 'acknowledged', 'scheduled', 'done', 'confirmed', 'reopened')),
	CONSTRAINT "tenancy_repair_events_side_check" CHECK ("tenancy_repair_events"."side" in ('owner', 'tenant'))
);
--> statement-breakpoint
CREATE TABLE "tenancy_repairs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenancy_repairs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenancy_id" integer NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"visit_on" date,
	"raised_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tenancy_repairs_status_check" CHECK ("tenancy_repairs"."status" in ('open', 'acknowledged', 'scheduled', 'done', 'confirmed', 'reopened'))
);
--> statement-breakpoint
CREATE TABLE "tenancy_report_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenancy_report_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"report_id" integer NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"side" text NOT NULL,
	"note" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "tenancy_report_events_side_check" CHECK ("tenancy_report_events"."side" in ('owner', 'tenant')),
	CONSTRAINT "tenancy_report_events_kind_check" CHECK ("tenancy_report_events"."kind" in ('accepted', 'note'))
);
--> statement-breakpoint
CREATE TABLE "tenancy_term_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenancy_term_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version_id" integer NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"side" text NOT NULL,
	"note" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "tenancy_term_events_side_check" CHECK ("tenancy_term_events"."side" in ('owner', 'tenant')),
	CONSTRAINT "tenancy_term_events_kind_check" CHECK ("tenancy_term_events"."kind" in ('accepted', 'changes_requested'))
);
--> statement-breakpoint
CREATE TABLE "tenancy_term_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenancy_term_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenancy_id" integer NOT NULL,
	"number" integer NOT NULL,
	"text" text NOT NULL,
	"terms" jsonb NOT NULL,
	"proposed_by" integer NOT NULL,
	"proposed_side" text NOT NULL,
	"proposed_at" timestamp with time zone NOT NULL,
	"fingerprint" text NOT NULL,
	"status" text NOT NULL,
	"locked_at" timestamp with time zone,
	CONSTRAINT "tenancy_term_versions_side_check" CHECK ("tenancy_term_versions"."proposed_side" in ('owner', 'tenant')),
	CONSTRAINT "tenancy_term_versions_status_check" CHECK ("tenancy_term_versions"."status" in ('proposed', 'changes_requested', 'accepted', 'superseded'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_agreement_id_rental_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."rental_agreements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_condition_reports" ADD CONSTRAINT "tenancy_condition_reports_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_condition_reports" ADD CONSTRAINT "tenancy_condition_reports_prepared_by_users_id_fk" FOREIGN KEY ("prepared_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_deductions" ADD CONSTRAINT "tenancy_deductions_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_invitations" ADD CONSTRAINT "tenancy_invitations_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_invitations" ADD CONSTRAINT "tenancy_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_invitations" ADD CONSTRAINT "tenancy_invitations_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_notices" ADD CONSTRAINT "tenancy_notices_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_notices" ADD CONSTRAINT "tenancy_notices_given_by_users_id_fk" FOREIGN KEY ("given_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_payments" ADD CONSTRAINT "tenancy_payments_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_payments" ADD CONSTRAINT "tenancy_payments_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_photos" ADD CONSTRAINT "tenancy_photos_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_photos" ADD CONSTRAINT "tenancy_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_repair_events" ADD CONSTRAINT "tenancy_repair_events_repair_id_tenancy_repairs_id_fk" FOREIGN KEY ("repair_id") REFERENCES "public"."tenancy_repairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_repair_events" ADD CONSTRAINT "tenancy_repair_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_repairs" ADD CONSTRAINT "tenancy_repairs_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_repairs" ADD CONSTRAINT "tenancy_repairs_raised_by_users_id_fk" FOREIGN KEY ("raised_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_report_events" ADD CONSTRAINT "tenancy_report_events_report_id_tenancy_condition_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."tenancy_condition_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_report_events" ADD CONSTRAINT "tenancy_report_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_term_events" ADD CONSTRAINT "tenancy_term_events_version_id_tenancy_term_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."tenancy_term_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_term_events" ADD CONSTRAINT "tenancy_term_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_term_versions" ADD CONSTRAINT "tenancy_term_versions_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_term_versions" ADD CONSTRAINT "tenancy_term_versions_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tenancies_deal_idx" ON "tenancies" USING btree ("deal_id") WHERE "tenancies"."deal_id" is not null;--> statement-breakpoint
CREATE INDEX "tenancies_owner_idx" ON "tenancies" USING btree ("owner_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tenancies_tenant_idx" ON "tenancies" USING btree ("tenant_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tenancies_agent_idx" ON "tenancies" USING btree ("agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenancy_condition_reports_kind_idx" ON "tenancy_condition_reports" USING btree ("tenancy_id","kind");--> statement-breakpoint
CREATE INDEX "tenancy_deductions_tenancy_idx" ON "tenancy_deductions" USING btree ("tenancy_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenancy_invitations_open_idx" ON "tenancy_invitations" USING btree ("tenancy_id") WHERE "tenancy_invitations"."answer" is null;--> statement-breakpoint
CREATE INDEX "tenancy_invitations_mobile_idx" ON "tenancy_invitations" USING btree ("mobile") WHERE "tenancy_invitations"."answer" is null;--> statement-breakpoint
CREATE INDEX "tenancy_invitations_email_idx" ON "tenancy_invitations" USING btree (lower("email")) WHERE "tenancy_invitations"."answer" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "tenancy_payments_receipt_idx" ON "tenancy_payments" USING btree ("receipt_number");--> statement-breakpoint
CREATE INDEX "tenancy_photos_tenancy_idx" ON "tenancy_photos" USING btree ("tenancy_id");--> statement-breakpoint
CREATE INDEX "tenancy_repair_events_repair_idx" ON "tenancy_repair_events" USING btree ("repair_id","id");--> statement-breakpoint
CREATE INDEX "tenancy_repairs_tenancy_idx" ON "tenancy_repairs" USING btree ("tenancy_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenancy_report_events_accepted_idx" ON "tenancy_report_events" USING btree ("report_id","side") WHERE "tenancy_report_events"."kind" = 'accepted';--> statement-breakpoint
CREATE INDEX "tenancy_report_events_report_idx" ON "tenancy_report_events" USING btree ("report_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenancy_term_events_accepted_idx" ON "tenancy_term_events" USING btree ("version_id","side") WHERE "tenancy_term_events"."kind" = 'accepted';--> statement-breakpoint
CREATE INDEX "tenancy_term_events_version_idx" ON "tenancy_term_events" USING btree ("version_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenancy_term_versions_number_idx" ON "tenancy_term_versions" USING btree ("tenancy_id","number");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('search_alert', 'search_digest', 'lead', 'deal', 'listing', 'moderation', 'message', 'visit', 'tenancy'));