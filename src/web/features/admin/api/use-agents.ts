// GET /api/users/agents?search= (spec section 7): the admin agents page and the reassign choice.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TUser } from '#shared/contracts/user.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export function fetchAgents(search: string, signal?: AbortSignal): Promise<TUser[]> {
  const query = search ? `?${new URLSearchParams({ search })}` : '';
  return apiGet<TUser[]>(`/api/users/agents${query}`, signal);
}

export function useAgents(search: string) {
  return useQuery({
    queryKey: adminKeys.agents(search),
    queryFn: ({ signal }) => fetchAgents(search, signal),
    placeholderData: keepPreviousData,
  });
}
