// POST /api/deals/{id}/complete-payment: the agent records the payment, which completes the deal.
import { useMutation } from '@tanstack/react-query';
import type { TCompletePaymentRequest, TDeal } from '#shared/contracts/deal.ts';
import { apiPost } from '#web/lib/api-client.ts';
import { useInvalidateDeals } from './use-invalidate-deals.ts';

export const completePayment = (dealId: number, request: TCompletePaymentRequest = {}) =>
  apiPost<TDeal>(`/api/deals/${dealId}/complete-payment`, request);

export function useCompletePayment(dealId: number) {
  const invalidate = useInvalidateDeals();
  return useMutation({ mutationFn: () => completePayment(dealId), onSuccess: invalidate });
}
