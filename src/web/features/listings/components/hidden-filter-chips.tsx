// Filters the search form has no field for (set by the header's Buy and Rent menus: owner or broker,
// verified, ready to move, city) are listed above the results, each with a way to remove it.
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { Icon } from '../../../components/icon.tsx';
import { filtersToParams, type SearchFilters, type SortValue } from './search-filters.ts';
import styles from './hidden-filter-chips.module.css';

function labelOf(key: keyof SearchFilters, value: string): string | null {
  if (key === 'ownerType') return value === 'broker' ? 'Broker properties' : value === 'owner' ? 'Owner properties' : null;
  if (key === 'isVerified') return value === 'true' ? 'Verified' : value === 'false' ? 'Not verified' : null;
  if (key === 'isReadyToMove') return value === 'true' ? 'Ready to Move' : value === 'false' ? 'Under construction' : null;
  if (key === 'city') return `City: ${value}`;
  return null;
}

const HIDDEN_KEYS = ['ownerType', 'isVerified', 'isReadyToMove', 'city'] as const;

export function HiddenFilterChips({ filters, sort }: { filters: SearchFilters; sort: SortValue }) {
  const chips = HIDDEN_KEYS.flatMap((key) => {
    const label = filters[key] ? labelOf(key, filters[key]) : null;
    return label ? [{ key, label }] : [];
  });
  if (chips.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label="More filters">
      {chips.map(({ key, label }) => (
        <li key={key} className={styles.chip}>
          {label}
          <Link to={paths.search(filtersToParams({ ...filters, [key]: '' }, { sort }))} aria-label={`Remove filter ${label}`} className={styles.remove}>
            <Icon name="close" size={14} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
