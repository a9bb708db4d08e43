// /admin-deals (spec section 2): every deal, filtered by stage (All, INQUIRY to PAYMENT, with
// counts), grouped in one block per agent with that agent's figures.
import { useState } from 'react';
import { ACTIVE_DEAL_STAGES, DEAL_MESSAGES, displayStage, stageLabel, type TDealStage } from '#shared/deal-stages.ts';
import { EmptyState, ErrorState, LoadingState } from '#web/components/states.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useSession } from '#web/features/auth/session.tsx';
import { useAdminDashboard } from '../api/get-admin-dashboard.ts';
import { useMyDeals } from '../api/get-my-deals.ts';
import { AgentDealsBlock } from '../components/agent-deals-block.tsx';
import { useOpenDeal } from '../components/use-open-deal.ts';
import { PleaseLogIn } from '../components/please-log-in.tsx';

type Filter = 'ALL' | TDealStage;

function AdminDeals() {
  const dashboard = useAdminDashboard();
  const deals = useMyDeals('ADMIN');
  const [filter, setFilter] = useState<Filter>('ALL');
  const openDeal = useOpenDeal();

  // The page keeps its title whatever state it is in, so the reader knows where they are.
  const title = <h1 className="page-title">Deal Management</h1>;
  if (dashboard.isLoading || deals.isLoading)
    return (
      <>
        {title}
        <LoadingState label="Loading deals..." />
      </>
    );
  if (dashboard.isError || !dashboard.data) {
    const status = dashboard.error instanceof ApiError ? dashboard.error.status : 0;
    return (
      <>
        {title}
        <ErrorState title={`Failed to load admin dashboard (${status})`} onRetry={() => dashboard.refetch()} />
      </>
    );
  }
  if (deals.isError) {
    return (
      <>
        {title}
        <ErrorState title={`Error loading deals: ${deals.error.message}`} onRetry={() => deals.refetch()} />
      </>
    );
  }

  const data = dashboard.data;
  const all = deals.data ?? [];
  const shown = filter === 'ALL' ? all : all.filter((d) => displayStage(d.stage) === filter);
  const counts = (stage: Filter) => (stage === 'ALL' ? data.totalDeals : data.stageCounts[stage]);
  const agentsShown = data.agentPerformance.filter((agent) => filter === 'ALL' || shown.some((d) => d.agentId === agent.agentId));

  return (
    <>
      {title}
      <p className="page-subtitle">
        {data.totalAgents} {data.totalAgents === 1 ? 'agent' : 'agents'} · {data.totalDeals} {data.totalDeals === 1 ? 'deal' : 'deals'} (
        {data.activeDeals} active, {data.completedDeals} completed)
      </p>
      <div className="tabs" role="tablist" aria-label="Filter by stage">
        {(['ALL', ...ACTIVE_DEAL_STAGES] as Filter[]).map((stage) => (
          <button key={stage} type="button" role="tab" className="tab" aria-selected={filter === stage} onClick={() => setFilter(stage)}>
            {stage === 'ALL' ? 'All' : stageLabel(stage)} ({counts(stage)})
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <EmptyState title={DEAL_MESSAGES.noDeals} />
      ) : (
        agentsShown.map((agent) => (
          <AgentDealsBlock key={agent.agentId} agent={agent} deals={shown.filter((d) => d.agentId === agent.agentId)} onOpen={openDeal} />
        ))
      )}
    </>
  );
}

export default function AdminDealsPage() {
  const { user, isLoading } = useSession();
  if (isLoading) return <LoadingState />;
  return <div className="container page">{user ? <AdminDeals /> : <PleaseLogIn />}</div>;
}
