// An invitation to a tenancy: who invites and to which home, until the invited person accepts or
// declines. Accepting opens the tenancy.
import { useNavigate } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { useNotify } from '#web/components/toast.tsx';
import { formatLongDate } from '#shared/format-date.ts';
import { TENANCY_MESSAGES, type TInvitation } from '#shared/contracts/tenancy.ts';
import { useAnswerInvitation } from '../api/tenancy-writes.ts';
import styles from './tenancy.module.css';

export function InvitationCard({ invitation }: { invitation: TInvitation }) {
  const answer = useAnswerInvitation(invitation.tenancyId);
  const notify = useNotify();
  const navigate = useNavigate();
  const reply = (choice: 'accept' | 'decline') =>
    answer.mutate(
      { answer: choice },
      {
        onSuccess: () => {
          notify(choice === 'accept' ? TENANCY_MESSAGES.accepted : TENANCY_MESSAGES.declined, 'success');
          if (choice === 'accept') void navigate(paths.tenancy(invitation.tenancyId));
        },
        onError: (error) => notify(error.message, 'error'),
      },
    );
  const role = invitation.inviterSide === 'owner' ? 'tenant' : 'owner';
  return (
    <li className={`card ${styles.card}`}>
      <h3>{invitation.address}</h3>
      <p className={styles.muted}>
        {invitation.inviterName} invites you as the {role}. Open until {formatLongDate(invitation.expiresAt)}.
      </p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary btn-sm" disabled={answer.isPending} onClick={() => reply('accept')}>
          Accept invitation<span className="visually-hidden"> to {invitation.address}</span>
        </button>
        <button type="button" className="btn btn-sm" disabled={answer.isPending} onClick={() => reply('decline')}>
          Decline<span className="visually-hidden"> invitation to {invitation.address}</span>
        </button>
      </div>
    </li>
  );
}
