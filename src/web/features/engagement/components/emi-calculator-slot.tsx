// Where the EMI calculator goes on a sale listing: its code loads only when the reader scrolls near
// it or opens it, so a property page's first load does not carry it.
import { lazy, Suspense, useState } from 'react';
import { LoadingState } from '#web/components/states.tsx';
import { useIsNear } from '#web/lib/use-is-near.ts';
import styles from './emi-calculator.module.css';

const EmiCalculator = lazy(() => import('./emi-calculator.tsx'));

export function EmiCalculatorSlot({ price }: { price: number }) {
  const [isOpened, setIsOpened] = useState(false);
  const [slot, isNear] = useIsNear<HTMLElement>();

  if (isNear || isOpened) {
    return (
      <Suspense fallback={<LoadingState label="Loading the EMI calculator…" />}>
        <EmiCalculator price={price} />
      </Suspense>
    );
  }
  return (
    <section ref={slot} className={`card ${styles.box}`} aria-labelledby="emi-slot-title">
      <h2 id="emi-slot-title" className={styles.title}>
        EMI calculator
      </h2>
      <button type="button" className="btn" onClick={() => setIsOpened(true)}>
        Work out the monthly EMI
      </button>
    </section>
  );
}
