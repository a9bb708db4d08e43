// Spec section 5: the strength of the password typed so far, shown once something is typed.
import { passwordStrength, type PasswordStrength } from '#shared/password-strength.ts';
import styles from './auth-forms.module.css';

const LEVEL: Record<PasswordStrength, { filled: number; tone: string | undefined }> = {
  'Too Short': { filled: 1, tone: styles.toneDanger },
  Weak: { filled: 1, tone: styles.toneDanger },
  Medium: { filled: 3, tone: styles.toneWarning },
  Strong: { filled: 4, tone: styles.toneSuccess },
};

export function PasswordStrengthMeter({ password, id }: { password: string; id: string }) {
  if (!password) return null;
  const strength = passwordStrength(password);
  const { filled, tone } = LEVEL[strength];
  return (
    <div id={id} className={`${styles.meter} ${tone}`} aria-live="polite">
      <div className={styles.meterBars} aria-hidden="true">
        {[1, 2, 3, 4].map((bar) => (
          <span key={bar} className={bar <= filled ? styles.meterFilled : undefined} />
        ))}
      </div>
      <span className={styles.meterLabel}>Password strength: {strength}</span>
    </div>
  );
}
