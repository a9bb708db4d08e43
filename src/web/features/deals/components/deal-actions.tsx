// The Actions tab (AGENT, ADMIN): Complete Payment at PAYMENT, then the stage update with the
// current and later stages; nothing to update once COMPLETED (spec section 4).
import type { TDeal } from '#shared/contracts/deal.ts';
import { DEAL_MESSAGES, nextStageChoices } from '#shared/deal-stages.ts';
import { useNotify } from '#web/components/toast.tsx';
import { useCompletePayment } from '../api/complete-payment.ts';
import styles from './deals.module.css';
import { failureText, SetStageForm } from './set-stage-form.tsx';

export function DealActions({ deal, canManage }: { deal: TDeal; canManage: boolean }) {
  const notify = useNotify();
  const payment = useCompletePayment(deal.id);
  if (!canManage) {
    return <p className="banner banner-info">Only the deal's agent or an admin can update this deal.</p>;
  }
  const [current, ...later] = nextStageChoices(deal.stage);
  const canCompletePayment = deal.stage === 'PAYMENT' && !deal.paymentCompleted;
  return (
    <div className={styles.actions}>
      {canCompletePayment && (
        <div className={`card ${styles.paymentBox}`}>
          <p>The buyer's payment is due. Record it once received; this completes the deal.</p>
          <button
            type="button"
            className="btn btn-accent"
            disabled={payment.isPending}
            onClick={() =>
              payment.mutate(undefined, {
                onSuccess: () => notify(DEAL_MESSAGES.paymentCompleted),
                onError: (error) => notify(failureText(error, DEAL_MESSAGES.completePaymentFailed), 'error'),
              })
            }
          >
            {payment.isPending ? 'Completing...' : 'Complete Payment'}
          </button>
        </div>
      )}
      {current ? (
        <SetStageForm key={deal.stage} dealId={deal.id} choices={[current, ...later]} kind={deal.dealKind} />
      ) : (
        <p className="banner banner-success">This deal is completed; there is no further stage.</p>
      )}
    </div>
  );
}
