// The Create Account dialog behind the Sign Up button (spec sections 5, 8): every field required,
// a 10-digit mobile number, a password of 6+ characters that is not Weak.
import { useState } from 'react';
import { ZCreateAccountFields, ZCreateAccountRequest } from '#shared/contracts/auth.ts';
import { phoneInputValue } from '#shared/input/phone.ts';
import { MIN_PASSWORD_LENGTH } from '#shared/password-strength.ts';
import { Dialog } from '#web/components/dialog.tsx';
import { TextField } from '#web/components/schema-field.tsx';
import { fieldErrors, useSchemaForm } from '#web/lib/use-schema-form.ts';
import { useSession } from '../session.tsx';
import { useRegistration } from '../use-registration.ts';
import styles from './auth-forms.module.css';
import { ErrorBanner } from './error-banner.tsx';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';
import { INITIAL_CONSENTS, SignUpNotice } from './sign-up-notice.tsx';

/** How the line under the disabled button names each field still needed, in the form's order. */
const NEEDED = {
  firstName: 'first name',
  lastName: 'last name',
  username: 'username',
  mobileNumber: 'a 10-digit mobile number',
  email: 'email',
  password: `a password of at least ${MIN_PASSWORD_LENGTH} characters`,
};

const FAILURE = { failed: 'Registration failed. Please try again.', network: 'Network error. Please check your connection and try again.' };

function CreateAccountForm() {
  const { openAuthDialog } = useSession();
  const form = useSchemaForm(ZCreateAccountRequest, { firstName: '', lastName: '', username: '', email: '', mobileNumber: '', password: '' });
  // Spec section 5: enabled only once every field passes; until then the reason beside the button
  // names what is still missing. The Weak check waits for the press.
  const unfinished = fieldErrors(ZCreateAccountFields, form.values);
  const missing = Object.entries(NEEDED)
    .filter(([name]) => name in unfinished)
    .map(([, words]) => words);
  const isComplete = missing.length === 0;

  const registration = useRegistration(FAILURE, form.setBanner);
  const [consents, setConsents] = useState(INITIAL_CONSENTS);
  const submit = form.handleSubmit((account) => registration.register({ ...account, consents }));

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={registration.isPending}>
      <p className={styles.intro}>Post properties, save agreements and follow your deals. It takes a minute.</p>
      <ErrorBanner message={form.banner} />
      <div className="form-grid">
        <TextField form={form} name="firstName" label="First name" autoComplete="given-name" autoFocus />
        <TextField form={form} name="lastName" label="Last name" autoComplete="family-name" />
        <TextField form={form} name="username" label="Username" autoComplete="username" />
        <TextField
          form={form}
          name="mobileNumber"
          label="Mobile number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          hint="10 digits"
          keep={phoneInputValue}
        />
        <TextField form={form} name="email" label="Email" type="email" autoComplete="email" className="span-2" />
        <TextField
          form={form}
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters; mix letters, digits and symbols`}
          className="span-2"
          below={(id) => <PasswordStrengthMeter id={id} password={form.values.password} />}
        />
      </div>
      <SignUpNotice consents={consents} onChange={setConsents} />
      <button type="submit" className={`btn btn-primary btn-block ${styles.submit}`} disabled={!isComplete || registration.isPending}>
        {registration.isPending ? 'Creating Account...' : 'Create Account'}
      </button>
      {!isComplete && <p className={styles.disabledReason}>Still needed: {missing.join(', ')}.</p>}
      <p className={styles.switch}>
        Already have an account?
        <button type="button" onClick={() => openAuthDialog('login')}>
          Login
        </button>
      </p>
    </form>
  );
}

export function CreateAccountDialog({ isOpen, onClose }: { isOpen: boolean; onClose(): void }) {
  return (
    <Dialog title="Create Account" isOpen={isOpen} onClose={onClose}>
      <CreateAccountForm />
    </Dialog>
  );
}
