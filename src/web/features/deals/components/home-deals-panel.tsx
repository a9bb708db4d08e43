// The Home page's My Deals and Deals on My Properties tabs (spec section 2, Home). Loaded lazily by
// the home page when one of those tabs is selected. Agents and admins get Create New Deal here.
import { useState } from 'react';
import { useSession } from '#web/features/auth/session.tsx';
import { useMyDeals } from '../api/get-my-deals.ts';
import { myDealsRoleOf } from '../api/my-deals-role.ts';
import { CreateDealDialog } from './create-deal-dialog.tsx';
import { DealList } from './deal-list.tsx';
import styles from './deals.module.css';
import { PleaseLogIn } from './please-log-in.tsx';
import { isAgentOrAdmin } from '#shared/policy/roles.ts';

export default function HomeDealsPanel({ tab }: { tab: 'my-deals' | 'property-deals' }) {
  const { user } = useSession();
  const isStaff = isAgentOrAdmin(user);
  const role = tab === 'my-deals' ? myDealsRoleOf(user?.role) : 'SELLER';
  const deals = useMyDeals(role);
  const [isCreating, setIsCreating] = useState(false);
  if (!user) return <PleaseLogIn />;
  return (
    <div>
      {tab === 'my-deals' && isStaff && (
        <div className={styles.panelBar}>
          <button type="button" className="btn btn-primary" onClick={() => setIsCreating(true)}>
            Create New Deal
          </button>
        </div>
      )}
      <DealList
        deals={deals.data}
        isLoading={deals.isLoading}
        isError={deals.isError}
        onRetry={() => deals.refetch()}
        variant={tab === 'property-deals' ? 'seller' : isStaff ? 'agent' : 'buyer'}
      />
      {/* The new deal shows up in this list, which is the My Deals tab (spec section 4, create-deal flow). */}
      {isCreating && <CreateDealDialog onClose={() => setIsCreating(false)} />}
    </div>
  );
}
