// The Deal Details dialog (spec sections 2 and 4): tracker, banners, and tabs Overview, Timeline and
// Actions for agents and admins; Overview only for a buyer or seller. Another agent's deal cannot be
// opened (404), so it is shown read-only from the list it was picked from (docs/deals.md).
import { useState, type ReactNode } from 'react';
import type { TDeal } from '#shared/contracts/deal.ts';
import { canMakeRentalAgreement } from '#shared/deal-kind.ts';
import { DEAL_MESSAGES, displayStage, type TDealStage } from '#shared/deal-stages.ts';
import { Dialog } from '#web/components/dialog.tsx';
import { ErrorState, LoadingState } from '#web/components/states.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useSession } from '#web/features/auth/session.tsx';
import { useDeal } from '../api/get-deal.ts';
import { DealActions } from './deal-actions.tsx';
import { DealBanners } from './deal-banners.tsx';
import { DealDocuments } from './deal-documents.tsx';
import { StartTenancy } from './start-tenancy.tsx';
import { DealOverview } from './deal-overview.tsx';
import { MessageAgent } from './message-agent.tsx';
import { DealTimeline } from './deal-timeline.tsx';
import { SetStageForm } from './set-stage-form.tsx';
import { StageTracker } from './stage-tracker.tsx';
import { canManageDeal, isAgentOrAdmin } from '#shared/policy/roles.ts';

type Tab = 'overview' | 'timeline' | 'actions';
const tabNames: Record<Tab, string> = { overview: 'Overview', timeline: 'Timeline', actions: 'Actions' };

/** The deal's tracker, banners and tabs; `notFound` replaces the error state of a deal one may not see. */
export function DealDetails({ dealId, fallback, notFound }: { dealId: number; fallback?: TDeal; notFound?: ReactNode }) {
  const { user } = useSession();
  const query = useDeal(dealId);
  const [tab, setTab] = useState<Tab>('overview');
  const [pickedStage, setPickedStage] = useState<TDealStage | null>(null);
  const isStaff = isAgentOrAdmin(user);
  const isHidden = query.error instanceof ApiError && query.error.status === 404;

  let content;
  if (query.isLoading) content = <LoadingState label="Loading deal..." />;
  else if (isHidden && fallback) {
    content = (
      <>
        <p className="banner banner-info">This deal is managed by {fallback.agentName}; you can view it but not change it.</p>
        <StageTracker stage={displayStage(fallback.stage)} kind={fallback.dealKind} />
        <DealOverview deal={fallback} />
      </>
    );
  } else if (isHidden && notFound) {
    content = notFound;
  } else if (query.isError || !query.data) {
    content = (
      <ErrorState
        title={isHidden ? DEAL_MESSAGES.dealNotFound : DEAL_MESSAGES.loadDealsFailed}
        onRetry={isHidden ? undefined : () => query.refetch()}
      />
    );
  } else {
    const deal = query.data;
    const canManage = canManageDeal(user, deal);
    const tabs: Tab[] = isStaff ? ['overview', 'timeline', 'actions'] : ['overview'];
    content = (
      <>
        <StageTracker stage={displayStage(deal.stage)} kind={deal.dealKind} onPick={canManage ? setPickedStage : undefined} />
        {pickedStage && (
          <SetStageForm
            key={pickedStage}
            dealId={deal.id}
            choices={[pickedStage]}
            kind={deal.dealKind}
            onDone={() => setPickedStage(null)}
            onCancel={() => setPickedStage(null)}
          />
        )}
        <DealBanners deal={deal} />
        {tabs.length > 1 && (
          <div className="tabs" role="tablist" aria-label="Deal sections">
            {tabs.map((name) => (
              <button key={name} type="button" role="tab" className="tab" aria-selected={tab === name} onClick={() => setTab(name)}>
                {tabNames[name]}
              </button>
            ))}
          </div>
        )}
        <div role={tabs.length > 1 ? 'tabpanel' : undefined} aria-label={tabNames[tab]}>
          {tab === 'overview' && (
            <DealOverview deal={deal} agentAction={user?.id === deal.buyerId && <MessageAgent dealId={deal.id} />}>
              <DealDocuments
                dealId={deal.id}
                documents={deal.documents}
                agreements={deal.agreements}
                canUpload={user?.id === deal.buyerId}
                // Whoever may open the deal is its agent, owner, tenant or an admin: the server's own rule.
                canMakeAgreement={canMakeRentalAgreement(deal.dealKind, deal.stage)}
              />
              {deal.dealKind === 'rental' && deal.stage === 'COMPLETED' && (user?.id === deal.buyerId || user?.id === deal.sellerId) && (
                <StartTenancy dealId={deal.id} />
              )}
            </DealOverview>
          )}
          {tab === 'timeline' && <DealTimeline events={deal.events} />}
          {tab === 'actions' && <DealActions deal={deal} canManage={canManage} />}
        </div>
      </>
    );
  }

  return content;
}

export default function DealDetailsDialog({ dealId, fallback, onClose }: { dealId: number; fallback?: TDeal; onClose(): void }) {
  return (
    <Dialog title="Deal Details" isOpen onClose={onClose} size="lg" isSteady>
      <DealDetails dealId={dealId} fallback={fallback} />
    </Dialog>
  );
}
