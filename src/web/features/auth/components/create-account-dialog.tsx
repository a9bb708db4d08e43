// The Create Account dialog behind the Sign Up button (spec sections 5, 8): every field required,
// a 10-digit mobile number, a password of 6+ characters that is not Weak.
import type { SubmitEvent } from 'react';
import { MIN_PASSWORD_LENGTH, passwordStrength } from '../../../../shared/password-strength.ts';
import { MOBILE_NUMBER_LENGTH } from '../../../../shared/contracts/user.ts';
import { Dialog } from '../../../components/dialog.tsx';
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

function CreateAccountForm() {
  const { signIn, openAuthDialog } = useSession();
  const notify = useNotify();
  const registration = useRegister();
  const { values, setField, banner, setBanner } = useAuthForm({
    firstName: '',
    lastName: '',
    username: '',
    email: '',
    mobileNumber: '',
    password: '',
  });
  // Spec section 5: enabled only once every field is present, with 6+ and 10+ characters; until
  // then the reason beside the button names what is still missing.
  const missing = [
    !values.firstName.trim() && 'first name',
    !values.lastName.trim() && 'last name',
    !values.username.trim() && 'username',
    values.mobileNumber.length < MOBILE_NUMBER_LENGTH && 'a 10-digit mobile number',
    !values.email.trim() && 'email',
    values.password.length < MIN_PASSWORD_LENGTH && `a password of at least ${MIN_PASSWORD_LENGTH} characters`,
  ].filter(Boolean);
  const isComplete = missing.length === 0;

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!isComplete || registration.isPending) return;
    if (passwordStrength(values.password) === 'Weak') {
      setBanner('Please choose a stronger password.');
      return;
    }
    registration.mutate(values, {
      onSuccess: (session) => {
        signIn(session);
        notify('Registration successful!');
      },
      onError: (error) =>
        setBanner(
          error instanceof AuthRequestError
            ? error.describe('Registration failed. Please try again.', 'Network error. Please check your connection and try again.')
            : 'Registration failed. Please try again.',
        ),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={registration.isPending}>
      <p className={styles.intro}>Post properties, save agreements and follow your deals. It takes a minute.</p>
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
        />
        <AuthField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          isRequired
          value={values.lastName}
          onValueChange={setField('lastName')}
        />
        <AuthField label="Username" name="username" autoComplete="username" isRequired value={values.username} onValueChange={setField('username')} />
        <AuthField
          label="Mobile number"
          name="mobileNumber"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          isRequired
          hint="10 digits"
          value={values.mobileNumber}
          onValueChange={(value) => setField('mobileNumber')(phoneInputValue(value))}
        />
        <AuthField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          isRequired
          value={values.email}
          onValueChange={setField('email')}
          className="span-2"
        />
        <AuthField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          isRequired
          hint={`At least ${MIN_PASSWORD_LENGTH} characters; mix letters, digits and symbols`}
          value={values.password}
          onValueChange={setField('password')}
          className="span-2"
          below={(id) => <PasswordStrengthMeter id={id} password={values.password} />}
        />
      </div>
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
