// The Deal Management box of the property page, for agents and admins (spec section 2): the deal
// already made on this listing, or a buyer phone and Create Deal, which then asks for the price. A
// listing with a deal can take another buyer's: Create Deal opens with this listing chosen.
// Loaded lazily by the property detail page for AGENT and ADMIN viewers only.
import { useId, useState } from 'react';
import { DEAL_MESSAGES } from '#shared/deal-stages.ts';
import { phoneInputValue } from '#shared/input/phone.ts';
import { usePropertyDeals } from '../api/get-property-deals.ts';
import { BUYER_SEARCH_TEXTS, useBuyerSearch } from '../api/use-buyer-search.ts';
import type { BuyerSummary } from './create-deal-types.ts';
import { CreateDealDialog } from './create-deal-dialog.tsx';
import { formatDealDate } from './deal-format.ts';
import { useOpenDeal } from './use-open-deal.ts';
import { DealPriceForm } from './deal-price-form.tsx';
import styles from './deal-management-box.module.css';
import { FormField } from '#web/components/form-field.tsx';
import { StageBadge } from '#web/components/stage-badge.tsx';
import { DialogOpener, useDialogAddress } from '#web/lib/dialog-address.tsx';

export default function DealManagementBox({ propertyId, listingType }: { propertyId: number; listingType?: 'sale' | 'rent' }) {
  const id = useId();
  const deals = usePropertyDeals(propertyId);
  const [phone, setPhone] = useState('');
  const [buyer, setBuyer] = useState<BuyerSummary | null>(null);
  const { search, error, clearError, isSearching } = useBuyerSearch(BUYER_SEARCH_TEXTS.propertyPage);
  const openDeal = useOpenDeal();
  // At an address of its own: a remount of the page (or a refresh) keeps it open.
  const createDeal = useDialogAddress('create-deal');

  async function findBuyer() {
    const found = await search(phone);
    if (found) setBuyer({ ...found, phone });
  }

  let body;
  if (deals.isLoading)
    body = (
      <p className={styles.muted} role="status">
        Checking for deals on this property...
      </p>
    );
  else if (deals.isError) {
    body = (
      <div role="alert">
        <p className="field-error">{DEAL_MESSAGES.loadDealsFailed}</p>
        <button type="button" className="btn btn-sm" onClick={() => deals.refetch()}>
          Try Again
        </button>
      </div>
    );
  } else if (deals.data?.[0]) {
    const deal = deals.data[0];
    body = (
      <>
        <p className={styles.exists}>Deal Already Created</p>
        <dl className={styles.facts}>
          <div>
            <dt>Stage</dt>
            <dd>
              <StageBadge stage={deal.stage} kind={deal.dealKind} />
            </dd>
          </div>
          <div>
            <dt>Created</dt>
            <dd className="tabular">{formatDealDate(deal.createdAt)}</dd>
          </div>
        </dl>
        <button type="button" className="btn btn-primary btn-block" onClick={() => openDeal(deal)}>
          View & Manage Deal
        </button>
        <DialogOpener href={createDeal.href} onOpen={createDeal.open} className="btn btn-block">
          Create Deal with another buyer
        </DialogOpener>
        {createDeal.isOpen && <CreateDealDialog prefill={{ propertyId }} onClose={createDeal.close} />}
      </>
    );
  } else if (buyer) {
    body = (
      <>
        <p className={styles.muted}>
          Buyer: <strong>{buyer.name}</strong> · <span className="tabular">{buyer.phone}</span>{' '}
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setBuyer(null)}>
            Change
          </button>
        </p>
        <DealPriceForm propertyId={propertyId} buyerId={buyer.id} listingType={listingType} onCreated={() => setBuyer(null)} />
      </>
    );
  } else {
    body = (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void findBuyer();
        }}
        noValidate
      >
        <p className={styles.muted}>No deals exist for this property yet. Enter the buyer's mobile number to start one.</p>
        <FormField label="Buyer phone number" error={error ?? undefined} isErrorAnnounced>
          {(control) => (
            <input
              {...control}
              className="input tabular"
              type="tel"
              inputMode="numeric"
              autoComplete="off"
              value={phone}
              onChange={(e) => {
                setPhone(phoneInputValue(e.target.value));
                clearError();
              }}
            />
          )}
        </FormField>
        <button type="submit" className="btn btn-primary btn-block" disabled={phone.length !== 10 || isSearching}>
          {isSearching ? 'Finding buyer...' : 'Create Deal'}
        </button>
      </form>
    );
  }

  return (
    <section className={`card ${styles.box}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        Deal Management
      </h2>
      {body}
    </section>
  );
}
