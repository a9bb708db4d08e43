// GET /api/agents/{id}/all-properties: managed listings (dashboard) or, with scope=available and a
// buyerId, the listings a new deal can be made on, each saying whether that buyer already has one.
import { useQuery } from '@tanstack/react-query';
import type { TAgentProperty } from '../../../../shared/contracts/deal.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { dealKeys } from './query-keys.ts';

type Scope = 'managed' | 'available';

export function getAgentProperties(agentId: number, scope: Scope, buyerId?: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ scope });
  if (buyerId) query.set('buyerId', String(buyerId));
  return apiGet<TAgentProperty[]>(`/api/agents/${agentId}/all-properties?${query}`, signal);
}

export function useAgentProperties(agentId: number, scope: Scope, buyerId?: number) {
  return useQuery({
    queryKey: dealKeys.agentProperties(agentId, scope, buyerId),
    queryFn: ({ signal }) => getAgentProperties(agentId, scope, buyerId, signal),
  });
}
