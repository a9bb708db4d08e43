// Create Deal's last part: the agreed price (digits only, with a formatted preview) and Create Deal.
// On a rent listing it is a rental: the agreed monthly rent and the security deposit.
import { useState, type SubmitEvent } from 'react';
import type { TDeal } from '#shared/contracts/deal.ts';
import { DEAL_KIND_TEXTS, DEPOSIT_LABEL, dealKindOf } from '#shared/deal-kind.ts';
import { DEAL_MESSAGES } from '#shared/deal-stages.ts';
import { formatRupees } from '#shared/money.ts';
import { rupeesInWords } from '#shared/money-words.ts';
import { FormField } from '#web/components/form-field.tsx';
import { useNotify } from '#web/components/toast.tsx';
import { useCreateDeal } from '../api/create-deal.ts';
import styles from './create-deal.module.css';
import { failureText } from './set-stage-form.tsx';
import { FormActions } from '#web/components/form-actions.tsx';

type DealPriceFormProps = {
  propertyId: number;
  buyerId: number;
  listingType?: 'sale' | 'rent';
  inquiryId?: number;
  suggestedPrice?: number;
  onCreated(deal: TDeal): void;
};

const wholeRupees = (typed: string) =>
  typed
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 10);

export function DealPriceForm({ propertyId, buyerId, listingType = 'sale', inquiryId, suggestedPrice, onCreated }: DealPriceFormProps) {
  const isRental = dealKindOf(listingType) === 'rental';
  const texts = DEAL_KIND_TEXTS[dealKindOf(listingType)];
  const [deposit, setDeposit] = useState('');
  const notify = useNotify();
  const create = useCreateDeal();
  const [price, setPrice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const amount = Number(price);

  function submit(event: SubmitEvent) {
    event.preventDefault();
    if (!price || amount <= 0) {
      setError(DEAL_MESSAGES.dealPriceRequired);
      return;
    }
    setError(null);
    create.mutate(
      { propertyId, buyerId, agreedPrice: amount, inquiryId, ...(isRental && deposit !== '' ? { deposit: Number(deposit) } : {}) },
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
      <FormField
        label={isRental ? `${texts.agreedAmount} (₹)` : 'Deal Price (₹)'}
        isRequired
        hint={amount > 0 ? `${formatRupees(amount)} · ${rupeesInWords(amount)}` : 'Digits only, in rupees.'}
        isHintLive
        error={error ?? undefined}
        isErrorAnnounced
      >
        {(control) => (
          <input
            {...control}
            className="input tabular"
            inputMode="numeric"
            autoComplete="off"
            placeholder={suggestedPrice ? `${texts.listedAmount} ${formatRupees(suggestedPrice)}` : `${texts.agreedAmount} in rupees`}
            value={price}
            onChange={(e) => {
              setPrice(wholeRupees(e.target.value).replace(/^0$/, ''));
              setError(null);
            }}
          />
        )}
      </FormField>
      {isRental && (
        <FormField
          label={`${DEPOSIT_LABEL} (₹)`}
          hint={deposit !== '' ? `${formatRupees(Number(deposit))} · ${rupeesInWords(Number(deposit))}` : 'Optional; it fills the rental agreement.'}
          isHintLive
        >
          {(control) => (
            <input
              {...control}
              className="input tabular"
              inputMode="numeric"
              autoComplete="off"
              placeholder="Agreed deposit in rupees"
              value={deposit}
              onChange={(e) => {
                setDeposit(wholeRupees(e.target.value));
                setError(null);
              }}
            />
          )}
        </FormField>
      )}
      <FormActions submitLabel="Create Deal" pendingLabel="Creating..." isPending={create.isPending} />
    </form>
  );
}
