// POST /api/admin/moderation/properties/{id}/decisions: verify, hide, dismiss, warn or suspend.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEnvelope } from '#shared/contracts/envelope.ts';
import type { TDecisionRequest } from '#shared/contracts/moderation.ts';
import { apiRequestEnvelope } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export const decideOn = (propertyId: number, decision: TDecisionRequest) =>
  apiRequestEnvelope<TEnvelope<null>>(`/api/admin/moderation/properties/${propertyId}/decisions`, { method: 'POST', body: decision });

export function useDecide(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: TDecisionRequest) => decideOn(propertyId, decision),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.moderation }),
  });
}
