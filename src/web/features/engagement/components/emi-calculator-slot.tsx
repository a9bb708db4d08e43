// Where the EMI calculator goes on a sale listing: its code loads only when the reader scrolls near
// it or opens it, so a property page's first load does not carry it (docs/performance.md).
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { LoadingState } from '#web/components/states.tsx';
import styles from './emi-calculator.module.css';

const EmiCalculator = lazy(() => import('./emi-calculator.tsx'));

export function EmiCalculatorSlot({ price }: { price: number }) {
  const [isWanted, setIsWanted] = useState(false);
  const slot = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = slot.current;
    if (isWanted || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setIsWanted(true), { rootMargin: '200px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [isWanted]);

  if (isWanted) {
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
      <button type="button" className="btn" onClick={() => setIsWanted(true)}>
        Work out the monthly EMI
      </button>
    </section>
  );
}
