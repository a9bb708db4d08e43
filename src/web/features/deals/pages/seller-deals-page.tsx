// /seller-deals: 'Deals on My Properties' with tabs Active, Completed and All and their counts.
import { useState } from 'react';
import { isActiveStage } from '#shared/deal-stages.ts';
import { LoadingState } from '#web/components/states.tsx';
import { useSession } from '#web/features/auth/session.tsx';
import { useMyDeals } from '../api/get-my-deals.ts';
import { DealList } from '../components/deal-list.tsx';
import { PleaseLogIn } from '../components/please-log-in.tsx';

type Filter = 'active' | 'completed' | 'all';
const filterNames: Record<Filter, string> = { active: 'Active', completed: 'Completed', all: 'All' };

export default function SellerDealsPage() {
  const { user, isLoading } = useSession();
  const deals = useMyDeals('SELLER');
  const [filter, setFilter] = useState<Filter>('active');
  if (isLoading) return <LoadingState />;
  const all = deals.data ?? [];
  const byFilter: Record<Filter, typeof all> = {
    active: all.filter((d) => isActiveStage(d.stage)),
    completed: all.filter((d) => !isActiveStage(d.stage)),
    all,
  };
  return (
    <div className="container page">
      <h1 className="page-title">Deals on My Properties</h1>
      <p className="page-subtitle">Buyers an agent is taking through a deal on the homes you listed.</p>
      {!user ? (
        <PleaseLogIn />
      ) : (
        <>
          <div className="tabs" role="tablist" aria-label="Deal status">
            {(Object.keys(filterNames) as Filter[]).map((name) => (
              <button key={name} type="button" role="tab" className="tab" aria-selected={filter === name} onClick={() => setFilter(name)}>
                {filterNames[name]} ({byFilter[name].length})
              </button>
            ))}
          </div>
          <DealList
            deals={deals.data && byFilter[filter]}
            isLoading={deals.isLoading}
            isError={deals.isError}
            onRetry={() => deals.refetch()}
            variant="seller"
            emptyMessage={filter === 'all' ? 'When an agent starts a deal on one of your homes, it appears here.' : undefined}
          />
        </>
      )}
    </div>
  );
}
