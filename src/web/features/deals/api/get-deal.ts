// GET /api/deals/{id}: one deal with its timeline and documents (the Deal Details dialog).
import { useQuery } from '@tanstack/react-query';
import type { TDealDetail } from '#shared/contracts/deal.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { dealKeys } from './query-keys.ts';

export const getDeal = (id: number, signal?: AbortSignal) => apiGet<TDealDetail>(`/api/deals/${id}`, signal);

export function useDeal(id: number, enabled = true) {
  return useQuery({
    queryKey: dealKeys.detail(id),
    queryFn: ({ signal }) => getDeal(id, signal),
    enabled,
  });
}
