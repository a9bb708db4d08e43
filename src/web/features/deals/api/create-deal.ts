// POST /api/deals/create: a new deal at INQUIRY.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDeal, TDealCreateRequest } from '#shared/contracts/deal.ts';
import { apiPost } from '#web/lib/api-client.ts';
import { dealKeys } from './query-keys.ts';
import { useInvalidateDeals } from './use-invalidate-deals.ts';

export const createDeal = (request: TDealCreateRequest) => apiPost<TDeal>('/api/deals/create', request);

export function useCreateDeal() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateDeals();
  return useMutation({
    mutationFn: createDeal,
    onSuccess: (deal) => {
      // The answer is the new deal: the listing's deals (newest first, the Deal Management box) show
      // it at once, while every other list refreshes behind.
      queryClient.setQueryData<TDeal[]>(dealKeys.onProperty(deal.propertyId), (deals) => (deals ? [deal, ...deals] : undefined));
      invalidate();
    },
  });
}
