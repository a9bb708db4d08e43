// The one safety line a renter reads before a first message or a phone number goes out.
import { SAFETY_LINE } from '#shared/trust/safety.ts';
import { Icon } from './icon.tsx';
import styles from './safety-line.module.css';

export function SafetyLine() {
  return (
    <p className={styles.safety}>
      <Icon name="shield" size={16} /> {SAFETY_LINE}
    </p>
  );
}
