// GET /api/deals/admin/agent/{agentId}?userId={adminId} (spec section 7): the deals one agent manages.
import { useQuery } from '@tanstack/react-query';
import type { TDeal } from '#shared/contracts/deal.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export function fetchAgentDeals(agentId: number, adminId: number, signal?: AbortSignal): Promise<TDeal[]> {
  return apiGet<TDeal[]>(`/api/deals/admin/agent/${agentId}?userId=${adminId}`, signal);
}

export function useAgentDeals(agentId: number, adminId: number) {
  return useQuery({
    queryKey: adminKeys.agentDeals(agentId),
    queryFn: ({ signal }) => fetchAgentDeals(agentId, adminId, signal),
  });
}
