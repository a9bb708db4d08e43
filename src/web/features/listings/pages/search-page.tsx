// /search (spec section 2, Search results): a filter rail beside the results on desktop and
// a filter sheet on phones, every active filter a removable chip, the count always in view, ways out
// when few homes match. The whole state lives in the URL: each change is a new history entry, so a
// search can be shared and the back button undoes the last change.
import { lazy, startTransition, Suspense, useId, useState, type ReactNode, type SubmitEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { FormField } from '#web/components/form-field.tsx';
import { Icon } from '#web/components/icon.tsx';
import { useAreas } from '#web/lib/areas.ts';
import { useSearchProperties } from '../api/search-properties.ts';
import { Pager } from '../components/pager.tsx';
import { PropertyGrid } from '../components/property-grid.tsx';
import { countText, searchTitle } from '../components/search-title.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { ActiveFilterChips } from '../search/active-filter-chips.tsx';
import type { FilterChange } from '../search/filter-panel.tsx';
import { filterChips, keywordChips, keywordsAsFilters } from '../search/search-chips.ts';
import {
  defaultSort,
  emptySearchState,
  isPriceRangeBackwards,
  readSearchState,
  searchQuery,
  sortOptions,
  toSearchPayload,
  updateSearch,
  type SortValue,
} from '../search/search-state.ts';
import styles from '../search/search-page.module.css';
import { PriceRangeProblem } from '../search/price-range-problem.tsx';

import { useHasRail } from '../search/use-has-rail.ts';
import { PlaceFilters } from '../search/place-filters.tsx';
import { joinQueries, placePayload, placeQuery, readPlaceState, workplacePoint, type PlaceChoices } from '../search/place-state.ts';
import { useMapBase } from '../api/get-map-base.ts';
import { CommuteContext } from '../components/commute-context.ts';
import { LoadingState } from '#web/components/states.tsx';
import { whenIdle } from '#web/lib/when-idle.ts';
import { useHasHydrated } from '#web/lib/use-has-hydrated.ts';
import { SaveSearchButton } from '#web/features/engagement/components/save-search-button.tsx';

// Not in the first load: the filter controls (on wide screens once the page is up, on phones with the
// Filters sheet), the sheet itself, and the ways out of a search with few results.
const loadPanel = () => import('../search/filter-panel.tsx');
const FilterPanel = lazy(() => loadPanel().then(({ FilterPanel: Panel }) => ({ default: Panel })));
const loadSheet = () => Promise.all([import('../search/filter-sheet.tsx'), loadPanel()]).then(([sheet]) => sheet);
const FilterSheet = lazy(loadSheet);
const WaysOut = lazy(() => import('../search/ways-out.tsx'));
/** The one value chosen, or '' for none or several. */
const onlyOne = ([first, ...others]: string[]) => (first !== undefined && others.length === 0 ? first : '');
// The map and its library load only when the map is shown.
const SearchMap = lazy(() => import('../map/search-map.tsx'));
/** Fewer results than this and the page offers ways out. */
const FEW_RESULTS = 5;

export default function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sortId = useId();
  const hasRail = useHasRail();
  const hasHydrated = useHasHydrated();
  const state = readSearchState(params);
  const place = readPlaceState(params);
  const payload = { ...toSearchPayload(state), ...placePayload(place) };
  const choices: PlaceChoices = { ...place, metro: state.metro, station: state.station, polygon: state.polygon, bounds: state.bounds };
  const areas = useAreas();
  const workplace = workplacePoint(place.work, areas.data);
  // A backwards price range is not searched: the page says what is wrong instead.
  const isRangeBackwards = isPriceRangeBackwards(state);
  const search = useSearchProperties(payload, { enabled: !isRangeBackwards });
  // The stations' names, for a "near station" chip (loaded with the place controls, which list them).
  const stations = useMapBase();

  const nameOf = (area: string) =>
    /^\d+$/.test(area) ? (areas.data?.find((candidate) => String(candidate.areaId) === area)?.areaName ?? `Locality ${area}`) : area;
  const title = searchTitle(
    {
      area: onlyOne(state.areas),
      listingType: state.listingType ?? '',
      propertyType: onlyOne(state.types),
    },
    areas.data,
  );
  useDocumentTitle(title);

  const hrefOf = (next: typeof state, nextPlace = place) => paths.search(joinQueries(searchQuery(next), placeQuery(nextPlace)));
  const go = (next: typeof state, nextPlace = place) => void navigate(hrefOf(next, nextPlace));
  const change: FilterChange = (update) => go(updateSearch(state, update));
  // The view and the workplace are the page's; the rest are filters of the search state.
  const changePlace = ({ view = place.view, work = place.work, ...filters }: Partial<PlaceChoices>) => {
    // Without a workplace there is no commute to sort by.
    const sort = !work && state.sort === 'commute' ? defaultSort(state) : state.sort;
    const isViewOnly = Object.keys(filters).length === 0 && work === place.work;
    go(isViewOnly ? state : updateSearch(state, { ...filters, sort }), { view, work });
  };
  const answer = search.isPlaceholderData ? undefined : search.data;
  const stationName = (code: string) => stations.data?.stations.find((station) => station.code === code)?.name ?? code;
  const names = { metroStation: stationName };
  const chips = [...filterChips(state, nameOf, names), ...keywordChips(state, answer?.keywordFilters, answer?.q ?? '', nameOf, names)];
  // The rail shows what the chips show: the filters the keywords set among the search's own.
  const shown = keywordsAsFilters(state, answer?.keywordFilters, answer?.q ?? '');
  const filterCount = chips.filter((chip) => chip.id !== 'listingType').length;
  const total = search.data ?? { totalElements: 0, isTotalCapped: false };
  const countLine = isRangeBackwards ? 'Not searched' : search.isPending ? 'Searching…' : search.isError ? 'Search failed' : countText(total);
  const isFew = !!answer && answer.totalElements < FEW_RESULTS && chips.length + (state.q ? 1 : 0) > 0;

  const panel = <FilterPanel state={shown} onChange={(update) => go(updateSearch(shown, update))} areas={areas} nameOf={nameOf} />;

  return (
    <div className="container page">
      <h1 className="page-title">{title}</h1>
      <KeywordBox key={state.q} q={state.q} onSearch={(q) => change({ q })} />
      <PlaceFilters place={choices} onChange={changePlace} />
      <div className={styles.layout}>
        <aside className={styles.rail} aria-label="Filters">
          <h2 className={styles.railTitle}>Filters</h2>
          {hasRail && <Suspense fallback={null}>{panel}</Suspense>}
        </aside>
        <div className={styles.results}>
          <div className={styles.toolbar}>
            <FiltersControl
              filterCount={filterCount}
              panel={panel}
              showLabel={search.isPending || search.isPlaceholderData ? 'Searching…' : `Show ${countText(total).replace(' found', '')}`}
              onClearAll={() => go(emptySearchState())}
            />
            <p className={styles.count} aria-live="polite">
              {countLine}
            </p>
            <SaveSearchButton request={payload} suggestedName={title} />
            <div className={styles.sort}>
              <label className="field-label" htmlFor={sortId}>
                Sort by
              </label>
              <select id={sortId} className="input" value={state.sort} onChange={(event) => change({ sort: event.target.value as SortValue })}>
                {sortOptions
                  .filter((option) => (option.value !== 'relevance' || state.q) && (option.value !== 'commute' || place.work))
                  .map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
              </select>
            </div>
          </div>
          <ActiveFilterChips chips={chips} state={state} hrefOf={hrefOf} />

          {/* The cards' titles are level 3 headings; the filter rail's heading may come later or be hidden. */}
          <h2 className="visually-hidden">Results</h2>
          <CommuteContext value={workplace}>
            {/* The server renders no map (it is the browser's): until the app takes over, the map is loading. */}
            {place.view === 'map' &&
              !isRangeBackwards &&
              (hasHydrated ? (
                <Suspense fallback={<LoadingState label="Loading the map…" />}>
                  <SearchMap request={payload} place={choices} onPlaceChange={changePlace} />
                </Suspense>
              ) : (
                <LoadingState label="Loading the map…" />
              ))}
            {/* While the next search loads, the current cards stay, dimmed. */}
            {isRangeBackwards && state.minPrice !== null && state.maxPrice !== null && (
              <PriceRangeProblem minPrice={state.minPrice} maxPrice={state.maxPrice} hrefOf={(range) => hrefOf({ ...state, ...range, page: 1 })} />
            )}
            {place.view === 'list' && !isRangeBackwards && (
              <div aria-busy={search.isPlaceholderData} className={search.isPlaceholderData ? styles.stale : undefined}>
                <PropertyGrid
                  properties={search.data?.data}
                  isLoading={search.isPending}
                  error={search.error}
                  errorTitle="Search failed"
                  onRetry={() => void search.refetch()}
                  emptyActions={
                    <button type="button" className="btn btn-primary" onClick={() => go(emptySearchState())}>
                      Clear all filters
                    </button>
                  }
                />
              </div>
            )}
          </CommuteContext>
          {isFew && place.view === 'list' && (
            <Suspense fallback={null}>
              <WaysOut payload={payload} />
            </Suspense>
          )}
          {place.view === 'list' && (
            <Pager page={state.page} totalPages={search.data?.totalPages ?? 0} hrefFor={(target) => hrefOf({ ...state, page: target })} />
          )}
        </div>
      </div>
    </div>
  );
}

type FiltersControlProps = { filterCount: number; panel: ReactNode; showLabel: string; onClearAll(): void };

/** The phones' Filters button and its sheet, with its own open state: opening it renders nothing else again. */
function FiltersControl({ filterCount, panel, showLabel, onClearAll }: FiltersControlProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`btn ${styles.filtersButton}`}
        // A transition: the tap paints at once; the sheet (its code loaded on first use) follows.
        onClick={() => startTransition(() => setIsOpen(true))}
        onPointerEnter={() => whenIdle(loadSheet)}
        onFocus={() => whenIdle(loadSheet)}
        aria-haspopup="dialog"
      >
        <Icon name="menu" size={16} /> Filters{filterCount > 0 && <span className={styles.filtersCount}>{filterCount}</span>}
        {filterCount > 0 && <span className="visually-hidden"> active</span>}
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <FilterSheet panel={panel} showLabel={showLabel} onClearAll={onClearAll} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The keywords: "2 bhk gachibowli under 40k" sets the filters it names (shown as chips). */
function KeywordBox({ q, onSearch }: { q: string; onSearch(q: string): void }) {
  const [text, setText] = useState(q);
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className={styles.keywords} role="search" aria-label="Search properties" action="/search" method="get" onSubmit={submit}>
      <FormField label="Keywords" labelClassName="visually-hidden" className={styles.keywordField}>
        {(control) => (
          <input
            {...control}
            name="q"
            className="input"
            type="search"
            maxLength={200}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Try “2 bhk gachibowli under 40k”"
          />
        )}
      </FormField>
      <button type="submit" className="btn btn-primary">
        <Icon name="search" size={16} /> Search
      </button>
    </form>
  );
}
