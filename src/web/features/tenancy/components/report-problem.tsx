// A party asks Gruha's team to look at the tenancy (a dispute, abuse): only then may an admin read it.
import { SchemaField } from '#web/components/schema-field.tsx';
import { useNotify } from '#web/components/toast.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { TENANCY_MESSAGES, ZReportTenancyRequest, type TTenancy } from '#shared/contracts/tenancy.ts';
import { useReportTenancy } from '../api/tenancy-writes.ts';
import { sideOf } from '../lib/viewer.ts';
import { Disclosure } from './disclosure.tsx';
import styles from './tenancy.module.css';

export function ReportProblem({ tenancy }: { tenancy: TTenancy }) {
  if (!sideOf(tenancy)) return null;
  if (tenancy.isReported) return <p className={styles.muted}>{TENANCY_MESSAGES.reported}: an admin may read this tenancy to help.</p>;
  return <Disclosure summary="Report a problem to Gruha">{(close) => <ReportForm tenancyId={tenancy.id} onDone={close} />}</Disclosure>;
}

function ReportForm({ tenancyId, onDone }: { tenancyId: number; onDone(): void }) {
  const form = useSchemaForm(ZReportTenancyRequest, { reason: '' });
  const report = useReportTenancy(tenancyId);
  const notify = useNotify();
  const submit = form.handleSubmit((request) =>
    report.mutate(request, {
      onSuccess: () => {
        notify(TENANCY_MESSAGES.reported, 'success');
        onDone();
      },
      onError: (error) => form.showFailure(error),
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-busy={report.isPending}>
      {form.banner && (
        <p className="banner banner-error" role="alert">
          {form.banner}
        </p>
      )}
      <SchemaField form={form} name="reason" label="What is wrong" hint="Gruha's team may then read this tenancy to help; nobody else sees it.">
        {(control) => <textarea {...control} className="input" rows={3} />}
      </SchemaField>
      <div className="form-actions">
        <button type="submit" className="btn btn-danger btn-sm" disabled={report.isPending}>
          Send the report
        </button>
      </div>
    </form>
  );
}
