// Login mode of the login dialog (spec sections 4, 5, 8): username (or email, or mobile number)
// and password, both required; the server's message or 'Login failed' in the banner.
import { ZLoginRequest } from '#shared/contracts/auth.ts';
import { paths } from '#web/app/paths.ts';
import { Link } from '#web/components/link.tsx';
import { TextField } from '#web/components/schema-field.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { useSession } from '../session.tsx';
import { AuthRequestError } from '../api/post-auth.ts';
import { useLogIn } from '../api/log-in.ts';
import styles from './auth-forms.module.css';
import { ErrorBanner } from './error-banner.tsx';

export function LoginForm({ onSwitchMode }: { onSwitchMode(): void }) {
  const { signIn, loginNotice, closeAuthDialog } = useSession();
  const logIn = useLogIn();
  const form = useSchemaForm(ZLoginRequest, { username: '', password: '' });

  const submit = form.handleSubmit((credentials) => {
    if (logIn.isPending) return;
    logIn.mutate(credentials, {
      onSuccess: signIn,
      onError: (error) =>
        form.setBanner(error instanceof AuthRequestError ? error.describe('Login failed', 'Network error. Please try again.') : 'Login failed'),
    });
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={logIn.isPending}>
      <ErrorBanner message={form.banner} />
      {!form.banner && loginNotice && (
        <p className={`banner banner-info ${styles.banner}`} role="status">
          {loginNotice}
        </p>
      )}
      <TextField form={form} name="username" label="Username, email or mobile number" autoComplete="username" autoFocus />
      <TextField form={form} name="password" label="Password" type="password" autoComplete="current-password" />
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
