// Loading, empty and error states: every list and page uses these.
import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon.tsx';
import styles from './states.module.css';

export function LoadingState({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className={styles.state} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.message}>{label}</p>
    </div>
  );
}

export function EmptyState({
  title,
  message,
  actions,
  icon = 'search',
}: {
  title: string;
  message?: ReactNode;
  actions?: ReactNode;
  icon?: IconName;
}) {
  return (
    <div className={styles.state}>
      <span className={styles.badge} aria-hidden="true">
        <Icon name={icon} size={28} />
      </span>
      <h2 className={styles.title}>{title}</h2>
      {message && <p className={styles.message}>{message}</p>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}

export function ErrorState({ title, message, onRetry }: { title: string; message?: string; onRetry?: () => void }) {
  return (
    <div className={`${styles.state} ${styles.error}`} role="alert">
      <span className={styles.badge} aria-hidden="true">
        <Icon name="alert" size={28} />
      </span>
      <h2 className={styles.title}>{title}</h2>
      {message && <p className={styles.message}>{message}</p>}
      {onRetry && (
        <div className={styles.actions}>
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            Try Again
          </button>
        </div>
      )}
    </div>
  );
}
