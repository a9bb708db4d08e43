// /forgot-password: ask for a reset link by email. The answer is the same whether or not an account
// uses the address, so the page cannot be used to find out who has one.
import { useState, type SubmitEvent } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import { useOpenAuthDialog } from '../../auth/session.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useForgotPassword } from '../api/account.ts';
import styles from '../components/account.module.css';
import { errorsOf } from '../components/field-errors.ts';

export default function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const [email, setEmail] = useState('');
  const ask = useForgotPassword();
  const openAuthDialog = useOpenAuthDialog();
  const { fields: errors, banner } = errorsOf(ask.error, ['email']);

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    ask.mutate({ email: email.trim() });
  };

  return (
    <div className={`container page ${styles.narrow}`}>
      <h1 className="page-title">Forgot password</h1>
      {ask.isSuccess ? (
        <div className={`card ${styles.card}`}>
          <p className="banner banner-success" role="status">
            {ask.data}
          </p>
          <p className={styles.lead}>No email? Check the spam folder, or ask again in a few minutes.</p>
          <div className={styles.actions}>
            <button type="button" className="btn btn-primary" onClick={() => openAuthDialog('login')}>
              Back to login
            </button>
            <button type="button" className="btn" onClick={() => ask.reset()}>
              Ask again
            </button>
          </div>
        </div>
      ) : (
        <form className={`card ${styles.card}`} onSubmit={submit} noValidate aria-busy={ask.isPending}>
          <p className={styles.lead}>Enter the email of your account. We will send it a link to choose a new password.</p>
          {banner && (
            <p className="banner banner-error" role="alert">
              {banner}
            </p>
          )}
          <FormField label="Email" isRequired error={errors.email}>
            {(control) => (
              <input {...control} className="input" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
            )}
          </FormField>
          <div className={styles.actions}>
            <button type="submit" className="btn btn-primary" disabled={ask.isPending}>
              {ask.isPending ? 'Sending...' : 'Send reset link'}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
