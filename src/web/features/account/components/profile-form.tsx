// Name, email and phone, edited in place. A new email asks for the current password: it is where
// password reset links go.
import { useState, type SubmitEvent } from 'react';
import type { TUser } from '../../../../shared/contracts/user.ts';
import { FormField } from '../../../components/form-field.tsx';
import { useNotify } from '../../../components/toast.tsx';
import { useUpdateProfile } from '../api/account.ts';
import styles from './account.module.css';
import { errorsOf } from './field-errors.ts';

const FIELDS = ['firstName', 'lastName', 'email', 'mobileNumber', 'currentPassword'];

export function ProfileForm({ user }: { user: TUser }) {
  const [values, setValues] = useState({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    mobileNumber: user.mobileNumber ?? '',
    currentPassword: '',
  });
  const update = useUpdateProfile();
  const notify = useNotify();
  const { fields: errors, banner } = errorsOf(update.error, FIELDS);
  const isEmailChanged = values.email.trim().toLowerCase() !== user.email.toLowerCase();
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value }));

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const { currentPassword, ...profile } = values;
    update.mutate(
      { ...profile, email: profile.email.trim(), ...(isEmailChanged ? { currentPassword } : {}) },
      {
        onSuccess: () => {
          setValues((v) => ({ ...v, currentPassword: '' }));
          notify('Your details are saved');
        },
      },
    );
  };

  return (
    <form className={`card ${styles.card}`} onSubmit={submit} noValidate aria-busy={update.isPending}>
      {banner && (
        <p className="banner banner-error" role="alert">
          {banner}
        </p>
      )}
      <div className={styles.row}>
        <FormField label="First name" isRequired error={errors.firstName}>
          {(control) => <input {...control} className="input" autoComplete="given-name" value={values.firstName} onChange={set('firstName')} />}
        </FormField>
        <FormField label="Last name" isRequired error={errors.lastName}>
          {(control) => <input {...control} className="input" autoComplete="family-name" value={values.lastName} onChange={set('lastName')} />}
        </FormField>
      </div>
      <div className={styles.row}>
        <FormField label="Email" isRequired error={errors.email}>
          {(control) => <input {...control} className="input" type="email" autoComplete="email" value={values.email} onChange={set('email')} />}
        </FormField>
        <FormField label="Mobile number" hint="10 digits; leave empty to remove it" error={errors.mobileNumber}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              value={values.mobileNumber}
              onChange={set('mobileNumber')}
            />
          )}
        </FormField>
      </div>
      {isEmailChanged && (
        <FormField
          label="Current password"
          isRequired
          hint="Needed to change your email: password reset links go to it."
          error={errors.currentPassword}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              type="password"
              autoComplete="current-password"
              value={values.currentPassword}
              onChange={set('currentPassword')}
            />
          )}
        </FormField>
      )}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save details'}
        </button>
      </div>
    </form>
  );
}
