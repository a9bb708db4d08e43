// A grid of listing cards with the spec's loading and empty states (spec section 2, Property card).
import { useDeferredValue, type ReactNode } from 'react';
import type { TPropertyCard } from '#shared/contracts/property.ts';
import { EmptyState, ErrorState } from '#web/components/states.tsx';
import { PropertyCard } from './property-card.tsx';
import styles from './property-grid.module.css';

const SKELETON_COUNT = 6;

type PropertyGridProps = {
  properties: TPropertyCard[] | undefined;
  isLoading: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyActions?: ReactNode;
  errorTitle?: string;
};

export function PropertyGrid({ properties, isLoading, error, onRetry, emptyActions, errorTitle }: PropertyGridProps) {
  // A page of 50 cards is a few hundred ms of rendering on a slow phone: deferred, React renders it
  // in the background in small slices (the skeleton, or the previous page, stays until it is ready)
  // instead of blocking the page in one long task.
  const shown = useDeferredValue(properties);
  if (isLoading || (properties && !shown)) {
    return (
      <div role="status" aria-live="polite">
        <p className={styles.loadingText}>Finding Amazing Properties...</p>
        <div className={styles.grid} aria-hidden="true">
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <div key={index} className={`card ${styles.skeleton}`}>
              <div className={styles.skeletonMedia} />
              <div className={styles.skeletonLine} />
              <div className={`${styles.skeletonLine} ${styles.short}`} />
            </div>
          ))}
        </div>
      </div>
    );
  }
  if (error) {
    return (
      <ErrorState title={errorTitle ?? 'Could not load properties'} message={error instanceof Error ? error.message : undefined} onRetry={onRetry} />
    );
  }
  if (!shown || shown.length === 0) {
    return <EmptyState title="No properties found" message="Try adjusting your search criteria or browse different areas" actions={emptyActions} />;
  }
  return (
    <ul className={styles.grid}>
      {shown.map((property, index) => (
        <li key={property.id} className={styles.item}>
          {/* The first picture is in view on any screen: in a page the server rendered, the browser
              fetches it while still reading the HTML instead of after laying the page out. */}
          <PropertyCard property={property} isPriority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
