// POST /api/users/{id}/reassign-deals: moves an agent's active deals to another agent, so that the
// first can be deleted.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZReassignDealsRequest, ZReassignDealsResponse } from '#shared/contracts/admin-users.ts';
import { apiRequestEnvelope } from '#web/lib/api-client.ts';

type TReassignDealsResponse = z.infer<typeof ZReassignDealsResponse>;

export async function reassignDeals(fromAgentId: number, body: z.input<typeof ZReassignDealsRequest>) {
  return apiRequestEnvelope<{ data: TReassignDealsResponse; message?: string }>(`/api/users/${fromAgentId}/reassign-deals`, {
    method: 'POST',
    body,
  });
}

export function useReassignDeals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fromAgentId, toAgentId }: { fromAgentId: number; toAgentId: number }) => reassignDeals(fromAgentId, { toAgentId }),
    // Deals appear on many pages (admin deals, dashboards, my deals) whose keys belong to other features.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
