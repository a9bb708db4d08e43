// Create Deal, step 1: the buyer's 10-digit mobile number; the search runs by itself on the 10th
// digit (spec section 2), and Search Buyer runs it by hand.
import { useId, useState, type SubmitEvent } from 'react';
import { phoneInputValue } from '../../../../shared/input/phone.ts';
import { BUYER_SEARCH_TEXTS, useBuyerSearch } from '../api/use-buyer-search.ts';
import type { BuyerSummary } from './create-deal-types.ts';

export function BuyerSearchStep({ onFound, onCancel }: { onFound(buyer: BuyerSummary): void; onCancel(): void }) {
  const id = useId();
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
      <div className="field">
        <label className="field-label" htmlFor={`${id}-phone`}>
          Buyer mobile number<span className="required">*</span>
        </label>
        <input
          id={`${id}-phone`}
          className="input tabular"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="10-digit mobile number"
          value={phone}
          onChange={(e) => change(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint ${id}-error`}
          autoFocus
        />
        <span id={`${id}-hint`} className="field-hint">
          {isSearching ? 'Searching for the buyer...' : 'The search starts when all 10 digits are in.'}
        </span>
        <p id={`${id}-error`} className="field-error" role={error ? 'alert' : undefined}>
          {error}
        </p>
      </div>
      <div className="form-actions">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={isSearching}>
          {isSearching ? 'Searching...' : 'Search Buyer'}
        </button>
      </div>
    </form>
  );
}
