// How many deals the signed-in user has as a party, and on their own properties, so the home page
// shows its My Deals and Deals on My Properties tabs only if any (spec section 2, Home). A visitor
// gets zeros without a request.
import { useSession } from '#web/features/auth/session.tsx';
import { myDealsRoleOf } from './my-deals-role.ts';
import { useMyDeals } from './get-my-deals.ts';

export function useHomeDealCounts(): { myDeals: number; propertyDeals: number } {
  const { user } = useSession();
  const mine = useMyDeals(myDealsRoleOf(user?.role), user !== null);
  const onMyProperties = useMyDeals('SELLER', user !== null);
  if (!user) return { myDeals: 0, propertyDeals: 0 };
  return { myDeals: mine.data?.length ?? 0, propertyDeals: onMyProperties.data?.length ?? 0 };
}
