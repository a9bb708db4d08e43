// The agent dashboard's managed properties: listings on the agent's deals or posted by them.
import { Link } from '#web/components/link.tsx';
import type { TAgentProperty } from '#shared/contracts/deal.ts';
import { formatPriceShort } from '#shared/money.ts';
import { paths } from '#web/app/paths.ts';
import { EmptyState, ErrorState, LoadingState } from '#web/components/states.tsx';
import { Icon } from '#web/components/icon.tsx';
import styles from './create-deal.module.css';

type ManagedPropertiesProps = { properties: TAgentProperty[] | undefined; isLoading: boolean; isError: boolean; onRetry(): void };

export function ManagedProperties({ properties, isLoading, isError, onRetry }: ManagedPropertiesProps) {
  if (isLoading) return <LoadingState label="Loading properties..." />;
  if (isError) return <ErrorState title="Failed to load properties" onRetry={onRetry} />;
  if (!properties?.length)
    return <EmptyState title="No managed properties yet" message="Properties on your deals and the ones you post appear here." />;
  return (
    <ul className={styles.options} aria-label="Managed properties">
      {properties.map((property) => {
        const image = property.thumbnailUrl ?? property.imageUrl;
        return (
          <li key={property.id} className={styles.option}>
            <div className={styles.picture}>{image ? <img src={image} alt="" loading="lazy" /> : <Icon name="building" size={32} />}</div>
            <div className={styles.optionBody}>
              <p className={`tabular ${styles.optionPrice}`}>
                {formatPriceShort(property.price, property.priceDisplay)}
                {property.listingType === 'rent' ? '/month' : ''}
              </p>
              <h3 className={styles.optionTitle}>
                <Link to={paths.property(property.id)}>{property.title}</Link>
              </h3>
              <p className={styles.optionMeta}>
                <Icon name="location" size={14} /> {property.areaName ? `${property.areaName}, ` : ''}
                {property.city}
              </p>
              <p className={styles.optionMeta}>Seller: {property.sellerName}</p>
              <p className={styles.optionMeta}>
                {property.activeDealCount} active of {property.dealCount} {property.dealCount === 1 ? 'deal' : 'deals'}
                {!property.isActive && ' · no longer listed'}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
