// Where the rent is paid: the owner's UPI ID and name, and the PAN receipts need (or the owner's
// declaration of none). The owner sets them; the tenant sees where to pay.
import { TextField } from '#web/components/schema-field.tsx';
import { useNotify } from '#web/components/toast.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { TENANCY_MESSAGES, ZPayeeRequest, type TPayee } from '#shared/contracts/tenancy.ts';
import { useSavePayee } from '../api/tenancy-writes.ts';
import { Disclosure } from './disclosure.tsx';
import styles from './tenancy.module.css';

export function PayeePanel({ tenancyId, payee, isOwner }: { tenancyId: number; payee: TPayee | null; isOwner: boolean }) {
  return (
    <div className={`card ${styles.panel}`}>
      <h3 className={styles.sectionTitle}>Payment details</h3>
      {payee ? (
        <p>
          Rent is paid to <strong>{payee.payeeName}</strong> at UPI ID <strong>{payee.upiId}</strong>.{' '}
          {payee.hasNoPan ? 'The owner has declared they have no PAN.' : payee.panMasked ? `Owner's PAN: ${payee.panMasked}.` : ''}
        </p>
      ) : (
        <p className={styles.muted}>
          {isOwner
            ? 'Give your UPI ID so each due shows a payment link and QR code.'
            : 'The owner has not given a UPI ID yet; pay as you agreed and mark the due paid.'}
        </p>
      )}
      {isOwner && (
        <Disclosure summary={payee ? 'Change payment details' : 'Set payment details'}>
          {(close) => <PayeeForm tenancyId={tenancyId} payee={payee} onDone={close} />}
        </Disclosure>
      )}
    </div>
  );
}

function PayeeForm({ tenancyId, payee, onDone }: { tenancyId: number; payee: TPayee | null; onDone(): void }) {
  const form = useSchemaForm(ZPayeeRequest, {
    upiId: payee?.upiId ?? '',
    payeeName: payee?.payeeName ?? '',
    pan: '',
    hasNoPan: payee?.hasNoPan ?? false,
  });
  const save = useSavePayee(tenancyId);
  const notify = useNotify();
  const submit = form.handleSubmit((request) =>
    save.mutate(
      { ...request, pan: request.pan || null },
      {
        onSuccess: () => {
          notify(TENANCY_MESSAGES.payeeSaved, 'success');
          onDone();
        },
        onError: (error) => form.showFailure(error),
      },
    ),
  );
  const hasNoPan = form.field('hasNoPan');
  return (
    <form onSubmit={submit} noValidate aria-busy={save.isPending}>
      {form.banner && (
        <p className="banner banner-error" role="alert">
          {form.banner}
        </p>
      )}
      <div className="form-grid">
        <TextField form={form} name="upiId" label="UPI ID" placeholder="name@bank" autoComplete="off" />
        <TextField form={form} name="payeeName" label="Name the UPI ID is registered to" />
        <TextField
          form={form}
          name="pan"
          label="Your PAN"
          hint={
            payee?.panMasked ? `Saved: ${payee.panMasked}. Type it again to keep it.` : 'Receipts carry it once the year’s rent passes ₹1,00,000.'
          }
          keep={(typed) =>
            typed
              .toUpperCase()
              .replace(/[^A-Z0-9]/g, '')
              .slice(0, 10)
          }
          isRequired={false}
        />
        <div className="field">
          <label className={styles.check}>
            <input
              type="checkbox"
              name="hasNoPan"
              checked={hasNoPan.value}
              aria-invalid={hasNoPan.error ? true : undefined}
              onChange={(event) => hasNoPan.onChange(event.target.checked)}
            />
            I declare that I do not have a PAN
          </label>
          {hasNoPan.error && (
            <p className="field-error" role={hasNoPan.isErrorAnnounced ? 'alert' : undefined}>
              {hasNoPan.error}
            </p>
          )}
        </div>
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary btn-sm" disabled={save.isPending}>
          Save payment details
        </button>
      </div>
    </form>
  );
}
