// /reset-password?token=: the page a reset email links to. The link is checked first: one that has
// expired or been used says so, with a way to a new one, before any password is typed. A new
// password, then log in with it.
import { useSearchParams } from 'react-router';
import { ZResetPasswordRequest } from '#shared/contracts/account.ts';
import { EmptyState, ErrorState, LoadingState } from '#web/components/states.tsx';
import { Link } from '#web/components/link.tsx';
import { TextField } from '#web/components/schema-field.tsx';
import { PasswordStrengthMeter } from '#web/features/auth/components/password-strength-meter.tsx';
import { useOpenAuthDialog } from '#web/features/auth/session.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useResetLinkCheck, useResetPassword } from '../api/account.ts';
import styles from '../components/account.module.css';

export default function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useSchemaForm(ZResetPasswordRequest, { token, newPassword: '' });
  const reset = useResetPassword();
  const check = useResetLinkCheck(token);
  const refusedLink = check.error instanceof ApiError && check.error.status === 400 ? (check.error.errors?.token ?? check.error.message) : null;
  const openAuthDialog = useOpenAuthDialog();
  // A link that has expired or been used: the reason and a way to a new one, above the form.
  const linkError = form.errorOf('token');

  const submit = form.handleSubmit((request) => reset.mutate(request, { onError: (error) => form.showFailure(error) }));

  const askAgain = (
    <Link to="/forgot-password" className="btn btn-primary">
      Ask for a new link
    </Link>
  );
  let content;
  if (!token)
    content = (
      <EmptyState
        icon="alert"
        title="This page needs the link from your email"
        message="Open the link in the password reset email."
        actions={askAgain}
      />
    );
  else if (check.isPending) content = <LoadingState label="Checking your link..." />;
  else if (refusedLink) content = <EmptyState icon="alert" title="This link does not work any more" message={refusedLink} actions={askAgain} />;
  else if (check.isError)
    content = <ErrorState title="Your link could not be checked." message={check.error.message} onRetry={() => void check.refetch()} />;
  else if (reset.isSuccess)
    content = (
      <div className={`card ${styles.card}`}>
        <p className="banner banner-success" role="status">
          {reset.data}
        </p>
        <div className={styles.actions}>
          <button type="button" className="btn btn-primary" onClick={() => openAuthDialog('login')}>
            Login
          </button>
        </div>
      </div>
    );
  else
    content = (
      <form className={`card ${styles.card}`} onSubmit={submit} noValidate aria-busy={reset.isPending}>
        {(form.banner ?? linkError) && (
          <div className="banner banner-error" role="alert">
            <p>{form.banner ?? linkError}</p>
            {linkError && askAgain}
          </div>
        )}
        <TextField
          form={form}
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          below={(id) => <PasswordStrengthMeter id={id} password={form.values.newPassword} />}
        />
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={reset.isPending}>
            {reset.isPending ? 'Saving...' : 'Set new password'}
          </button>
        </div>
      </form>
    );
  return (
    <div className={`container page ${styles.narrow}`}>
      <h1 className="page-title">Choose a new password</h1>
      {content}
    </div>
  );
}
