// /agent-dashboard (spec section 2): stat cards that are also tabs, the create-deal bar, the deals
// or managed properties of the chosen card, and the leads from Contact Agent.
import { useCallback, useState } from 'react';
import { DEAL_MESSAGES, isActiveStage } from '#shared/deal-stages.ts';
import { ErrorState, LoadingState } from '#web/components/states.tsx';
import { useSession } from '#web/features/auth/session.tsx';
import { useAgentProperties } from '../api/get-agent-properties.ts';
import { useAgentStats } from '../api/get-agent-stats.ts';
import { useMyDeals } from '../api/get-my-deals.ts';
import { CreateDealDialog, type CreateDealPrefill } from '../components/create-deal-dialog.tsx';
import { DealList } from '../components/deal-list.tsx';
import { InquiryLeads } from '../components/inquiry-leads.tsx';
import { ManagedProperties } from '../components/managed-properties.tsx';
import { PleaseLogIn } from '../components/please-log-in.tsx';
import styles from './deal-pages.module.css';

type Card = 'active' | 'completed' | 'properties' | 'total';
const cardNames: Record<Card, string> = { active: 'Active', completed: 'Completed', properties: 'Properties Managed', total: 'Total Deals' };
const sectionTitles: Record<Card, string> = {
  active: 'Active Deals',
  completed: 'Completed Deals',
  properties: 'Managed Properties',
  total: 'All Deals',
};

function AgentDashboard({ agentId, name }: { agentId: number; name: string }) {
  const stats = useAgentStats(agentId);
  const deals = useMyDeals('AGENT');
  const properties = useAgentProperties(agentId, 'managed');
  const [card, setCard] = useState<Card>('active');
  const [creating, setCreating] = useState<{ prefill?: CreateDealPrefill } | null>(null);
  const closeCreate = useCallback(() => setCreating(null), []);

  const figures: Record<Card, number | undefined> = {
    active: stats.data?.activeDeals,
    completed: stats.data?.completedDeals,
    properties: stats.data?.propertiesManaged,
    total: stats.data?.totalDeals,
  };
  const all = deals.data;
  const shown =
    card === 'active' ? all?.filter((d) => isActiveStage(d.stage)) : card === 'completed' ? all?.filter((d) => !isActiveStage(d.stage)) : all;

  return (
    <>
      <h1 className="page-title">Agent Dashboard</h1>
      <p className="page-subtitle">Welcome, {name}. Your deals, the homes you manage and new inquiries.</p>
      {stats.isError ? (
        <ErrorState title={DEAL_MESSAGES.loadDashboardFailed} onRetry={() => stats.refetch()} />
      ) : (
        <div className={styles.stats} role="tablist" aria-label="Dashboard sections">
          {(Object.keys(cardNames) as Card[]).map((name) => (
            <button key={name} type="button" role="tab" aria-selected={card === name} className={`card ${styles.stat}`} onClick={() => setCard(name)}>
              <span className={`tabular ${styles.statValue}`}>{figures[name] ?? '—'}</span>
              <span className={styles.statLabel}>{cardNames[name]}</span>
            </button>
          ))}
        </div>
      )}
      <div className={`card ${styles.createBar}`}>
        <p>Start a deal for a buyer: find them by mobile number, pick the home and agree the price.</p>
        <button type="button" className="btn btn-primary" onClick={() => setCreating({})}>
          Create New Deal
        </button>
      </div>
      <section className={styles.section} role="tabpanel" aria-label={cardNames[card]}>
        <h2 className={styles.sectionTitle}>{sectionTitles[card]}</h2>
        {card === 'properties' ? (
          <ManagedProperties
            properties={properties.data}
            isLoading={properties.isLoading}
            isError={properties.isError}
            onRetry={() => properties.refetch()}
          />
        ) : (
          <DealList deals={shown} isLoading={deals.isLoading} isError={deals.isError} onRetry={() => deals.refetch()} variant="agent" />
        )}
      </section>
      <section className={styles.section} aria-labelledby="agent-inquiries">
        <h2 id="agent-inquiries" className={styles.sectionTitle}>
          Inquiries
        </h2>
        <InquiryLeads onCreateDeal={(prefill) => setCreating({ prefill })} />
      </section>
      {creating && <CreateDealDialog prefill={creating.prefill} onClose={closeCreate} />}
    </>
  );
}

export default function AgentDashboardPage() {
  const { user, isLoading } = useSession();
  if (isLoading) return <LoadingState />;
  return <div className="container page">{user ? <AgentDashboard agentId={user.id} name={user.firstName} /> : <PleaseLogIn />}</div>;
}
