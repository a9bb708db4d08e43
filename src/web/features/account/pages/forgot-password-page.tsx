// /forgot-password: ask for a reset link by email. The answer is the same whether or not an account
// uses the address, so the page cannot be used to find out who has one.
import { ZForgotPasswordRequest } from '#shared/contracts/account.ts';
import { TextField } from '#web/components/schema-field.tsx';
import { useOpenAuthDialog } from '#web/features/auth/session.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { useForgotPassword } from '../api/account.ts';
import styles from '../components/account.module.css';

export default function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const form = useSchemaForm(ZForgotPasswordRequest, { email: '' });
  const ask = useForgotPassword();
  const openAuthDialog = useOpenAuthDialog();

  const submit = form.handleSubmit((request) => ask.mutate(request, { onError: (error) => form.showFailure(error) }));

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
          {form.banner && (
            <p className="banner banner-error" role="alert">
              {form.banner}
            </p>
          )}
          <TextField form={form} name="email" label="Email" type="email" autoComplete="email" />
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
