// REGISTRATION and completion banners, and the seller's Confirm Registration (spec section 4). The
// REGISTRATION banner speaks to its reader: the seller is asked to confirm, the buyer waits.
import type { TDeal } from '#shared/contracts/deal.ts';
import { registrationBannerFor, registrationConfirmedText } from '#shared/deal-kind.ts';
import { DEAL_MESSAGES } from '#shared/deal-stages.ts';
import { useNotify } from '#web/components/toast.tsx';
import { useSession } from '#web/features/auth/session.tsx';
import { useConfirmRegistration } from '../api/confirm-registration.ts';
import styles from './deals.module.css';
import { failureText } from './set-stage-form.tsx';

export function DealBanners({ deal }: { deal: TDeal }) {
  const { user } = useSession();
  const notify = useNotify();
  const confirm = useConfirmRegistration(deal.id);
  const isCompleted = deal.stage === 'COMPLETED' || (deal.stage === 'PAYMENT' && deal.paymentCompleted);
  const awaitsSeller = deal.stage === 'REGISTRATION' && !deal.sellerConfirmed;
  const isSeller = user?.id === deal.sellerId;
  const reader = isSeller ? 'seller' : user?.id === deal.buyerId ? 'buyer' : 'other';

  if (isCompleted) {
    return (
      <p className="banner banner-success" role="status">
        {DEAL_MESSAGES.dealCompletedBanner}
      </p>
    );
  }
  if (awaitsSeller) {
    return (
      <div className={`banner banner-info ${styles.bannerRow}`} role="status">
        <span>{registrationBannerFor(reader, deal.dealKind)}</span>
        {isSeller && (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={confirm.isPending}
            onClick={() =>
              confirm.mutate(undefined, {
                onSuccess: () => notify(DEAL_MESSAGES.sellerConfirmed),
                onError: (error) => notify(failureText(error, DEAL_MESSAGES.confirmFailed), 'error'),
              })
            }
          >
            {confirm.isPending ? 'Confirming...' : 'Confirm Registration'}
          </button>
        )}
      </div>
    );
  }
  if (deal.stage === 'REGISTRATION' && deal.sellerConfirmed) {
    return <p className="banner banner-success">{registrationConfirmedText(deal.dealKind)}</p>;
  }
  return null;
}
