import { roles, type TRole, type TUser } from '#shared/contracts/user.ts';
import { roleLabels } from '../lib/person-texts.ts';
import styles from './people-layout.module.css';

export type RoleFilterValue = TRole | 'ALL';

type RoleFilterProps = { people: TUser[]; value: RoleFilterValue; onChange(value: RoleFilterValue): void };

/** All, Buyers/Sellers, Agents, Admins, each with its count among the searched users (spec section 2). */
export function RoleFilter({ people, value, onChange }: RoleFilterProps) {
  const options: { value: RoleFilterValue; label: string; count: number }[] = [
    { value: 'ALL', label: 'All', count: people.length },
    ...roles.map((role) => ({ value: role, label: roleLabels[role].many, count: people.filter((p) => p.role === role).length })),
  ];
  return (
    <div className={styles.filters} role="group" aria-label="Filter by role">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={`btn btn-sm ${styles.filter}`}
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label} <span className={styles.count}>({option.count})</span>
        </button>
      ))}
    </div>
  );
}
