// A form kept folded under its summary until asked for: a native <details>, so it opens from the
// first paint, by keyboard, without the app's script. `onDone` folds it again after a send.
import { useRef, type ReactNode } from 'react';
import styles from './tenancy.module.css';

export function Disclosure({ summary, children }: { summary: string; children(close: () => void): ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  return (
    <details ref={ref} className={styles.disclosure}>
      <summary className="btn btn-sm">{summary}</summary>
      <div className={styles.disclosureBody}>{children(() => ref.current?.removeAttribute('open'))}</div>
    </details>
  );
}
