// Registration mode of the login dialog (spec sections 5, 8): the API's own registration rules
// (names, username, email and password required, mobile number optional, a password of 6+
// characters), checked before any request; the server's message or 'Registration failed' in the banner.
import { useState } from 'react';
import { ZRegisterRequest } from '#shared/contracts/auth.ts';
import { phoneInputValue } from '#shared/input/phone.ts';
import { MIN_PASSWORD_LENGTH } from '#shared/password-strength.ts';
import { TextField } from '#web/components/schema-field.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { useRegistration } from '../use-registration.ts';
import styles from './auth-forms.module.css';
import { ErrorBanner } from './error-banner.tsx';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';
import { INITIAL_CONSENTS, SignUpNotice } from './sign-up-notice.tsx';

const FAILURE = { failed: 'Registration failed', network: 'Network error. Please try again.' };

export function RegisterForm({ onSwitchMode }: { onSwitchMode(): void }) {
  const form = useSchemaForm(ZRegisterRequest, { firstName: '', lastName: '', username: '', email: '', mobileNumber: '', password: '' });
  const registration = useRegistration(FAILURE, form.setBanner);
  const [consents, setConsents] = useState(INITIAL_CONSENTS);
  const submit = form.handleSubmit((account) => registration.register({ ...account, consents }));

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={registration.isPending}>
      <ErrorBanner message={form.banner} />
      <div className="form-grid">
        <TextField form={form} name="firstName" label="First name" autoComplete="given-name" autoFocus />
        <TextField form={form} name="lastName" label="Last name" autoComplete="family-name" />
        <TextField form={form} name="username" label="Username" autoComplete="username" className="span-2" />
        <TextField form={form} name="email" label="Email" type="email" autoComplete="email" className="span-2" />
        <TextField
          form={form}
          name="mobileNumber"
          label="Mobile number (optional)"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          hint="10 digits"
          keep={phoneInputValue}
          className="span-2"
        />
        <TextField
          form={form}
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
          className="span-2"
          below={(id) => <PasswordStrengthMeter id={id} password={form.values.password} />}
        />
      </div>
      <SignUpNotice consents={consents} onChange={setConsents} />
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
