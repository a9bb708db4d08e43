// POST /api/deals/create: a new deal at INQUIRY.
import { useMutation } from '@tanstack/react-query';
import type { TDeal, TDealCreateRequest } from '../../../../shared/contracts/deal.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { useInvalidateDeals } from './use-invalidate-deals.ts';

export const createDeal = (request: TDealCreateRequest) => apiPost<TDeal>('/api/deals/create', request);

export function useCreateDeal() {
  const invalidate = useInvalidateDeals();
  return useMutation({ mutationFn: createDeal, onSuccess: invalidate });
}
