// PUT /api/deals/{id}/stage: move a deal (or log a visit at its current stage) with a date and notes.
import { useMutation } from '@tanstack/react-query';
import type { TDeal, TStageUpdateRequest } from '#shared/contracts/deal.ts';
import { apiPut } from '#web/lib/api-client.ts';
import { useInvalidateDeals } from './use-invalidate-deals.ts';

export const updateStage = (dealId: number, request: TStageUpdateRequest) => apiPut<TDeal>(`/api/deals/${dealId}/stage`, request);

export function useUpdateStage(dealId: number) {
  const invalidate = useInvalidateDeals();
  return useMutation({ mutationFn: (request: TStageUpdateRequest) => updateStage(dealId, request), onSuccess: invalidate });
}
