// POST /api/deals/{id}/seller-confirm: the seller confirms registration.
import { useMutation } from '@tanstack/react-query';
import type { TDeal, TSellerConfirmRequest } from '#shared/contracts/deal.ts';
import { apiPost } from '#web/lib/api-client.ts';
import { useInvalidateDeals } from './use-invalidate-deals.ts';

export const confirmRegistration = (dealId: number, request: TSellerConfirmRequest = {}) =>
  apiPost<TDeal>(`/api/deals/${dealId}/seller-confirm`, request);

export function useConfirmRegistration(dealId: number) {
  const invalidate = useInvalidateDeals();
  return useMutation({ mutationFn: () => confirmRegistration(dealId), onSuccess: invalidate });
}
