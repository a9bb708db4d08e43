// Create Deal, step 2: the buyer found, the listings a deal can be made on, and the agreed price.
import { useState } from 'react';
import { MAX_AVAILABLE_PROPERTIES, type TDeal } from '#shared/contracts/deal.ts';
import { FormField } from '#web/components/form-field.tsx';
import { EmptyState, ErrorState, LoadingState } from '#web/components/states.tsx';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { useAgentProperties } from '../api/get-agent-properties.ts';
import type { BuyerSummary } from './create-deal-types.ts';
import styles from './create-deal.module.css';
import DealDetailsDialog from './deal-details-dialog.tsx';
import { DealPriceForm } from './deal-price-form.tsx';
import { PropertyOption } from './property-option.tsx';
import { EmailText } from '#web/components/email-text.tsx';

type PropertyPickStepProps = {
  agentId: number;
  buyer: BuyerSummary;
  initialPropertyId?: number;
  inquiryId?: number;
  onChangeBuyer(): void;
  onCreated(deal: TDeal): void;
};

export function PropertyPickStep({ agentId, buyer, initialPropertyId, inquiryId, onChangeBuyer, onCreated }: PropertyPickStepProps) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search);
  // A lead's listing comes first (the server puts it there, however old), already selected, so the agent only types the price.
  const properties = useAgentProperties(agentId, 'available', { buyerId: buyer.id, q, propertyId: initialPropertyId });
  const [selectedId, setSelectedId] = useState<number | null>(initialPropertyId ?? null);
  const [viewDealId, setViewDealId] = useState<number | null>(null);
  const listed = properties.data ?? [];
  const selected = listed.find((p) => p.id === selectedId && !p.buyerDeal && p.sellerId !== buyer.id);

  return (
    <div className={styles.step}>
      <section className={`card ${styles.buyer}`} aria-label="Buyer">
        <div>
          <p className={styles.buyerName}>{buyer.name}</p>
          <p className={styles.optionMeta}>
            <span className="tabular">{buyer.phone ?? 'N/A'}</span>
            {buyer.email && (
              <>
                {' · '}
                <EmailText email={buyer.email} />
              </>
            )}
          </p>
        </div>
        <button type="button" className="btn btn-sm" onClick={onChangeBuyer}>
          Change Buyer
        </button>
      </section>
      <p className="banner banner-info">
        The deal will show the property, the buyer, the seller (the listing's owner), you as its agent and the agreed price. It starts at the Inquiry
        stage with today's date.
      </p>
      <h3 className={styles.heading}>Choose a property</h3>
      <FormField label="Search listings" hint={`Title, locality or listing ID. The newest ${MAX_AVAILABLE_PROPERTIES} that match are shown.`}>
        {(control) => (
          <input
            {...control}
            type="search"
            className="input"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="e.g. Gachibowli 2 BHK, or 279"
            autoComplete="off"
          />
        )}
      </FormField>
      {properties.isLoading ? (
        <LoadingState label="Loading properties..." />
      ) : properties.isError ? (
        <ErrorState title="Failed to load properties" onRetry={() => properties.refetch()} />
      ) : listed.length === 0 ? (
        q.trim() ? (
          <EmptyState title="No listings match" message={`No live listing has "${q.trim()}" in its title or locality, or as its ID.`} />
        ) : (
          <EmptyState title="No properties available" message="There are no live listings to start a deal on." />
        )
      ) : (
        <ul className={styles.options} aria-label="Available properties">
          {listed.map((property) => (
            <PropertyOption
              key={property.id}
              property={property}
              agentId={agentId}
              isSelected={property.id === selected?.id}
              isBuyersOwn={property.sellerId === buyer.id}
              onSelect={() => setSelectedId(property.id)}
              onViewDeal={setViewDealId}
            >
              {property.id === selected?.id && (
                <DealPriceForm
                  propertyId={property.id}
                  buyerId={buyer.id}
                  listingType={property.listingType}
                  inquiryId={inquiryId}
                  suggestedPrice={property.price}
                  onCreated={onCreated}
                />
              )}
            </PropertyOption>
          ))}
        </ul>
      )}
      {viewDealId !== null && <DealDetailsDialog dealId={viewDealId} onClose={() => setViewDealId(null)} />}
    </div>
  );
}
