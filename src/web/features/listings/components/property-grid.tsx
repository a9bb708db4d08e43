// A grid of listing cards with the spec's loading and empty states (spec section 2, Property card).
import type { ReactNode } from 'react';
import type { TProperty } from '../../../../shared/contracts/property.ts';
import { EmptyState, ErrorState } from '../../../components/states.tsx';
import { PropertyCard } from './property-card.tsx';
import styles from './property-grid.module.css';

const SKELETON_COUNT = 6;

type PropertyGridProps = {
  properties: TProperty[] | undefined;
  isLoading: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyActions?: ReactNode;
  errorTitle?: string;
};

export function PropertyGrid({ properties, isLoading, error, onRetry, emptyActions, errorTitle }: PropertyGridProps) {
  if (isLoading) {
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
      <ErrorState
        title={errorTitle ?? 'Could not load properties'}
        message={error instanceof Error ? error.message : undefined}
        onRetry={onRetry}
      />
    );
  }
  if (!properties || properties.length === 0) {
    return (
      <EmptyState
        title="No properties found"
        message="Try adjusting your search criteria or browse different areas"
        actions={emptyActions}
      />
    );
  }
  return (
    <ul className={styles.grid}>
      {properties.map((property) => (
        <li key={property.id} className={styles.item}>
          <PropertyCard property={property} />
        </li>
      ))}
    </ul>
  );
}
