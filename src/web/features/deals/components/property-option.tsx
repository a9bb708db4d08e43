// One listing in Create Deal's grid: picture, price, facts, location, seller and agent id. A listing
// on which the buyer already has a deal says so and offers View Deal instead of being selectable.
import type { ReactNode } from 'react';
import type { TAgentProperty } from '#shared/contracts/deal.ts';
import { formatPriceShort } from '#shared/money.ts';
import { countOf } from '#shared/count-of.ts';
import { dealKindOf, stageLabelFor } from '#shared/deal-kind.ts';
import { Icon } from '#web/components/icon.tsx';
import styles from './create-deal.module.css';

type PropertyOptionProps = {
  property: TAgentProperty;
  agentId: number;
  isSelected: boolean;
  isBuyersOwn: boolean;
  onSelect(): void;
  onViewDeal(dealId: number): void;
  /** The price form, shown inside the selected listing. */
  children?: ReactNode;
};

export function PropertyOption({ property, agentId, isSelected, isBuyersOwn, onSelect, onViewDeal, children }: PropertyOptionProps) {
  const image = property.thumbnailUrl ?? property.imageUrl;
  const price = formatPriceShort(property.price, property.priceDisplay) + (property.listingType === 'rent' ? '/month' : '');
  const existing = property.buyerDeal;
  return (
    <li className={`${styles.option} ${isSelected ? styles.selected : ''}`}>
      <div className={styles.picture}>{image ? <img src={image} alt="" loading="lazy" /> : <Icon name="building" size={32} />}</div>
      <div className={styles.optionBody}>
        <p className={`tabular ${styles.optionPrice}`}>{price}</p>
        <h4 className={styles.optionTitle}>{property.title}</h4>
        <p className={styles.optionFacts}>
          <span>
            <Icon name="bed" size={14} /> {countOf(property.bedrooms, 'bed')}
          </span>
          <span>
            <Icon name="bath" size={14} /> {countOf(property.bathrooms, 'bath')}
          </span>
          {property.areaSqft !== null && (
            <span>
              <Icon name="area" size={14} /> {property.areaSqft} sqft
            </span>
          )}
        </p>
        <p className={styles.optionMeta}>
          <Icon name="location" size={14} /> {property.areaName ? `${property.areaName}, ` : ''}
          {property.city}
        </p>
        <p className={styles.optionMeta}>
          Seller: {property.sellerName} · {property.sellerMobile ?? 'N/A'}
        </p>
        <p className={styles.optionMeta}>Agent ID: {agentId}</p>
        {existing ? (
          <div className={styles.optionFoot}>
            <span className="badge badge-info">Deal exists - {stageLabelFor(existing.stage, dealKindOf(property.listingType))}</span>
            <button type="button" className="btn btn-sm" onClick={() => onViewDeal(existing.dealId)}>
              View Deal
            </button>
          </div>
        ) : isBuyersOwn ? (
          <p className={styles.optionMeta}>The buyer owns this property.</p>
        ) : (
          <button
            type="button"
            className={`btn btn-sm btn-block ${isSelected ? 'btn-primary' : ''}`}
            aria-pressed={isSelected}
            aria-label={`Select ${property.title}`}
            onClick={onSelect}
          >
            {isSelected ? 'Selected' : 'Select'}
          </button>
        )}
        {isSelected && children}
      </div>
    </li>
  );
}
