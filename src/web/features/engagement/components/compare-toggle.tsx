// "Add to compare" on cards, the shortlist and the property page: picks up to MAX_COMPARE homes, kept in
// this browser; the compare bar (compare-bar.tsx) then opens them side by side.
import { Icon } from '#web/components/icon.tsx';
import { MAX_COMPARE, useCompareList } from '../api/compare-list.ts';
import styles from './compare-toggle.module.css';

export function CompareToggle({ propertyId, title, variant = 'inline' }: { propertyId: number; title?: string; variant?: 'inline' | 'card' }) {
  const { ids, isFull, toggle } = useCompareList();
  const isPicked = ids.includes(propertyId);
  const isBlocked = !isPicked && isFull;
  const label = isPicked ? 'Added to compare' : isBlocked ? `Compare (${MAX_COMPARE} picked)` : 'Add to compare';
  return (
    <button
      type="button"
      className={`${styles.toggle} ${variant === 'card' ? styles.onCard : ''}`}
      aria-pressed={isPicked}
      // On a card the button sits among other cards: its name says which home it adds, after the
      // visible words so that what a voice user reads is part of the name (WCAG 2.5.3).
      aria-label={variant === 'card' && title ? `${label}: ${title}` : undefined}
      disabled={isBlocked}
      title={isBlocked ? `You can compare up to ${MAX_COMPARE} homes: remove one first` : undefined}
      onClick={() => toggle(propertyId)}
    >
      <span className={styles.box} aria-hidden="true">
        {isPicked && <Icon name="check" size={14} />}
      </span>
      {label}
    </button>
  );
}
