// Success and failure messages that the spec shows as alerts ('Property posted successfully!'),
// shown as a polite live region instead of a blocking window.alert.
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Icon, type IconName } from './icon.tsx';
import { useInnermostModal } from './open-modals.ts';
import styles from './toast.module.css';

type ToastKind = 'success' | 'error' | 'info';
type Toast = { id: number; kind: ToastKind; message: string };
type Notify = (message: string, kind?: ToastKind) => void;

const ToastContext = createContext<Notify | null>(null);
const VISIBLE_MS = 5000;
const KIND_ICON: Record<ToastKind, IconName> = { success: 'check', error: 'alert', info: 'info' };

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const notify = useCallback<Notify>(
    (message, kind = 'success') => {
      const id = nextId.current++;
      setToasts((all) => [...all, { id, kind, message }]);
      setTimeout(() => dismiss(id), VISIBLE_MS);
    },
    [dismiss],
  );
  const value = useMemo(() => notify, [notify]);
  // Inside the open dialog if there is one: a modal's top layer would cover the stack otherwise
  // (a document upload's success was hidden behind the deal dialog).
  const modal = useInnermostModal();
  const stack = (
    <div className={styles.stack} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`${styles.toast} ${styles[toast.kind]}`}>
          <span className={styles.icon}>
            <Icon name={KIND_ICON[toast.kind]} size={18} />
          </span>
          <span className={styles.message}>{toast.message}</span>
          <button type="button" className={styles.close} onClick={() => dismiss(toast.id)} aria-label="Dismiss message">
            <Icon name="close" size={16} />
          </button>
        </div>
      ))}
    </div>
  );
  return (
    <ToastContext.Provider value={value}>
      {children}
      {modal ? createPortal(stack, modal) : stack}
    </ToastContext.Provider>
  );
}

/** notify('Property posted successfully!') or notify('Failed to delete user', 'error'). */
export function useNotify(): Notify {
  const notify = useContext(ToastContext);
  if (!notify) throw new Error('useNotify must be used inside ToastProvider');
  return notify;
}
