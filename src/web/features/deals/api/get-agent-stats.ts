// GET /api/agents/{id}/stats: the agent dashboard's stat cards.
import { useQuery } from '@tanstack/react-query';
import type { TAgentStats } from '#shared/contracts/deal.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { dealKeys } from './query-keys.ts';

export const getAgentStats = (agentId: number, signal?: AbortSignal) => apiGet<TAgentStats>(`/api/agents/${agentId}/stats`, signal);

export function useAgentStats(agentId: number) {
  return useQuery({ queryKey: dealKeys.agentStats(agentId), queryFn: ({ signal }) => getAgentStats(agentId, signal) });
}
