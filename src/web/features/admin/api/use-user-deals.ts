// The selected person's deals on the admin users page: GET /api/deals/my-deals with their userId, once as
// buyer or seller (USER) and once as the managing agent (AGENT), merged by deal id (spec section 7).
import { useQuery } from '@tanstack/react-query';
import type { TDeal, TMyDealsRole } from '#shared/contracts/deal.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

function fetchMyDeals(userId: number, userRole: TMyDealsRole, signal?: AbortSignal) {
  return apiGet<TDeal[]>(`/api/deals/my-deals?${new URLSearchParams({ userId: String(userId), userRole })}`, signal);
}

export async function fetchUserDeals(userId: number, signal?: AbortSignal): Promise<TDeal[]> {
  // An account's role can change, so both parts are asked for whatever the current role is.
  const [asParty, asAgent] = await Promise.all([fetchMyDeals(userId, 'USER', signal), fetchMyDeals(userId, 'AGENT', signal)]);
  const byId = new Map<number, TDeal>();
  for (const deal of [...asParty, ...asAgent]) byId.set(deal.id, deal);
  return [...byId.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export function useUserDeals(userId: number) {
  return useQuery({ queryKey: adminKeys.userDeals(userId), queryFn: ({ signal }) => fetchUserDeals(userId, signal) });
}
