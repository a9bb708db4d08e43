// Create Deal, step 1: the buyer's 10-digit mobile number; the search runs by itself on the 10th
// digit (spec section 2), and Search Buyer runs it by hand.
import { useState, type SubmitEvent } from 'react';
import { phoneInputValue } from '#shared/input/phone.ts';
import { FormField } from '#web/components/form-field.tsx';
import { BUYER_SEARCH_TEXTS, useBuyerSearch } from '../api/use-buyer-search.ts';
import type { BuyerSummary } from './create-deal-types.ts';
import { FormActions } from '#web/components/form-actions.tsx';

export function BuyerSearchStep({ onFound, onCancel }: { onFound(buyer: BuyerSummary): void; onCancel(): void }) {
  const [phone, setPhone] = useState('');
  const { search: find, error, clearError, isSearching } = useBuyerSearch(BUYER_SEARCH_TEXTS.dialog);

  async function search(number: string) {
    const buyer = await find(number);
    if (buyer) onFound(buyer);
  }

  function change(value: string) {
    const next = phoneInputValue(value);
    setPhone(next);
    clearError();
    if (next.length === 10 && next !== phone) void search(next);
  }

  function submit(event: SubmitEvent) {
    event.preventDefault();
    void search(phone);
  }

  return (
    <form onSubmit={submit} noValidate>
      <FormField
        label="Buyer mobile number"
        isRequired
        hint={isSearching ? 'Searching for the buyer...' : 'The search starts when all 10 digits are in.'}
        error={error ?? undefined}
        isErrorAnnounced
      >
        {(control) => (
          <input
            {...control}
            className="input tabular"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder="10-digit mobile number"
            value={phone}
            onChange={(e) => change(e.target.value)}
            autoFocus
          />
        )}
      </FormField>
      <FormActions submitLabel="Search Buyer" pendingLabel="Searching..." isPending={isSearching} onCancel={onCancel} />
    </form>
  );
}
