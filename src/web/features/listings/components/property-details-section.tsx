// The detail page's More Details (spec section 2, Property detail): price breakup and how it
// compares with the locality, address, the rent or sale facts, description and the
// amenities as ticks.
import type { TProperty } from '#shared/contracts/property.ts';
import { formatRupees } from '#shared/money.ts';
import { rupeesInWords } from '#shared/money-words.ts';
import { Icon } from '#web/components/icon.tsx';
import { usePriceInsight } from '../api/get-price-insight.ts';
import { homeFactRows } from './home-facts.ts';
import { amenityList } from './listing-facts.ts';
import { priceInsightText } from './price-insight-text.ts';
import styles from './property-details-section.module.css';

export function PropertyDetailsSection({ property }: { property: TProperty }) {
  const amenities = amenityList(property.amenities);
  const isRent = property.listingType === 'rent';
  const hasPrice = property.price > 0;
  const perSqft = hasPrice && property.areaSqft ? Math.round(property.price / property.areaSqft) : null;
  const address = property.address || [property.areaName, property.cityName || property.city].filter(Boolean).join(', ');

  return (
    <section className={`card ${styles.section}`} aria-labelledby="more-details">
      <h2 id="more-details" className={styles.heading}>
        More Details
      </h2>
      <dl className={styles.list}>
        <div>
          <dt>{isRent ? 'Monthly Rent' : 'Expected Price'}</dt>
          <dd className="tabular">{hasPrice ? formatRupees(property.price) : property.priceDisplay || 'Price on request'}</dd>
        </div>
        {hasPrice && (
          <div>
            <dt>In words</dt>
            <dd>{rupeesInWords(property.price)}</dd>
          </div>
        )}
        {perSqft !== null && (
          <div>
            <dt>{isRent ? 'Rent per sqft' : 'Price per sqft'}</dt>
            <dd className="tabular">{formatRupees(perSqft)}</dd>
          </div>
        )}
        {perSqft !== null && <PriceInsightRow property={property} />}
        <div>
          <dt>Address</dt>
          <dd>
            {address}
            {property.pincode ? ` - ${property.pincode}` : ''}
          </dd>
        </div>
      </dl>

      <h3 className={styles.subheading}>{isRent ? 'Rental facts' : 'Home facts'}</h3>
      <dl className={styles.list}>
        {homeFactRows(property).map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd data-unspecified={row.value === 'Not specified' || undefined}>{row.value}</dd>
          </div>
        ))}
      </dl>

      <h3 className={styles.subheading}>Description</h3>
      <p className={styles.description}>{property.description}</p>

      {amenities.length > 0 && (
        <>
          <h3 className={styles.subheading}>Amenities</h3>
          <ul className={styles.amenities}>
            {amenities.map((amenity) => (
              <li key={amenity}>
                <Icon name="check" size={16} /> {amenity}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The row stays while the comparison loads or is missing, so nothing below it moves. */
function PriceInsightRow({ property }: { property: TProperty }) {
  const insight = usePriceInsight(property.id);
  const text = insight.data ? priceInsightText(insight.data) : null;
  let value;
  if (insight.isPending) value = 'Comparing with nearby listings…';
  else if (text) value = text.headline;
  else if (insight.isError) value = 'Comparison not available right now';
  else value = `Too few similar listings in ${property.areaName} to compare`;
  return (
    <div>
      <dt>Against the locality</dt>
      <dd data-insight>
        {value}
        {text && <span className={styles.insightDetail}>{text.detail}</span>}
      </dd>
    </div>
  );
}
