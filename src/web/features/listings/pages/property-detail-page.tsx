// /property/{id} (spec section 2, Property detail).
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PROPERTY_MESSAGES } from '#shared/contracts/property-messages.ts';
import type { TProperty } from '#shared/contracts/property.ts';
import { formatIndianNumber } from '#shared/money.ts';
import { paths } from '#web/app/paths.ts';
import { Icon } from '#web/components/icon.tsx';
import { EmptyState, ErrorState, LoadingState } from '#web/components/states.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useHasHydrated } from '#web/lib/use-has-hydrated.ts';
import { useIsNear } from '#web/lib/use-is-near.ts';
import { useSession } from '#web/features/auth/session.tsx';
import { useProperty } from '../api/get-property.ts';
import { ContactActions } from '../components/contact-actions.tsx';
import { CompareToggle } from '#web/features/engagement/components/compare-toggle.tsx';
import { EmiCalculatorSlot } from '#web/features/engagement/components/emi-calculator-slot.tsx';
import { LocalityLink } from '#web/features/localities/locality-link.tsx';
import { ShortlistHeart } from '#web/features/engagement/components/shortlist-heart.tsx';
import { listingTag, priceLabel } from '../components/listing-facts.ts';
import { PropertyDetailsSection } from '../components/property-details-section.tsx';
import { PropertyGallery } from '../components/property-gallery.tsx';
import { HomeLocation } from '../components/home-location.tsx';
import { PlaceFacts } from '../components/place-facts.tsx';
import { ShareActions } from '../components/share-actions.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import styles from './property-detail-page.module.css';
import { canManageListing, isAgentOrAdmin } from '#shared/policy/roles.ts';
import { freshnessLine, notListedLine } from '#shared/listing-lifecycle.ts';
import { ListingTrustNotes } from '../components/listing-trust-notes.tsx';
import ListingTrust from '../components/listing-trust.tsx';
import { rememberViewed, type RecentHome } from '../components/recently-viewed.ts';

// Agent and admin code is not shipped to other viewers.
const DealManagementBox = lazy(() => import('#web/features/deals/components/deal-management-box.tsx'));
// The poster's Edit and Delete, as on their card: loaded only for them.
const OwnerActions = lazy(() => import('../components/owner-actions.tsx').then((m) => ({ default: m.OwnerActions })));
// Gruha's decisions, for the poster and admins only: with the moderation contract it brings, it is the
// largest piece of the page's code.
const ModerationHistory = lazy(() => import('../components/moderation-history.tsx').then((m) => ({ default: m.ModerationHistory })));
// Below the fold, and made of data the first view does not carry: similar and recently viewed homes
// load when the reader scrolls near them, once the app has the page (drawn by the server, they were a
// loading note whose stylesheet came only with their script).
const MoreHomes = lazy(() => import('../components/more-homes.tsx'));

export default function PropertyDetailPage() {
  const params = useParams();
  const navigate = useNavigate();
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : 0;
  const property = useProperty(id);
  const isNotFound = id === 0 || (property.error instanceof ApiError && (property.error.status === 404 || property.error.status === 400));
  useDocumentTitle(isNotFound ? 'Property not found' : property.data?.title);

  // Back to where the visitor came from; straight to home when they arrived by a shared link.
  const goBack = () => (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0 ? navigate(-1) : navigate(paths.home()));
  const homeButton = (
    <button type="button" className="btn btn-primary" onClick={() => navigate(paths.home())}>
      Go back to home
    </button>
  );

  let content;
  if (isNotFound && property.error?.message === PROPERTY_MESSAGES.removedByModerators) {
    content = <EmptyState icon="alert" title="Listing removed" message={PROPERTY_MESSAGES.removedByModerators} actions={homeButton} />;
  } else if (isNotFound) {
    content = <EmptyState title="Property not found" message="It may have been sold, rented or removed." actions={homeButton} />;
  } else if (property.isPending) {
    content = <LoadingState label="Loading property details..." />;
  } else if (property.isError) {
    content = (
      <>
        <ErrorState title="Failed to load property details." message={property.error.message} onRetry={() => void property.refetch()} />
        <div className={styles.center}>{homeButton}</div>
      </>
    );
  } else {
    content = <PropertyView property={property.data} />;
  }

  return (
    <div className="container page">
      <button type="button" className={`btn btn-ghost ${styles.back}`} onClick={goBack}>
        <Icon name="arrowLeft" size={16} /> Back
      </button>
      {content}
    </div>
  );
}

function PropertyView({ property }: { property: TProperty }) {
  const { user } = useSession();
  const { price, perMonth } = priceLabel(property);
  const city = property.cityName || property.city || 'Hyderabad';
  const location = `${property.areaName ? `${property.areaName}, ${city}` : city}${property.pincode ? ` - ${property.pincode}` : ''}`;
  const posterName = `${property.user.firstName} ${property.user.lastName}`.trim();
  const canManageDeals = isAgentOrAdmin(user);
  const canManage = canManageListing(user, property.user.id);
  const hasHydrated = useHasHydrated();
  const notListed = notListedLine(property.status);
  const isListed = notListed === null && property.reviewState === null;
  const facts = [
    property.bedrooms > 0 && { icon: 'bed' as const, label: 'Bedrooms', value: String(property.bedrooms) },
    property.bathrooms > 0 && { icon: 'bath' as const, label: 'Bathrooms', value: String(property.bathrooms) },
    property.areaSqft && { icon: 'area' as const, label: 'Area', value: `${formatIndianNumber(property.areaSqft)} sqft` },
    { icon: 'building' as const, label: 'Type', value: property.propertyType || property.type },
  ].filter((fact) => !!fact);

  return (
    <>
      {notListed && (
        <div className="banner banner-warning" role="status">
          {notListed} Similar homes that are still listed are below.
        </div>
      )}
      {property.reviewState === 'under_review' && (
        <p className="banner banner-warning" role="status">
          This listing is under review: people reported it, and it is out of search until Gruha has checked it.
        </p>
      )}
      {property.reviewState === 'price_check' && (
        <div className="banner banner-warning" role="status">
          <p>This listing is waiting for a check of its price, and is out of search until Gruha has checked it.</p>
          {property.priceCheckReason && <p>{property.priceCheckReason}</p>}
        </div>
      )}
      {property.reviewState === 'hidden' && (
        <p className="banner banner-error" role="status">
          An admin took this listing down. Only you and Gruha&apos;s admins can see it.
        </p>
      )}
      <article className={styles.layout}>
        <div className={styles.mainColumn}>
          <div className={styles.galleryCell}>
            <PropertyGallery property={property} />
          </div>
          <div className={styles.detailsCell}>
            <PropertyDetailsSection property={property} />
            {property.listingType === 'sale' && <EmiCalculatorSlot price={property.price} />}
            <HomeLocation property={property} />
          </div>
        </div>
        <aside className={styles.side}>
          <div className={`card ${styles.summary}`}>
            <div className={styles.badges}>
              {property.isAdminFeatured && <span className="badge badge-accent">Featured</span>}
              {property.isVerified && <span className="badge badge-success">Verified</span>}
              {property.isReadyToMove && <span className="badge badge-info">Ready to Move</span>}
              <span className="badge badge-primary">{listingTag(property)}</span>
            </div>
            <p className={`${styles.price} tabular`}>
              {price}
              {perMonth && <span className={styles.perMonth}>/month</span>}
            </p>
            <h1 className={styles.title}>{property.title}</h1>
            <p className={styles.location}>
              <Icon name="location" size={16} /> {location}
            </p>
            <p className={styles.freshness}>{freshnessLine(property)}</p>
            <LocalityLink areaName={property.areaName} />
            <PlaceFacts property={property} className={styles.location} />
            <ul className={styles.facts}>
              {facts.map((fact) => (
                <li key={fact.label} className={styles.fact}>
                  <Icon name={fact.icon} size={20} />
                  <span className={styles.factValue}>{fact.value}</span>
                  <span className={styles.factLabel}>{fact.label}</span>
                </li>
              ))}
            </ul>
            <p className={styles.greeting}>
              <Icon name="user" size={18} />
              <span>
                Namaste! I&apos;m <strong>{posterName}</strong>, the {property.ownerType === 'broker' ? 'broker' : 'owner'} of this property.
              </span>
            </p>
            {isListed && <ContactActions property={property} />}
            {/* Made of data the first view does not carry: drawn once the app has the page. */}
            {hasHydrated && <ListingTrust property={property} />}
            <ShortlistHeart propertyId={property.id} title={property.title} variant="button" />
            <CompareToggle propertyId={property.id} />
            <ShareActions property={property} />
            {canManage && (
              <Suspense fallback={null}>
                <OwnerActions property={property} />
              </Suspense>
            )}
            {canManage && hasHydrated && (
              <Suspense fallback={null}>
                <ModerationHistory propertyId={property.id} />
              </Suspense>
            )}
            <ListingTrustNotes property={property} posterName={posterName} />
          </div>
          {canManageDeals && (
            <Suspense fallback={<LoadingState label="Checking deals..." />}>
              <DealManagementBox propertyId={property.id} listingType={property.listingType} />
            </Suspense>
          )}
        </aside>
      </article>
      {hasHydrated && <MoreHomesSlot property={property} />}
    </>
  );
}

/** Where similar and recently viewed homes go. The home is remembered as viewed at once, whether or not they are shown. */
function MoreHomesSlot({ property }: { property: TProperty }) {
  // The server knows nothing of this browser's history: read once the app has the page.
  const [viewedBefore, setViewedBefore] = useState<RecentHome[]>([]);
  useEffect(() => setViewedBefore(rememberViewed(property)), [property]);
  const [slot, isNear] = useIsNear<HTMLDivElement>();
  if (!isNear) return <div ref={slot} />;
  return (
    <Suspense fallback={null}>
      <MoreHomes property={property} viewedBefore={viewedBefore} />
    </Suspense>
  );
}
