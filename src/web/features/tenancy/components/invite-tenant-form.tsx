// An owner lets a home outside Gruha and invites the tenant by mobile number or email, with the
// terms proposed as the first version. Nothing is shared with the invited person before they accept.
import { useNavigate } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { SchemaField, TextField } from '#web/components/schema-field.tsx';
import { useNotify } from '#web/components/toast.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { TENANCY_MESSAGES } from '#shared/contracts/tenancy.ts';
import { useInviteTenant } from '../api/tenancy-writes.ts';
import { EMPTY_TERMS, termsOf, ZInviteTenantForm } from '../lib/terms-form.ts';
import { TermsFields } from './terms-fields.tsx';

const INITIAL = { address: '', bhk: '2', mobile: '', email: '', text: '', ...EMPTY_TERMS };

export function InviteTenantForm({ onCancel }: { onCancel(): void }) {
  const form = useSchemaForm(ZInviteTenantForm, INITIAL);
  const invite = useInviteTenant();
  const notify = useNotify();
  const navigate = useNavigate();
  const submit = form.handleSubmit((values) => {
    const request = {
      address: values.address,
      bhk: values.bhk,
      invitee: { mobile: values.mobile.trim() || null, email: values.email.trim() || null },
      terms: termsOf(values),
      text: values.text || null,
    };
    invite.mutate(request, {
      onSuccess: ({ tenancyId }) => {
        notify(TENANCY_MESSAGES.invited, 'success');
        void navigate(paths.tenancy(tenancyId));
      },
      onError: (error) => form.showFailure(error),
    });
  });
  return (
    <form onSubmit={submit} noValidate aria-busy={invite.isPending}>
      {form.banner && (
        <p className="banner banner-error" role="alert">
          {form.banner}
        </p>
      )}
      <div className="form-grid">
        <TextField form={form} name="address" label="Address of the home" className="span-2" autoComplete="street-address" />
        <TextField form={form} name="bhk" label="Bedrooms (BHK)" inputMode="numeric" hint="0 for a studio; the move-in report's rooms follow it" />
        <span />
        <TextField
          form={form}
          name="mobile"
          label="Tenant's mobile number"
          type="tel"
          inputMode="numeric"
          hint="Or give an email"
          autoComplete="off"
        />
        <TextField form={form} name="email" label="Tenant's email" type="email" autoComplete="off" />
        <TermsFields form={form} />
        <SchemaField form={form} name="text" label="Agreement text (optional)" className="span-2" hint="Left empty, Gruha writes one from the terms.">
          {(control) => <textarea {...control} className="input" rows={5} />}
        </SchemaField>
      </div>
      <div className="form-actions">
        <button type="button" className="btn" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={invite.isPending}>
          {invite.isPending ? 'Sending...' : 'Send invitation'}
        </button>
      </div>
    </form>
  );
}
