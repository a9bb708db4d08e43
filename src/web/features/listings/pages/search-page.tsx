// /search (spec section 2, Search results): filters, sort and page live in the URL, so a search can
// be shared and reloaded.
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { Icon } from '../../../components/icon.tsx';
import { useAreas } from '../api/get-areas.ts';
import { useSearchProperties } from '../api/search-properties.ts';
import { HiddenFilterChips } from '../components/hidden-filter-chips.tsx';
import { Pager } from '../components/pager.tsx';
import { PropertyGrid } from '../components/property-grid.tsx';
import { filtersToParams, readFilters, readPage, readSort, sortOptions, toSearchRequest, type SortValue } from '../components/search-filters.ts';
import { SearchForm } from '../components/search-form.tsx';
import { countText, searchTitle } from '../components/search-title.ts';
import { useDocumentTitle } from '../components/use-document-title.ts';
import styles from './results-page.module.css';
import { SaveSearchButton } from '../../engagement/components/save-search-button.tsx';

export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const sortId = useId();
  const [areFiltersOpen, setAreFiltersOpen] = useState(false);
  const filters = readFilters(params);
  const sort = readSort(params);
  const page = readPage(params);
  const areas = useAreas();
  const search = useSearchProperties(toSearchRequest(filters, sort, page));
  const title = searchTitle(filters, areas.data);
  useDocumentTitle(title);

  const total = search.data?.totalElements ?? 0;
  const totalPages = search.data?.totalPages ?? 0;

  return (
    <div className="container page">
      <h1 className="page-title">{title}</h1>
      {/* On phones the form folds away, so the results are not a screen below it. */}
      <button
        type="button"
        className={`btn btn-block ${styles.filterToggle}`}
        aria-expanded={areFiltersOpen}
        aria-controls="search-filters"
        onClick={() => setAreFiltersOpen((isOpen) => !isOpen)}
      >
        <Icon name="search" size={16} /> {areFiltersOpen ? 'Hide filters' : 'Change filters'}
      </button>
      <div id="search-filters" className={styles.filters} data-open={areFiltersOpen}>
        {/* Keyed by the URL so the form shows the filters of the search on screen after back/forward. */}
        <SearchForm key={params.toString()} initial={filters} sort={sort} />
      </div>
      <HiddenFilterChips filters={filters} sort={sort} />

      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {search.isPending ? 'Searching…' : search.isError ? '' : countText(total)}
        </p>
        <SaveSearchButton request={toSearchRequest(filters, sort, 1)} suggestedName={title} />
        <div className={styles.sort}>
          <label className="field-label" htmlFor={sortId}>
            Sort by
          </label>
          <select
            id={sortId}
            className="input"
            value={sort}
            onChange={(event) => setParams(filtersToParams(filters, { sort: event.target.value as SortValue }))}
          >
            {sortOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      {/* The cards' titles are level 3 headings: this keeps the outline in order. */}
      <h2 className="visually-hidden">Results</h2>
      {/* While the next page or sort loads, the current cards stay, dimmed. */}
      <div aria-busy={search.isPlaceholderData} className={search.isPlaceholderData ? styles.stale : undefined}>
        <PropertyGrid
          properties={search.data?.data}
          isLoading={search.isPending}
          error={search.error}
          errorTitle="Search failed"
          onRetry={() => void search.refetch()}
          emptyActions={
            <Link className="btn btn-primary" to={paths.home()}>
              Browse All Properties
            </Link>
          }
        />
      </div>
      <Pager page={page} totalPages={totalPages} hrefFor={(target) => paths.search(filtersToParams(filters, { sort, page: target }))} />
    </div>
  );
}
