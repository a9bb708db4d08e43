// The step a post or edit takes when its price is far from what its kind of home costs: the poster
// reads why, and either changes the price or sends it as it is (then it waits for Gruha's check
// before it shows in search).
import { useEffect, useRef } from 'react';
import styles from './property-form.module.css';

type Props = { reason: string; confirmLabel: string; isSubmitting: boolean; onConfirm(): void; onChangePrice(): void };

export function PriceConfirm({ reason, confirmLabel, isSubmitting, onConfirm, onChangePrice }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className={`banner banner-warning ${styles.priceConfirm}`} role="group" aria-labelledby="price-confirm-title">
      <p id="price-confirm-title" className={styles.priceConfirmTitle}>
        Is this price right?
      </p>
      <p>{reason}</p>
      <p>If it is, Gruha checks the price before the listing shows in search, usually within a day.</p>
      <div className={styles.priceConfirmActions}>
        <button type="button" className="btn" onClick={onChangePrice}>
          Change the price
        </button>
        <button type="button" className="btn btn-primary" onClick={onConfirm} disabled={isSubmitting}>
          {confirmLabel}
        </button>
      </div>
    </div>
  );
}
