// Registration mode of the login dialog (spec sections 5, 8): names, username, email and password
// required, mobile number optional; a password under 6 characters is refused before any request.
import type { SubmitEvent } from 'react';
import { MIN_PASSWORD_LENGTH } from '../../../../shared/password-strength.ts';
import { useNotify } from '../../../components/toast.tsx';
import { useRegister } from '../api/register.ts';
import { AuthRequestError } from '../api/post-auth.ts';
import { useSession } from '../session.tsx';
import { AuthField } from './auth-field.tsx';
import styles from './auth-forms.module.css';
import { ErrorBanner } from './error-banner.tsx';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';
import { phoneInputValue } from '../../../../shared/input/phone.ts';
import { useAuthForm } from './use-auth-form.ts';

const REQUIRED = { firstName: 'First name', lastName: 'Last name', username: 'Username', email: 'Email', password: 'Password' };

export function RegisterForm({ onSwitchMode }: { onSwitchMode(): void }) {
  const { signIn } = useSession();
  const notify = useNotify();
  const registration = useRegister();
  const { values, setField, fieldErrors, banner, setBanner, checkRequired } = useAuthForm({
    firstName: '',
    lastName: '',
    username: '',
    email: '',
    mobileNumber: '',
    password: '',
  });

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (registration.isPending || !checkRequired(REQUIRED)) return;
    if (values.password.length < MIN_PASSWORD_LENGTH) {
      setBanner(`Password must be at least ${MIN_PASSWORD_LENGTH} characters`);
      return;
    }
    registration.mutate(
      { ...values, mobileNumber: values.mobileNumber || undefined },
      {
        onSuccess: (session) => {
          signIn(session);
          notify('Registration successful!');
        },
        onError: (error) =>
          setBanner(
            error instanceof AuthRequestError ? error.describe('Registration failed', 'Network error. Please try again.') : 'Registration failed',
          ),
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={registration.isPending}>
      <ErrorBanner message={banner} />
      <div className="form-grid">
        <AuthField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          autoFocus
          isRequired
          value={values.firstName}
          onValueChange={setField('firstName')}
          error={fieldErrors.firstName}
        />
        <AuthField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          isRequired
          value={values.lastName}
          onValueChange={setField('lastName')}
          error={fieldErrors.lastName}
        />
        <AuthField
          label="Username"
          name="username"
          autoComplete="username"
          isRequired
          value={values.username}
          onValueChange={setField('username')}
          error={fieldErrors.username}
          className="span-2"
        />
        <AuthField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          isRequired
          value={values.email}
          onValueChange={setField('email')}
          error={fieldErrors.email}
          className="span-2"
        />
        <AuthField
          label="Mobile number (optional)"
          name="mobileNumber"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          hint="10 digits"
          value={values.mobileNumber}
          onValueChange={(value) => setField('mobileNumber')(phoneInputValue(value))}
          className="span-2"
        />
        <AuthField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          isRequired
          hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
          value={values.password}
          onValueChange={setField('password')}
          error={fieldErrors.password}
          className="span-2"
          below={(id) => <PasswordStrengthMeter id={id} password={values.password} />}
        />
      </div>
      <button type="submit" className={`btn btn-primary btn-block ${styles.submit}`} disabled={registration.isPending}>
        {registration.isPending ? 'Registering...' : 'Register'}
      </button>
      <p className={styles.switch}>
        Already have an account?
        <button type="button" onClick={onSwitchMode}>
          Login
        </button>
      </p>
    </form>
  );
}
