// /my-deals and /buyer-deals: the buyer's 'My Purchase Deals' (spec section 2); rentals have their
// own list, My Rentals.
import { Link } from '#web/components/link.tsx';
import { paths } from '#web/app/paths.ts';
import { LoadingState } from '#web/components/states.tsx';
import { useSession } from '#web/features/auth/session.tsx';
import { useMyDeals } from '../api/get-my-deals.ts';
import { DealList } from '../components/deal-list.tsx';
import { PleaseLogIn } from '../components/please-log-in.tsx';

export default function MyDealsPage() {
  const { user, isLoading } = useSession();
  const deals = useMyDeals('BUYER', true, 'purchase');
  if (isLoading) return <LoadingState />;
  return (
    <div className="container page">
      <h1 className="page-title">My Purchase Deals</h1>
      <p className="page-subtitle">
        Homes you are buying through a Gruha agent, stage by stage. Renting? See <Link to={paths.myRentals()}>My Rentals</Link>.
      </p>
      {!user ? (
        <PleaseLogIn />
      ) : (
        <DealList
          deals={deals.data}
          isLoading={deals.isLoading}
          isError={deals.isError}
          onRetry={() => deals.refetch()}
          variant="buyer"
          emptyTitle="No purchase deals yet"
          emptyMessage="When an agent starts a deal for a home you asked about, it appears here."
          emptyActions={
            <Link className="btn btn-primary" to={paths.search()}>
              Browse Properties
            </Link>
          }
        />
      )}
    </div>
  );
}
