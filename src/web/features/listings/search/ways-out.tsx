// "Never a dead end": when a search finds few or no homes, the server's suggestions
// (nearby localities, a higher budget, one filter dropped at a time) as links carrying their counts.
import { Link } from '#web/components/link.tsx';
import { formatIndianNumber } from '#shared/money.ts';
import { useSearchSuggestions } from '../api/search-suggestions.ts';
import { searchLinkOf } from '../components/search-of-request.ts';
import type { SearchPayload } from './search-state.ts';
import styles from './search-page.module.css';

export default function WaysOut({ payload }: { payload: SearchPayload }) {
  const { page: _page, size: _size, ...filters } = payload;
  const suggestions = useSearchSuggestions(filters);
  if (suggestions.isError) return null;
  if (suggestions.isPending) return <p className={styles.waysOutNote}>Looking for more homes nearby…</p>;
  const useful = suggestions.data.filter((suggestion) => suggestion.count > 0);
  if (useful.length === 0) return null;
  return (
    <section className={styles.waysOut} aria-labelledby="ways-out">
      <h2 id="ways-out" className={styles.waysOutTitle}>
        More homes if you widen the search
      </h2>
      <ul className={styles.waysOutList}>
        {useful.map((suggestion) => (
          <li key={`${suggestion.kind}:${suggestion.label}`}>
            <Link className="btn" to={searchLinkOf(suggestion.filters)}>
              {suggestion.label}
              {!suggestion.label.includes(String(suggestion.count)) && (
                <span className={styles.waysOutCount}>{formatIndianNumber(suggestion.count)}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
