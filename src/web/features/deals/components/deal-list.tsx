// A grid of deal cards with the spec's loading, error and empty states, opening the chosen deal's
// Deal Details over the list (its own address, /deals/{id}).
import type { ReactNode } from 'react';
import type { TDeal } from '#shared/contracts/deal.ts';
import { DEAL_MESSAGES } from '#shared/deal-stages.ts';
import { EmptyState, ErrorState, LoadingState } from '#web/components/states.tsx';
import { DealCard, type DealCardVariant } from './deal-card.tsx';
import { useOpenDeal } from './use-open-deal.ts';
import styles from './deals.module.css';

type DealListProps = {
  deals: TDeal[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry(): void;
  variant: DealCardVariant;
  emptyTitle?: string;
  emptyMessage?: string;
  emptyActions?: ReactNode;
};

export function DealList({ deals, isLoading, isError, onRetry, variant, emptyTitle, emptyMessage, emptyActions }: DealListProps) {
  const openDeal = useOpenDeal();
  if (isLoading) return <LoadingState label="Loading deals..." />;
  if (isError) return <ErrorState title={DEAL_MESSAGES.loadDealsFailed} onRetry={onRetry} />;
  if (!deals?.length) return <EmptyState title={emptyTitle ?? DEAL_MESSAGES.noDeals} message={emptyMessage} actions={emptyActions} />;
  return (
    <>
      {/* The cards' titles are level 3 headings: this keeps every page's outline in order. */}
      <h2 className="visually-hidden">
        {deals.length} {deals.length === 1 ? 'deal' : 'deals'}
      </h2>
      <div className={styles.dealGrid}>
        {deals.map((deal) => (
          <DealCard key={deal.id} deal={deal} variant={variant} onOpen={openDeal} />
        ))}
      </div>
    </>
  );
}
