// /confirm-email?token=: the page a confirmation email links to. It opens the link once and says what
// happened: confirmed now, already used, expired, or not a link Gruha knows.
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { CONFIRMATION_LINK_HOURS, type TConfirmEmailResult } from '#shared/contracts/email-confirmation.ts';
import { Link } from '#web/components/link.tsx';
import { EmptyState, LoadingState } from '#web/components/states.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useConfirmEmail } from '../api/email-confirmation.ts';
import styles from '../components/account.module.css';

const ANSWERS: Record<TConfirmEmailResult['outcome'], { title: string; message: string; isDone: boolean }> = {
  confirmed: {
    title: 'Your email is confirmed',
    message: 'Thank you. Your listings now show "Email confirmed" to the people who open them.',
    isDone: true,
  },
  already_used: {
    title: 'This link has already been used',
    message: 'It confirmed your email when it was first opened. There is nothing more to do.',
    isDone: true,
  },
  expired: {
    title: 'This link has expired',
    message: `Confirmation links work for ${CONFIRMATION_LINK_HOURS} hours. Ask for a new one from My Account.`,
    isDone: false,
  },
};

export default function ConfirmEmailPage() {
  useDocumentTitle('Confirm your email');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  // Opened once per visit: a second call would only read "already used".
  const opened = useRef(false);
  useEffect(() => {
    if (!token || opened.current) return;
    opened.current = true;
    mutate(token);
  }, [token, mutate]);

  const toAccount = (
    <Link to="/account" className="btn btn-primary">
      Go to My Account
    </Link>
  );
  let content;
  if (!token)
    content = <EmptyState icon="alert" title="This page needs the link from your email" message="Open the link in the confirmation email." />;
  else if (confirm.isError) content = <EmptyState icon="alert" title="This link is not valid" message={confirm.error.message} actions={toAccount} />;
  else if (confirm.isSuccess) {
    const answer = ANSWERS[confirm.data.outcome];
    content = (
      <EmptyState
        icon={answer.isDone ? 'check' : 'clock'}
        title={answer.title}
        message={answer.message}
        actions={
          answer.isDone ? (
            <Link to="/" className="btn btn-primary">
              Go to the home page
            </Link>
          ) : (
            toAccount
          )
        }
      />
    );
  } else content = <LoadingState label="Confirming your email…" />;
  return (
    <div className={`container page ${styles.narrow}`}>
      <h1 className="page-title">Confirm your email</h1>
      <div aria-live="polite">{content}</div>
    </div>
  );
}
