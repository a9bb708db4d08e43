// /api/saved-searches: save the search on screen, list, rename or change, delete.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSavedSearch, TSavedSearchCreate, TSavedSearchUpdate } from '#shared/contracts/saved-search.ts';
import { apiDelete, apiGet, apiPost, apiPut } from '#web/lib/api-client.ts';
import { useSession } from '#web/features/auth/session.tsx';

export const savedSearchesKey = ['saved-searches'] as const;

export function useSavedSearches() {
  const { isAuthenticated } = useSession();
  return useQuery({
    queryKey: savedSearchesKey,
    queryFn: ({ signal }) => apiGet<TSavedSearch[]>('/api/saved-searches', signal),
    enabled: isAuthenticated,
  });
}

function useSavedSearchChange<T>(change: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey }) });
}

export const useCreateSavedSearch = () => useSavedSearchChange((input: TSavedSearchCreate) => apiPost<TSavedSearch>('/api/saved-searches', input));
export const useUpdateSavedSearch = () =>
  useSavedSearchChange(({ id, ...change }: TSavedSearchUpdate & { id: number }) => apiPut<TSavedSearch>(`/api/saved-searches/${id}`, change));
export const useDeleteSavedSearch = () => useSavedSearchChange((id: number) => apiDelete(`/api/saved-searches/${id}`));
