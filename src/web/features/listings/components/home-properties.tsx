// Home's properties section (spec section 2, Home): the featured list, filtered by a popular area, and
// for signed-in users the tabs My Uploaded Properties, My Deals and Deals on My Properties (each only if any).
import { lazy, Suspense, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import type { TProperty, TPropertyCard } from '#shared/contracts/property.ts';
import { LoadingState } from '#web/components/states.tsx';
import { useSession } from '#web/features/auth/session.tsx';
import { useHomeDealCounts } from '#web/features/deals/api/use-home-deal-counts.ts';
import { useFeaturedProperties } from '../api/get-featured-properties.ts';
import { useUserProperties } from '../api/get-user-properties.ts';
import styles from './home-properties.module.css';
import { PropertyGrid } from './property-grid.tsx';

const HomeDealsPanel = lazy(() => import('#web/features/deals/components/home-deals-panel.tsx'));

// Show the featured list a dozen at a time, so phones do not scroll through 48 cards to reach the end.
const FEATURED_STEP = 12;

type HomeTab = 'featured' | 'my-properties' | 'my-deals' | 'property-deals';

/**
 * The signed-in owner's own featured listings first (the spec's rule; the API's list holds only checked
 * homes, so theirs awaiting a check come from their own list), then the API's order.
 */
function ownFirst(featured: TPropertyCard[], own: TProperty[] | undefined): TPropertyCard[] {
  const ownListed = (own ?? []).filter((property) => property.isFeatured && property.isActive);
  const ownIds = new Set(ownListed.map((property) => property.id));
  return [...ownListed, ...featured.filter((property) => !ownIds.has(property.id))];
}

type HomePropertiesProps = {
  area: string | null;
  onClearArea(): void;
  /** The featured list's heading, which a chosen popular area brings into view and focuses. */
  headingRef?: Ref<HTMLHeadingElement>;
};

export function HomeProperties({ area, onClearArea, headingRef }: HomePropertiesProps) {
  const { user, isAuthenticated } = useSession();
  const [chosenTab, setChosenTab] = useState<HomeTab>('featured');
  const [shown, setShown] = useState({ area, count: FEATURED_STEP });
  const shownCount = shown.area === area ? shown.count : FEATURED_STEP;
  const featured = useFeaturedProperties();
  const mine = useUserProperties(isAuthenticated ? user?.id : undefined);
  const dealCounts = useHomeDealCounts();

  const tabs = [
    { id: 'featured' as const, label: 'Featured Properties', isShown: true },
    { id: 'my-properties' as const, label: 'My Uploaded Properties', isShown: (mine.data?.length ?? 0) > 0 },
    { id: 'my-deals' as const, label: 'My Deals', isShown: dealCounts.myDeals > 0 },
    { id: 'property-deals' as const, label: 'Deals on My Properties', isShown: dealCounts.propertyDeals > 0 },
  ].filter((tab) => isAuthenticated && tab.isShown);
  // An area filter shows the featured list whatever tab was chosen; so does a tab that has emptied.
  const tab: HomeTab = area || !tabs.some((candidate) => candidate.id === chosenTab) ? 'featured' : chosenTab;

  const featuredList = useMemo(() => {
    const sorted = ownFirst(featured.data ?? [], mine.data);
    const needle = area?.toLowerCase();
    return needle ? sorted.filter((property) => property.areaName.toLowerCase().includes(needle)) : sorted;
  }, [featured.data, mine.data, area]);

  function onTabKey(event: KeyboardEvent, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    setChosenTab(next.id);
    document.getElementById(`home-tab-${next.id}`)?.focus();
  }

  const heading = area ? `Featured Properties in ${area}` : 'Featured Properties';
  return (
    <section
      className={styles.section}
      aria-labelledby={tabs.length > 1 ? undefined : 'home-properties-title'}
      aria-label={tabs.length > 1 ? 'Properties' : undefined}
    >
      {tabs.length > 1 ? (
        <div className="tabs" role="tablist" aria-label="Properties">
          {tabs.map((item, index) => (
            <button
              key={item.id}
              id={`home-tab-${item.id}`}
              type="button"
              role="tab"
              className="tab"
              aria-selected={tab === item.id}
              aria-controls="home-tab-panel"
              tabIndex={tab === item.id ? 0 : -1}
              onClick={() => setChosenTab(item.id)}
              onKeyDown={(event) => onTabKey(event, index)}
            >
              {item.label}
            </button>
          ))}
        </div>
      ) : (
        <h2 id="home-properties-title" className={styles.heading} ref={headingRef} tabIndex={-1}>
          {heading}
        </h2>
      )}
      <div id="home-tab-panel" role={tabs.length > 1 ? 'tabpanel' : undefined} aria-labelledby={tabs.length > 1 ? `home-tab-${tab}` : undefined}>
        {tab === 'featured' && (
          <>
            {tabs.length > 1 && area && (
              <h2 className={styles.heading} ref={headingRef} tabIndex={-1}>
                {heading}
              </h2>
            )}
            <p className={styles.lead}>Homes picked by Gruha's team, then verified homes their owners confirmed most recently.</p>
            <PropertyGrid
              properties={featuredList.slice(0, shownCount)}
              isLoading={featured.isPending}
              error={featured.error}
              onRetry={() => void featured.refetch()}
              emptyActions={
                area ? (
                  <button type="button" className="btn btn-primary" onClick={onClearArea}>
                    Clear Filter
                  </button>
                ) : undefined
              }
            />
            {featuredList.length > shownCount && (
              <div className={styles.more}>
                <button type="button" className="btn" onClick={() => setShown({ area, count: shownCount + FEATURED_STEP })}>
                  Show more properties
                </button>
              </div>
            )}
          </>
        )}
        {tab === 'my-properties' && (
          <PropertyGrid properties={mine.data} isLoading={mine.isPending} error={mine.error} onRetry={() => void mine.refetch()} />
        )}
        {(tab === 'my-deals' || tab === 'property-deals') && (
          <Suspense fallback={<LoadingState />}>
            <HomeDealsPanel tab={tab} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
