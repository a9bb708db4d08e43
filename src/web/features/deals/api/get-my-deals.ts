// GET /api/deals/my-deals?userRole=: the signed-in user's deals as BUYER, SELLER, USER (both),
// AGENT (managed) or ADMIN (every deal); with a kind, only purchases or only rentals.
import { useQuery } from '@tanstack/react-query';
import type { TDeal, TMyDealsRole } from '#shared/contracts/deal.ts';
import type { TDealKind } from '#shared/deal-kind.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { useSession } from '#web/features/auth/session.tsx';
import { dealKeys } from './query-keys.ts';

export const getMyDeals = (role: TMyDealsRole, signal?: AbortSignal, kind?: TDealKind) =>
  apiGet<TDeal[]>(`/api/deals/my-deals?userRole=${role}${kind ? `&kind=${kind}` : ''}`, signal);

export function useMyDeals(role: TMyDealsRole, enabled = true, kind?: TDealKind) {
  const { user } = useSession();
  return useQuery({
    queryKey: dealKeys.mine(role, user?.id ?? 0, kind),
    queryFn: ({ signal }) => getMyDeals(role, signal, kind),
    enabled: enabled && user !== null,
  });
}
