// Name, email and phone, edited in place. A new email asks for the current password: it is where
// password reset links go.
import { ZPersonDetails } from '#shared/contracts/admin-users.ts';
import type { TUser } from '#shared/contracts/user.ts';
import { z } from '#shared/zod.ts';
import { TextField } from '#web/components/schema-field.tsx';
import { useNotify } from '#web/components/toast.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { useUpdateProfile } from '../api/account.ts';
import styles from './account.module.css';

// Whether a new email needs the current password is the server's check: its refusal shows under the field.
const ZProfileForm = ZPersonDetails.extend({ currentPassword: z.string() });

export function ProfileForm({ user }: { user: TUser }) {
  const form = useSchemaForm(ZProfileForm, {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    mobileNumber: user.mobileNumber ?? '',
    currentPassword: '',
  });
  const update = useUpdateProfile();
  const notify = useNotify();
  const isEmailChanged = form.values.email.trim().toLowerCase() !== user.email.toLowerCase();

  const submit = form.handleSubmit(({ currentPassword, ...profile }) =>
    update.mutate(
      { ...profile, ...(isEmailChanged ? { currentPassword } : {}) },
      {
        onSuccess: () => {
          form.setValue('currentPassword', '');
          notify('Your details are saved');
        },
        onError: (error) => form.showFailure(error),
      },
    ),
  );

  return (
    <form className={`card ${styles.card}`} onSubmit={submit} noValidate aria-busy={update.isPending}>
      {form.banner && (
        <p className="banner banner-error" role="alert">
          {form.banner}
        </p>
      )}
      <div className={styles.row}>
        <TextField form={form} name="firstName" label="First name" autoComplete="given-name" />
        <TextField form={form} name="lastName" label="Last name" autoComplete="family-name" />
      </div>
      <div className={styles.row}>
        <TextField form={form} name="email" label="Email" type="email" autoComplete="email" />
        <TextField
          form={form}
          name="mobileNumber"
          label="Mobile number"
          hint="10 digits; leave empty to remove it"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
        />
      </div>
      {isEmailChanged && (
        <TextField
          form={form}
          name="currentPassword"
          label="Current password"
          isRequired
          hint="Needed to change your email: password reset links go to it."
          type="password"
          autoComplete="current-password"
        />
      )}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save details'}
        </button>
      </div>
    </form>
  );
}
