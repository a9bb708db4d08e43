// /reset-password?token=: the page a reset email links to. A new password, then log in with it.
import { useState, type SubmitEvent } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/states.tsx';
import { Link } from '../../../components/link.tsx';
import { useOpenAuthDialog } from '../../auth/session.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useResetPassword } from '../api/account.ts';
import styles from '../components/account.module.css';
import { errorsOf } from '../components/field-errors.ts';
import { NewPasswordField } from '../components/new-password-field.tsx';

export default function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [newPassword, setNewPassword] = useState('');
  const reset = useResetPassword();
  const openAuthDialog = useOpenAuthDialog();
  const { fields: errors, banner } = errorsOf(reset.error, ['newPassword', 'token']);

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    reset.mutate({ token, newPassword });
  };

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
        {(banner ?? errors.token) && (
          <div className="banner banner-error" role="alert">
            <p>{banner ?? errors.token}</p>
            {errors.token && askAgain}
          </div>
        )}
        <NewPasswordField value={newPassword} onChange={setNewPassword} error={errors.newPassword} />
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
