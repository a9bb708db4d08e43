// The owner's two settlement forms: a deduction (item, reason, amount) and the refund as paid.
import { TextField } from '#web/components/schema-field.tsx';
import { useNotify } from '#web/components/toast.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { todayInIndia } from '#shared/india-date.ts';
import { TENANCY_MESSAGES, ZProposeDeductionRequest, ZRecordRefundRequest } from '#shared/contracts/tenancy.ts';
import { useProposeDeduction, useRecordRefund } from '../api/tenancy-writes.ts';
import { Disclosure } from './disclosure.tsx';
import { DateField } from './terms-fields.tsx';

const digits = (typed: string) => typed.replace(/\D/g, '');

export function DeductionForm({ tenancyId }: { tenancyId: number }) {
  return <Disclosure summary="Propose a deduction">{(close) => <Deduction tenancyId={tenancyId} onDone={close} />}</Disclosure>;
}

function Deduction({ tenancyId, onDone }: { tenancyId: number; onDone(): void }) {
  const form = useSchemaForm(ZProposeDeductionRequest, { item: '', reason: '', amount: '' });
  const propose = useProposeDeduction(tenancyId);
  const notify = useNotify();
  const submit = form.handleSubmit((request) =>
    propose.mutate(request, {
      onSuccess: () => {
        notify(TENANCY_MESSAGES.deductionProposed, 'success');
        form.reset();
        onDone();
      },
      onError: (error) => form.showFailure(error),
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-busy={propose.isPending}>
      {form.banner && (
        <p className="banner banner-error" role="alert">
          {form.banner}
        </p>
      )}
      <div className="form-grid">
        <TextField form={form} name="item" label="Item" />
        <TextField form={form} name="amount" label="Amount (₹)" inputMode="numeric" keep={digits} />
        <TextField form={form} name="reason" label="Reason" className="span-2" />
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary btn-sm" disabled={propose.isPending}>
          Propose the deduction
        </button>
      </div>
    </form>
  );
}

export function RefundForm({ tenancyId, refundDue }: { tenancyId: number; refundDue: number }) {
  return <Disclosure summary="Record the refund">{(close) => <Refund tenancyId={tenancyId} refundDue={refundDue} onDone={close} />}</Disclosure>;
}

function Refund({ tenancyId, refundDue, onDone }: { tenancyId: number; refundDue: number; onDone(): void }) {
  const form = useSchemaForm(ZRecordRefundRequest, { amount: String(refundDue), reference: '', paidOn: todayInIndia() });
  const record = useRecordRefund(tenancyId);
  const notify = useNotify();
  const submit = form.handleSubmit((request) =>
    record.mutate(request, {
      onSuccess: () => {
        notify(TENANCY_MESSAGES.refundRecorded, 'success');
        onDone();
      },
      onError: (error) => form.showFailure(error),
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-busy={record.isPending}>
      {form.banner && (
        <p className="banner banner-error" role="alert">
          {form.banner}
        </p>
      )}
      <div className="form-grid">
        <TextField form={form} name="amount" label="Refund amount (₹)" inputMode="numeric" keep={digits} />
        <TextField form={form} name="reference" label="Payment reference" autoComplete="off" />
        <DateField form={form} name="paidOn" label="Paid on" />
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary btn-sm" disabled={record.isPending}>
          Record the refund
        </button>
      </div>
    </form>
  );
}
