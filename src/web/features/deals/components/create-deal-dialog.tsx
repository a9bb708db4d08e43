// The Create Deal dialog (spec section 2): find the buyer by mobile number, then choose a listing
// and the agreed price. Opened from a lead it starts at step 2 with that buyer and listing; opened
// from a property page it asks for the buyer, then has that listing first and chosen.
import { useEffect, useState } from 'react';
import type { TDeal } from '#shared/contracts/deal.ts';
import { DEAL_MESSAGES } from '#shared/deal-stages.ts';
import { Dialog } from '#web/components/dialog.tsx';
import { useSession } from '#web/features/auth/session.tsx';
import { BuyerSearchStep } from './buyer-search-step.tsx';
import type { BuyerSummary } from './create-deal-types.ts';
import { PropertyPickStep } from './property-pick-step.tsx';
import { isAgentOrAdmin } from '#shared/policy/roles.ts';

const ACCESS_DENIED_CLOSE_MS = 2000;

/** A lead's buyer, listing and inquiry; or a property page's listing alone, for whichever buyer is found. */
export type CreateDealPrefill = { buyer?: BuyerSummary; propertyId?: number; inquiryId?: number };

type CreateDealDialogProps = { onClose(): void; onCreated?: (deal: TDeal) => void; prefill?: CreateDealPrefill };

export function CreateDealDialog({ onClose, onCreated, prefill }: CreateDealDialogProps) {
  const { user } = useSession();
  const [buyer, setBuyer] = useState<BuyerSummary | null>(prefill?.buyer ?? null);
  const isAgent = isAgentOrAdmin(user);

  useEffect(() => {
    if (isAgent) return;
    const timer = setTimeout(onClose, ACCESS_DENIED_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [isAgent, onClose]);

  let content;
  if (!user || !isAgent) {
    content = (
      <div role="alert">
        <h3>{DEAL_MESSAGES.accessDenied}</h3>
        <p>{DEAL_MESSAGES.onlyAgents}</p>
      </div>
    );
  } else if (!buyer) {
    content = <BuyerSearchStep onFound={setBuyer} onCancel={onClose} />;
  } else {
    // A lead's listing and inquiry belong to the lead's buyer only; a property page's listing to any buyer.
    const isPrefilled = !!prefill && (!prefill.buyer || prefill.buyer.id === buyer.id);
    content = (
      <PropertyPickStep
        agentId={user.id}
        buyer={buyer}
        initialPropertyId={isPrefilled ? prefill.propertyId : undefined}
        inquiryId={isPrefilled && prefill.buyer ? prefill.inquiryId : undefined}
        onChangeBuyer={() => setBuyer(null)}
        onCreated={(deal) => {
          onCreated?.(deal);
          onClose();
        }}
      />
    );
  }

  return (
    <Dialog title="Create Deal" isOpen onClose={onClose} size={buyer && isAgent ? 'lg' : 'sm'}>
      {content}
    </Dialog>
  );
}
