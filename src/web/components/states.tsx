// Loading, empty and error states: every list and page uses these (DESIGN.md, States).
import type { ReactNode } from 'react';
import styles from './states.module.css';

export function LoadingState({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className={styles.state} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}

export function EmptyState({ title, message, actions }: { title: string; message?: string; actions?: ReactNode }) {
  return (
    <div className={styles.state}>
      <h2 className={styles.title}>{title}</h2>
      {message && <p className={styles.message}>{message}</p>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}

export function ErrorState({ title, message, onRetry }: { title: string; message?: string; onRetry?: () => void }) {
  return (
    <div className={`${styles.state} ${styles.error}`} role="alert">
      <h2 className={styles.title}>{title}</h2>
      {message && <p className={styles.message}>{message}</p>}
      {onRetry && (
        <div className={styles.actions}>
          <button type="button" className={styles.retry} onClick={onRetry}>
            Try Again
          </button>
        </div>
      )}
    </div>
  );
}
