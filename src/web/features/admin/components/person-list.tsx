import type { TUser } from '#shared/contracts/user.ts';
import { roleLabels } from '../lib/person-texts.ts';
import styles from './person-list.module.css';
import { EmailText } from '#web/components/email-text.tsx';

type PersonListProps = {
  people: TUser[];
  selectedId: number | null;
  onSelect(id: number): void;
  label: string;
  showRole?: boolean;
};

const initials = (person: TUser) => `${person.firstName.charAt(0)}${person.lastName.charAt(0)}`.toUpperCase();

/** User or agent cards; each is a button that opens the person in the detail panel. */
export function PersonList({ people, selectedId, onSelect, label, showRole = false }: PersonListProps) {
  return (
    <ul className={styles.list} aria-label={label}>
      {people.map((person) => (
        <li key={person.id}>
          <button
            type="button"
            className={styles.item}
            aria-current={person.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(person.id)}
          >
            <span className={styles.avatar} aria-hidden="true">
              {initials(person)}
            </span>
            <span className={styles.text}>
              <span className={styles.name}>
                {person.firstName} {person.lastName}
              </span>
              <span className={styles.line}>
                <EmailText email={person.email} />
              </span>
              {person.mobileNumber && <span className={`${styles.line} tabular`}>{person.mobileNumber}</span>}
            </span>
            <span className={styles.badges}>
              {showRole && <span className={`badge ${person.role === 'USER' ? '' : 'badge-info'}`}>{roleLabels[person.role].one}</span>}
              {!person.isActive && <span className={`badge ${styles.inactive}`}>Inactive</span>}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
