// Changing the password: the current one asked. Every other device is signed out; this one stays.
import { ZChangePasswordRequest } from '#shared/contracts/account.ts';
import { TextField } from '#web/components/schema-field.tsx';
import { useNotify } from '#web/components/toast.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { PasswordStrengthMeter } from '#web/features/auth/components/password-strength-meter.tsx';
import { useChangePassword } from '../api/account.ts';
import styles from './account.module.css';

export function PasswordForm() {
  const form = useSchemaForm(ZChangePasswordRequest, { currentPassword: '', newPassword: '' });
  const change = useChangePassword();
  const notify = useNotify();

  const submit = form.handleSubmit((request) =>
    change.mutate(request, {
      onSuccess: (answer) => {
        form.reset();
        notify(answer.message);
      },
      onError: (error) => form.showFailure(error),
    }),
  );

  return (
    <form className={`card ${styles.card}`} onSubmit={submit} noValidate aria-busy={change.isPending}>
      <p className={styles.lead}>Changing your password signs you out on every other device.</p>
      {form.banner && (
        <p className="banner banner-error" role="alert">
          {form.banner}
        </p>
      )}
      <div className={styles.row}>
        <TextField form={form} name="currentPassword" label="Current password" type="password" autoComplete="current-password" />
        <TextField
          form={form}
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          below={(id) => <PasswordStrengthMeter id={id} password={form.values.newPassword} />}
        />
      </div>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={change.isPending}>
          {change.isPending ? 'Changing...' : 'Change password'}
        </button>
      </div>
    </form>
  );
}
