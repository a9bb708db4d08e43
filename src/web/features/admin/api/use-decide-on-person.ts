// POST /api/admin/moderation/conversation-reports/{id}/decisions: suspend the reported person, or close
// the report with no action.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEnvelope } from '#shared/contracts/envelope.ts';
import type { TPersonDecisionRequest } from '#shared/contracts/moderation.ts';
import { apiRequestEnvelope } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export function useDecideOnPerson(reportId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: TPersonDecisionRequest) =>
      apiRequestEnvelope<TEnvelope<null>>(`/api/admin/moderation/conversation-reports/${reportId}/decisions`, { method: 'POST', body: decision }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.moderation }),
  });
}
