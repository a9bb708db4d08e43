-- Tells every server, in the writing transaction, that kept tenancy answers (the tenancy page, My
-- homes, receipts) may be out of date: any write on a tenancy or what is recorded on it, or a
-- changed reference of the agreement it started from (docs/caching.md; emptying agreements empties
-- tenancies too, which announces). For each row, as for conversations (migration 0045): a statement
-- that changed nothing must not make every kept answer stale.
CREATE FUNCTION notify_tenancies_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tenancies_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY[
    'tenancies', 'tenancy_invitations', 'tenancy_term_versions', 'tenancy_term_events', 'tenancy_condition_reports',
    'tenancy_report_events', 'tenancy_payments', 'tenancy_repairs', 'tenancy_repair_events', 'tenancy_notices', 'tenancy_deductions'
  ] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION notify_tenancies_changed()',
      watched || '_tenancies_changed', watched);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_tenancies_changed()',
      watched || '_tenancies_truncated', watched);
  END LOOP;
END
$$;--> statement-breakpoint
CREATE TRIGGER rental_agreements_tenancies_changed AFTER UPDATE OF reference OR DELETE ON rental_agreements
  FOR EACH ROW EXECUTE FUNCTION notify_tenancies_changed();
