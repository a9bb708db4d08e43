// GET /api/deals/property/{id}: the deals on a listing the caller may see (an agent's own, all for
// admins), for the Deal Management box.
import { useQuery } from '@tanstack/react-query';
import type { TDeal } from '#shared/contracts/deal.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { dealKeys } from './query-keys.ts';

export const getPropertyDeals = (propertyId: number, signal?: AbortSignal) => apiGet<TDeal[]>(`/api/deals/property/${propertyId}`, signal);

export function usePropertyDeals(propertyId: number) {
  return useQuery({
    queryKey: dealKeys.onProperty(propertyId),
    queryFn: ({ signal }) => getPropertyDeals(propertyId, signal),
  });
}
