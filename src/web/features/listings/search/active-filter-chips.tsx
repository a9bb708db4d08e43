// Every active filter as a removable chip above the results, those the keywords set among them
// (marked so). Each chip is a link to the search without it, so back brings it back; `hrefOf` keeps the
// page's own choices (the map view, a workplace) in those links.
import { Link } from '#web/components/link.tsx';
import { Icon } from '#web/components/icon.tsx';
import type { FilterChip } from './search-chips.ts';
import { emptySearchState, updateSearch, type SearchState } from './search-state.ts';
import styles from './search-page.module.css';

type Props = { chips: FilterChip[]; state: SearchState; hrefOf(state: SearchState): string };

export function ActiveFilterChips({ chips, state, hrefOf }: Props) {
  if (chips.length === 0) return null;
  const cleared = updateSearch(emptySearchState(), { sort: state.sort === 'relevance' ? 'newest' : state.sort });
  return (
    <div className={styles.chipsRow}>
      <ul className={styles.chips} aria-label="Active filters">
        {chips.map((chip) => (
          <li key={`${chip.isFromKeywords ? 'words' : 'set'}:${chip.id}`} className={styles.chip}>
            <span>
              {chip.label}
              {chip.isFromKeywords && <span className={styles.fromWords}> (from keywords)</span>}
            </span>
            <Link to={hrefOf(chip.without)} className={styles.chipRemove} aria-label={`Remove filter ${chip.label}`}>
              <Icon name="close" size={14} />
            </Link>
          </li>
        ))}
      </ul>
      <Link className="btn btn-ghost btn-sm" to={hrefOf(cleared)}>
        Clear all
      </Link>
    </div>
  );
}
