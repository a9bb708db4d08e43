// The deal screens' signed-out state (spec section 8: 'Please log in to view deals').
import { DEAL_MESSAGES } from '#shared/deal-stages.ts';
import { EmptyState } from '#web/components/states.tsx';
import { useSession } from '#web/features/auth/session.tsx';

export function PleaseLogIn() {
  const { openAuthDialog } = useSession();
  return (
    <EmptyState
      title={DEAL_MESSAGES.pleaseLogIn}
      message={DEAL_MESSAGES.pleaseLogInDeals}
      actions={
        <button type="button" className="btn btn-primary" onClick={() => openAuthDialog('login')}>
          Login
        </button>
      }
    />
  );
}
