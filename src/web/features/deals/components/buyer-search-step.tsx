// Create Deal, step 1: the buyer's 10-digit mobile number; the search runs by itself on the 10th
// digit (spec section 2), and Search Buyer runs it by hand.
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { DEAL_MESSAGES } from '../../../../shared/deal-stages.ts';
import { phoneInputValue } from '../../../../shared/input/phone.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { searchBuyer } from '../api/search-buyer.ts';
import type { BuyerSummary } from './create-deal-types.ts';


function searchFailureText(error: unknown) {
  if (error instanceof ApiError && error.status === 404) return DEAL_MESSAGES.buyerNotFound;
  if (error instanceof ApiError && error.status === 400) return DEAL_MESSAGES.buyerPhoneInvalidModal;
  return DEAL_MESSAGES.buyerSearchError;
}

export function BuyerSearchStep({ onFound, onCancel }: { onFound(buyer: BuyerSummary): void; onCancel(): void }) {
  const id = useId();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSearching, setIsSearching] = useState(false);
  // Only the latest search may answer: typing on makes an older answer stale.
  const latest = useRef(0);

  async function search(number: string) {
    if (number.length !== 10) {
      setError(DEAL_MESSAGES.buyerPhoneInvalidModal);
      return;
    }
    const ticket = ++latest.current;
    setIsSearching(true);
    setError(null);
    try {
      const user = await searchBuyer(number);
      if (ticket !== latest.current) return;
      onFound({ id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), phone: user.mobileNumber ?? number });
    } catch (failure) {
      if (ticket === latest.current) setError(searchFailureText(failure));
    } finally {
      if (ticket === latest.current) setIsSearching(false);
    }
  }

  function change(value: string) {
    const next = phoneInputValue(value);
    setPhone(next);
    setError(null);
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
