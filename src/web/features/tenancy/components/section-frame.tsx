// A tenancy section: its heading (level 2) with the section's PDFs or actions beside it.
import type { ReactNode } from 'react';
import styles from './tenancy.module.css';

export function SectionFrame({ id, title, actions, children }: { id: string; title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.head}>
        <h2 id={id}>{title}</h2>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {children}
    </section>
  );
}
