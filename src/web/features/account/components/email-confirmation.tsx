// On My Account, under one's details: whether the email is confirmed, and a button for a new link when not.
import { Icon } from '#web/components/icon.tsx';
import { ErrorState, LoadingState } from '#web/components/states.tsx';
import { useEmailConfirmationStatus, useSendConfirmationLink } from '../api/email-confirmation.ts';
import styles from './account.module.css';

export function EmailConfirmation() {
  const status = useEmailConfirmationStatus();
  const send = useSendConfirmationLink();
  if (status.isPending) return <LoadingState label="Checking your email confirmation…" />;
  if (status.isError)
    return <ErrorState title="Could not check your email confirmation" message={status.error.message} onRetry={() => void status.refetch()} />;
  if (status.data.isConfirmed)
    return (
      <p className={styles.confirmed}>
        <Icon name="check" size={16} /> Your email {status.data.email} is confirmed.
      </p>
    );
  return (
    <div className={`card ${styles.card}`} aria-busy={send.isPending}>
      <p className={styles.lead}>
        Your email {status.data.email} is not confirmed yet. Everything on Gruha works without it; once confirmed, your listings show &quot;Email
        confirmed&quot; and your reports count for more.
      </p>
      {send.isSuccess && (
        <p className="banner banner-success" role="status">
          {send.data}
        </p>
      )}
      {send.isError && (
        <p className="banner banner-error" role="alert">
          {send.error.message}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={() => send.mutate()} disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send me a confirmation link'}
        </button>
      </div>
    </div>
  );
}
