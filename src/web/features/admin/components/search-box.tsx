import { useId } from 'react';
import { Icon } from '#web/components/icon.tsx';
import styles from './people-layout.module.css';

type SearchBoxProps = { label: string; value: string; onChange(value: string): void };

/** The search box of both admin pages: name, email or phone (spec section 2). */
export function SearchBox({ label, value, onChange }: SearchBoxProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className={styles.searchWrap}>
        <span className={styles.searchIcon}>
          <Icon name="search" />
        </span>
        <input
          id={id}
          type="search"
          className={`input ${styles.searchInput}`}
          placeholder="Name, email or phone"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}
