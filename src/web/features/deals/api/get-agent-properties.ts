// GET /api/agents/{id}/all-properties: managed listings (dashboard) or, with scope=available and a
// buyerId, the listings a new deal can be made on, each saying whether that buyer already has one.
import { useQuery } from '@tanstack/react-query';
import type { TAgentProperty } from '#shared/contracts/deal.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { dealKeys } from './query-keys.ts';

type Scope = 'managed' | 'available';
/** For the available scope: the buyer whose deals are marked, search text, and a listing to put first. */
type Options = { buyerId?: number; q?: string; propertyId?: number };

export function getAgentProperties(agentId: number, scope: Scope, { buyerId, q, propertyId }: Options = {}, signal?: AbortSignal) {
  const query = new URLSearchParams({ scope });
  if (buyerId) query.set('buyerId', String(buyerId));
  if (q?.trim()) query.set('q', q.trim());
  if (propertyId) query.set('propertyId', String(propertyId));
  return apiGet<TAgentProperty[]>(`/api/agents/${agentId}/all-properties?${query}`, signal);
}

export function useAgentProperties(agentId: number, scope: Scope, options: Options = {}) {
  return useQuery({
    queryKey: [...dealKeys.agentProperties(agentId, scope, options.buyerId), options.q?.trim() ?? '', options.propertyId ?? null],
    queryFn: ({ signal }) => getAgentProperties(agentId, scope, options, signal),
    // The list stays while the next search loads, instead of flashing the loading state on each word.
    placeholderData: (previous) => previous,
  });
}
