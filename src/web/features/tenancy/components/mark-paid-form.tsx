// The tenant marks a due paid: by UPI with its reference (UTR), or in cash, and the day paid. The
// owner then confirms it received and the receipt is made.
import { FormField } from '#web/components/form-field.tsx';
import { TextField } from '#web/components/schema-field.tsx';
import { useNotify } from '#web/components/toast.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { todayInIndia } from '#shared/india-date.ts';
import { TENANCY_MESSAGES, ZMarkPaidRequest, type TDue } from '#shared/contracts/tenancy.ts';
import { useMarkPaid } from '../api/tenancy-writes.ts';
import { DateField } from './terms-fields.tsx';
import { Disclosure } from './disclosure.tsx';

export function MarkPaidForm({ tenancyId, due }: { tenancyId: number; due: TDue }) {
  return <Disclosure summary={`Mark ${due.label} paid`}>{(close) => <PaidForm tenancyId={tenancyId} due={due} onDone={close} />}</Disclosure>;
}

function PaidForm({ tenancyId, due, onDone }: { tenancyId: number; due: TDue; onDone(): void }) {
  const form = useSchemaForm(ZMarkPaidRequest, { mode: 'upi' as 'upi' | 'cash', reference: '', paidOn: todayInIndia() });
  const mark = useMarkPaid(tenancyId, due.period);
  const notify = useNotify();
  const mode = form.field('mode');
  const submit = form.handleSubmit((request) =>
    mark.mutate(
      { ...request, reference: request.mode === 'upi' ? request.reference : null },
      {
        onSuccess: () => {
          notify(TENANCY_MESSAGES.markedPaid, 'success');
          onDone();
        },
        onError: (error) => form.showFailure(error),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-busy={mark.isPending}>
      {form.banner && (
        <p className="banner banner-error" role="alert">
          {form.banner}
        </p>
      )}
      <div className="form-grid">
        <FormField label={`Paid ${due.label} by`} isRequired>
          {(control) => (
            <select
              {...control}
              className="input"
              name="mode"
              value={mode.value}
              onChange={(event) => mode.onChange(event.target.value as 'upi' | 'cash')}
            >
              <option value="upi">UPI</option>
              <option value="cash">Cash</option>
            </select>
          )}
        </FormField>
        {mode.value === 'upi' && (
          <TextField
            form={form}
            name="reference"
            label="UPI reference (UTR)"
            hint="12 to 22 letters or digits, in your UPI app's payment details"
            isRequired
            keep={(typed) =>
              typed
                .toUpperCase()
                .replace(/[^0-9A-Z]/g, '')
                .slice(0, 22)
            }
            autoComplete="off"
          />
        )}
        <DateField form={form} name="paidOn" label="Paid on" />
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary btn-sm" disabled={mark.isPending}>
          Mark paid
        </button>
      </div>
    </form>
  );
}
