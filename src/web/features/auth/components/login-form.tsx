// Login mode of the login dialog (spec sections 4, 5, 8): username (or email, or mobile number)
// and password, both required; the server's message or 'Login failed' in the banner.
import type { SubmitEvent } from 'react';
import { paths } from '../../../app/paths.ts';
import { Link } from '../../../components/link.tsx';
import { useSession } from '../session.tsx';
import { AuthRequestError } from '../api/post-auth.ts';
import { useLogIn } from '../api/log-in.ts';
import { AuthField } from './auth-field.tsx';
import styles from './auth-forms.module.css';
import { ErrorBanner } from './error-banner.tsx';
import { useAuthForm } from './use-auth-form.ts';

export function LoginForm({ onSwitchMode }: { onSwitchMode(): void }) {
  const { signIn, loginNotice, closeAuthDialog } = useSession();
  const logIn = useLogIn();
  const { values, setField, fieldErrors, banner, setBanner, checkRequired } = useAuthForm({ username: '', password: '' });

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (logIn.isPending || !checkRequired({ username: 'Username', password: 'Password' })) return;
    logIn.mutate(
      { username: values.username.trim(), password: values.password },
      {
        onSuccess: signIn,
        onError: (error) =>
          setBanner(error instanceof AuthRequestError ? error.describe('Login failed', 'Network error. Please try again.') : 'Login failed'),
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={logIn.isPending}>
      <ErrorBanner message={banner} />
      {!banner && loginNotice && (
        <p className={`banner banner-info ${styles.banner}`} role="status">
          {loginNotice}
        </p>
      )}
      <AuthField
        label="Username, email or mobile number"
        name="username"
        autoComplete="username"
        autoFocus
        isRequired
        value={values.username}
        onValueChange={setField('username')}
        error={fieldErrors.username}
      />
      <AuthField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        isRequired
        value={values.password}
        onValueChange={setField('password')}
        error={fieldErrors.password}
      />
      <p className={styles.forgot}>
        <Link to={paths.forgotPassword()} onClick={closeAuthDialog}>
          Forgot password?
        </Link>
      </p>
      <button type="submit" className={`btn btn-primary btn-block ${styles.submit}`} disabled={logIn.isPending}>
        {logIn.isPending ? 'Logging in...' : 'Login'}
      </button>
      <p className={styles.switch}>
        New to Gruha?
        <button type="button" onClick={onSwitchMode}>
          Create an account
        </button>
      </p>
    </form>
  );
}
