// Changing the password: the current one asked. Every other device is signed out; this one stays.
import { useState, type SubmitEvent } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import { useNotify } from '../../../components/toast.tsx';
import { useChangePassword } from '../api/account.ts';
import styles from './account.module.css';
import { errorsOf } from './field-errors.ts';
import { NewPasswordField } from './new-password-field.tsx';

export function PasswordForm() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const change = useChangePassword();
  const notify = useNotify();
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
        <NewPasswordField value={newPassword} onChange={setNewPassword} error={errors.newPassword} />
      </div>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={change.isPending}>
          {change.isPending ? 'Changing...' : 'Change password'}
        </button>
      </div>
    </form>
  );
}
