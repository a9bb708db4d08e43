// Changing the password: the current one asked. Every other device is signed out; this one stays.
import { useId, useState, type SubmitEvent } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import { useNotify } from '../../../components/toast.tsx';
import { PasswordStrengthMeter } from '../../auth/components/password-strength-meter.tsx';
import { useChangePassword } from '../api/account.ts';
import styles from './account.module.css';
import { errorsOf } from './field-errors.ts';

export function PasswordForm() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const change = useChangePassword();
  const notify = useNotify();
  const meterId = useId();
  const { fields: errors, banner } = errorsOf(change.error, ['currentPassword', 'newPassword']);

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (answer) => {
          setCurrentPassword('');
          setNewPassword('');
          notify(answer.message);
        },
      },
    );
  };

  return (
    <form className={`card ${styles.card}`} onSubmit={submit} noValidate aria-busy={change.isPending}>
      <p className={styles.lead}>Changing your password signs you out on every other device.</p>
      {banner && (
        <p className="banner banner-error" role="alert">
          {banner}
        </p>
      )}
      <div className={styles.row}>
        <FormField label="Current password" isRequired error={errors.currentPassword}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="password"
              autoComplete="current-password"
              value={currentPassword}
              onChange={(e) => setCurrentPassword(e.target.value)}
            />
          )}
        </FormField>
        <FormField
          label="New password"
          isRequired
          error={errors.newPassword}
          after={<PasswordStrengthMeter password={newPassword} id={meterId} />}
          afterId={newPassword ? meterId : undefined}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              type="password"
              autoComplete="new-password"
              value={newPassword}
              onChange={(e) => setNewPassword(e.target.value)}
            />
          )}
        </FormField>
      </div>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={change.isPending}>
          {change.isPending ? 'Changing...' : 'Change password'}
        </button>
      </div>
    </form>
  );
}
