// GET /api/deals/my-deals?userRole=: the signed-in user's deals as BUYER, SELLER, USER (both),
// AGENT (managed) or ADMIN (every deal).
import { useQuery } from '@tanstack/react-query';
import type { TDeal, TMyDealsRole } from '../../../../shared/contracts/deal.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { useSession } from '../../auth/session.tsx';
import { dealKeys } from './query-keys.ts';

export const getMyDeals = (role: TMyDealsRole, signal?: AbortSignal) =>
  apiGet<TDeal[]>(`/api/deals/my-deals?userRole=${role}`, signal);

export function useMyDeals(role: TMyDealsRole, enabled = true) {
  const { user } = useSession();
  return useQuery({
    queryKey: dealKeys.mine(role, user?.id ?? 0),
    queryFn: ({ signal }) => getMyDeals(role, signal),
    enabled: enabled && user !== null,
  });
}
