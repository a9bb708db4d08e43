// Create Deal's last part: the agreed price (digits only, with a formatted preview) and Create Deal.
import { useId, useState, type FormEvent } from 'react';
import type { TDeal } from '../../../../shared/contracts/deal.ts';
import { DEAL_MESSAGES } from '../../../../shared/deal-stages.ts';
import { formatRupees, rupeesInWords } from '../../../../shared/money.ts';
import { useNotify } from '../../../components/toast.tsx';
import { useCreateDeal } from '../api/create-deal.ts';
import styles from './create-deal.module.css';
import { failureText } from './set-stage-form.tsx';

type DealPriceFormProps = { propertyId: number; buyerId: number; inquiryId?: number; suggestedPrice?: number; onCreated(deal: TDeal): void };

export function DealPriceForm({ propertyId, buyerId, inquiryId, suggestedPrice, onCreated }: DealPriceFormProps) {
  const id = useId();
  const notify = useNotify();
  const create = useCreateDeal();
  const [price, setPrice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const amount = Number(price);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!price || amount <= 0) {
      setError(DEAL_MESSAGES.dealPriceRequired);
      return;
    }
    setError(null);
    create.mutate(
      { propertyId, buyerId, agreedPrice: amount, inquiryId },
      {
        onSuccess: (deal) => {
          notify(DEAL_MESSAGES.dealCreated);
          onCreated(deal);
        },
        onError: (failure) => setError(failureText(failure, DEAL_MESSAGES.createFailed)),
      },
    );
  }

  return (
    <form className={styles.priceForm} onSubmit={submit} noValidate>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-price`}>
          Deal Price (₹)<span className="required">*</span>
        </label>
        <input
          id={`${id}-price`}
          className="input tabular"
          inputMode="numeric"
          autoComplete="off"
          placeholder={suggestedPrice ? `Listed at ${formatRupees(suggestedPrice)}` : 'Agreed price in rupees'}
          value={price}
          onChange={(e) => {
            setPrice(e.target.value.replace(/\D/g, '').replace(/^0+/, '').slice(0, 10));
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-preview ${id}-error`}
        />
        <span id={`${id}-preview`} className="field-hint" aria-live="polite">
          {amount > 0 ? `${formatRupees(amount)} · ${rupeesInWords(amount)}` : 'Digits only, in rupees.'}
        </span>
        <p id={`${id}-error`} className="field-error" role={error ? 'alert' : undefined}>
          {error}
        </p>
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create Deal'}
        </button>
      </div>
    </form>
  );
}
