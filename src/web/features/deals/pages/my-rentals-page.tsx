// /my-rentals: rentals are not purchases. A tenant sees the homes they are renting, an
// owner the homes they are letting out, each deal with its monthly rent, deposit and rental stages.
import { Link } from '#web/components/link.tsx';
import { paths } from '#web/app/paths.ts';
import { LoadingState } from '#web/components/states.tsx';
import { useSession } from '#web/features/auth/session.tsx';
import { useMyDeals } from '../api/get-my-deals.ts';
import { DealList } from '../components/deal-list.tsx';
import { PleaseLogIn } from '../components/please-log-in.tsx';
import styles from './deal-pages.module.css';

export default function MyRentalsPage() {
  const { user, isLoading } = useSession();
  const asTenant = useMyDeals('BUYER', true, 'rental');
  const asOwner = useMyDeals('SELLER', true, 'rental');
  if (isLoading) return <LoadingState />;
  return (
    <div className="container page">
      <h1 className="page-title">My Rentals</h1>
      <p className="page-subtitle">
        Homes you rent or let out through a Gruha agent, from inquiry to moving in. Buying? See <Link to={paths.myDeals()}>My Purchase Deals</Link>.
      </p>
      {!user ? (
        <PleaseLogIn />
      ) : (
        <>
          <section className={styles.section} aria-labelledby="rentals-tenant">
            <h2 id="rentals-tenant" className={styles.sectionTitle}>
              Homes you are renting
            </h2>
            <DealList
              deals={asTenant.data}
              isLoading={asTenant.isLoading}
              isError={asTenant.isError}
              onRetry={() => asTenant.refetch()}
              variant="buyer"
              emptyTitle="No rentals yet"
              emptyMessage="When an agent starts a rental for a home you asked about, it appears here."
              emptyActions={
                <Link className="btn btn-primary" to={paths.search({ listingType: 'rent' })}>
                  Browse Homes for Rent
                </Link>
              }
            />
          </section>
          <section className={styles.section} aria-labelledby="rentals-owner">
            <h2 id="rentals-owner" className={styles.sectionTitle}>
              Your homes let out
            </h2>
            <DealList
              deals={asOwner.data}
              isLoading={asOwner.isLoading}
              isError={asOwner.isError}
              onRetry={() => asOwner.refetch()}
              variant="seller"
              emptyTitle="No tenants yet"
              emptyMessage="Rentals on homes you list for rent appear here once an agent starts one."
            />
          </section>
        </>
      )}
    </div>
  );
}
