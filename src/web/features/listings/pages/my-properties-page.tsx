// My Posted Properties, at /my-properties and /dashboard (spec section 2). The route guard sends
// visitors home; this page lists the signed-in user's listings, inactive ones included.
import type { TProperty } from '#shared/contracts/property.ts';
import { usePostProperty } from '../post-property-state.tsx';
import { Icon, type IconName } from '#web/components/icon.tsx';
import { EmptyState, ErrorState } from '#web/components/states.tsx';
import { useSession } from '#web/features/auth/session.tsx';
import { useUserProperties } from '../api/get-user-properties.ts';
import { PropertyGrid } from '../components/property-grid.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import styles from './my-properties-page.module.css';

export default function MyPropertiesPage() {
  const { user } = useSession();
  const { requestPost } = usePostProperty();
  const listings = useUserProperties(user?.id);
  useDocumentTitle('My Properties');

  return (
    <div className="container page">
      <div className={styles.heading}>
        <div>
          <h1 className="page-title">My Posted Properties</h1>
          <p className="page-subtitle">Homes you have listed on Gruha, newest first.</p>
        </div>
        <button type="button" className="btn btn-primary" onClick={requestPost}>
          <Icon name="plus" />
          Post Property
        </button>
      </div>

      {listings.isError ? (
        <ErrorState
          title="No Properties Posted Yet"
          message="Failed to load properties. Please check if the backend is running."
          onRetry={() => void listings.refetch()}
        />
      ) : listings.data && listings.data.length === 0 ? (
        <EmptyState
          title="You have not posted any properties yet"
          message="List your home for sale or rent. Posting is free."
          actions={
            <button type="button" className="btn btn-primary" onClick={requestPost}>
              Post Your First Property
            </button>
          }
        />
      ) : (
        <>
          <StatsBar properties={listings.data} />
          {/* The cards' titles are level 3 headings: this keeps the outline in order. */}
          <h2 className="visually-hidden">Your listings</h2>
          <PropertyGrid properties={listings.data} isLoading={listings.isPending} />
        </>
      )}
    </div>
  );
}

function StatsBar({ properties }: { properties: TProperty[] | undefined }) {
  const count = (keep: (p: TProperty) => boolean) => (properties ? properties.filter(keep).length : null);
  const stats: { label: string; value: number | null; icon: IconName }[] = [
    { label: 'Total Properties', value: count(() => true), icon: 'building' },
    { label: 'For Sale', value: count((p) => p.listingType === 'sale'), icon: 'rupee' },
    { label: 'For Rent', value: count((p) => p.listingType === 'rent'), icon: 'key' },
    { label: 'Verified', value: count((p) => p.isVerified), icon: 'shield' },
  ];
  return (
    <ul className={styles.stats} aria-label="Your listings at a glance">
      {stats.map((stat) => (
        <li key={stat.label} className={`card ${styles.stat}`}>
          <span className={styles.icon}>
            <Icon name={stat.icon} size={20} />
          </span>
          <span className={`${styles.value} tabular`}>{stat.value ?? '–'}</span>
          <span className={styles.label}>{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
