// The listing card (spec section 2, Property card). The title link stretches over the whole card so
// a click anywhere opens the detail, while the owner's Edit and Delete stay separate buttons.
import { lazy, memo, Suspense } from 'react';
import { Link } from '#web/components/link.tsx';
import type { TPropertyCard } from '#shared/contracts/property.ts';
import { formatIndianNumber } from '#shared/money.ts';
import { countOf } from '#shared/count-of.ts';
import { paths } from '#web/app/paths.ts';
import { Icon } from '#web/components/icon.tsx';
import { useSessionUser } from '#web/features/auth/session.tsx';
import { amenityList, listingTag, locationLine, priceLabel } from './listing-facts.ts';
import styles from './property-card.module.css';
import { PlaceFacts } from './place-facts.tsx';
import { PropertyImage } from './property-image.tsx';
import { ShortlistHeart } from '#web/features/engagement/components/shortlist-heart.tsx';
import { CompareToggle } from '#web/features/engagement/components/compare-toggle.tsx';
import { canManageListing } from '#shared/policy/roles.ts';
import { AWAITING_CONFIRMATION_NOTE, freshnessLine, notListedBadge } from '#shared/listing-lifecycle.ts';

// Only a poster sees these on their own cards: the dialogs behind them load when such a card shows.
const OwnerActions = lazy(() => import('./owner-actions.tsx').then((m) => ({ default: m.OwnerActions })));

const AMENITY_PREVIEW = 3;

/**
 * `isPriority`: the card's picture is likely the page's largest paint (the first card of a list).
 * Memoised: a page's own state changes (a sheet or dialog opening, the next page loading) leave
 * its 20 to 50 cards alone, which at phone speed is most of the time such a change would take.
 */
export const PropertyCard = memo(function PropertyCard({ property, isPriority = false }: { property: TPropertyCard; isPriority?: boolean }) {
  const user = useSessionUser();
  // The owner edits and deletes; an admin may too (spec section 6: an admin marks listings Verified on edit).
  const canManage = canManageListing(user, property.user.id);
  const { price, perMonth } = priceLabel(property);
  const amenities = amenityList(property.amenities);
  const posterName = `${property.user.firstName} ${property.user.lastName}`.trim();

  return (
    <article className={`card ${styles.card}`}>
      <div className={styles.media}>
        <PropertyImage src={property.thumbnailUrl ?? property.imageUrl} alt={property.title} isPriority={isPriority} />
        <div className={styles.badges}>
          {/* Featured is Gruha's own choice, not the spec's flag every listing carries (docs/decisions/0028-listing-states-and-badges.md). */}
          {property.isAdminFeatured && <span className="badge badge-accent">Featured</span>}
          {notListedBadge(property.status) && <span className="badge">{notListedBadge(property.status)}</span>}
          {property.isVerified && (
            <span className="badge badge-success">
              <Icon name="shield" size={12} /> Verified
            </span>
          )}
          {property.isReadyToMove && <span className="badge badge-info">Ready to Move</span>}
        </div>
        <span className={`${styles.tag} ${property.listingType === 'rent' ? styles.tagRent : ''}`}>{listingTag(property)}</span>
        <ShortlistHeart propertyId={property.id} title={property.title} />
      </div>

      <div className={styles.body}>
        <p className={`${styles.price} tabular`}>
          {price}
          {perMonth && <span className={styles.perMonth}>/month</span>}
        </p>
        <h3 className={styles.title}>
          <Link to={paths.property(property.id)} className={styles.link}>
            {property.title}
          </Link>
        </h3>
        <p className={styles.location}>
          <Icon name="location" size={14} /> {locationLine(property)}
        </p>
        <PlaceFacts property={property} className={styles.place} />
        <div className={styles.kinds}>
          <span className="badge">{property.propertyType || property.type}</span>
          <span className="badge">{property.ownerType === 'broker' ? 'Broker' : 'Owner'}</span>
        </div>
        <Facts property={property} />
        {/* Written by the server from the facts' declarations, which the first view's JavaScript does not carry. */}
        {property.keyFacts.length > 0 && <p className={styles.keyFacts}>{property.keyFacts.join(' · ')}</p>}
        {amenities.length > 0 && (
          <p className={styles.amenities}>
            {amenities.slice(0, AMENITY_PREVIEW).join(', ')}
            {amenities.length > AMENITY_PREVIEW && '…'}
          </p>
        )}
        <p className={styles.freshness}>{freshnessLine(property)}</p>
        {property.status === 'unconfirmed' && <p className={styles.freshness}>{AWAITING_CONFIRMATION_NOTE}</p>}
        <p className={styles.poster}>Posted by {posterName || 'Owner'}</p>
        <CompareToggle propertyId={property.id} title={property.title} variant="card" />
        {canManage && (
          <div className={styles.ownerActions}>
            <Suspense fallback={null}>
              <OwnerActions property={property} />
            </Suspense>
          </div>
        )}
      </div>
    </article>
  );
});

function Facts({ property }: { property: TPropertyCard }) {
  const facts = [
    property.areaSqft && property.areaSqft > 0 ? { icon: 'area' as const, text: `${formatIndianNumber(property.areaSqft)} sqft` } : null,
    property.bedrooms > 0 ? { icon: 'bed' as const, text: countOf(property.bedrooms, 'Bed') } : null,
    property.bathrooms > 0 ? { icon: 'bath' as const, text: countOf(property.bathrooms, 'Bath') } : null,
  ].filter((fact) => fact !== null);
  if (facts.length === 0) return null;
  return (
    <ul className={styles.facts}>
      {facts.map((fact) => (
        <li key={fact.icon}>
          <Icon name={fact.icon} size={16} /> {fact.text}
        </li>
      ))}
    </ul>
  );
}
