// The selected person's deals (spec section 2, Admin agents and Admin users), each opening the
// read-only deal dialog.
import { useState } from 'react';
import type { TDeal } from '#shared/contracts/deal.ts';
import { formatRupees } from '#shared/money.ts';
import { EmptyState, ErrorState, LoadingState } from '#web/components/states.tsx';
import { formatDate } from '#shared/format-date.ts';
import { DealDetailDialog } from './deal-detail-dialog.tsx';
import styles from './deals.module.css';
import { StageBadge } from '#web/components/stage-badge.tsx';

type PersonDealsProps = {
  personId: number;
  deals: TDeal[] | undefined;
  isLoading: boolean;
  isError: boolean;
  errorMessage?: string;
  onRetry(): void;
  /** Off where the part is always the same (an agent's managed deals). */
  showPart?: boolean;
};

/** The person's part in a deal; an agent could also buy or sell a home. */
function partIn(deal: TDeal, personId: number): string {
  const parts = [deal.buyerId === personId && 'Buyer', deal.sellerId === personId && 'Seller', deal.agentId === personId && 'Agent'].filter(Boolean);
  return parts.join(' and ');
}

export function PersonDeals({ personId, deals, isLoading, isError, errorMessage, onRetry, showPart = true }: PersonDealsProps) {
  const [openDeal, setOpenDeal] = useState<TDeal | null>(null);
  if (isLoading) return <LoadingState label="Loading deals..." />;
  if (isError) return <ErrorState title="Failed to load deals" message={errorMessage} onRetry={onRetry} />;
  if (!deals || deals.length === 0) return <EmptyState title="No deals found" message="Deals this person takes part in will show here." />;
  return (
    <>
      <ul className={styles.list} aria-label="Deals">
        {deals.map((deal) => (
          <li key={deal.id} className={styles.deal}>
            <div>
              <p className={styles.title}>{deal.propertyTitle}</p>
              <div className={styles.meta}>
                <StageBadge stage={deal.stage} kind={deal.dealKind} value />
                <span className={styles.price}>{formatRupees(deal.agreedPrice)}</span>
                {showPart && <span>{partIn(deal, personId)}</span>}
                <span className="tabular">{formatDate(deal.createdAt)}</span>
              </div>
            </div>
            <button
              type="button"
              className="btn btn-sm"
              onClick={() => setOpenDeal(deal)}
              aria-label={`View details of the deal on ${deal.propertyTitle}`}
            >
              View Details
            </button>
          </li>
        ))}
      </ul>
      <DealDetailDialog deal={openDeal} onClose={() => setOpenDeal(null)} />
    </>
  );
}
