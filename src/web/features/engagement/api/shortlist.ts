// GET, PUT and DELETE /api/shortlist: the signed-in person's shortlist. The heart, the header count
// and the Shortlist page read one query; a change answers the whole list, which replaces it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TShortlistItem } from '../../../../shared/contracts/shortlist.ts';
import { apiDelete, apiGet, apiPut } from '../../../lib/api-client.ts';
import { useSession } from '../../auth/session.tsx';

export const shortlistKey = ['shortlist'] as const;

export function useShortlist() {
  const { isAuthenticated } = useSession();
  return useQuery({
    queryKey: shortlistKey,
    queryFn: ({ signal }) => apiGet<TShortlistItem[]>('/api/shortlist', signal),
    enabled: isAuthenticated,
  });
}

export function useShortlistIds(): Set<number> {
  const shortlist = useShortlist();
  return new Set((shortlist.data ?? []).map((item) => item.propertyId));
}

export function useSetShortlisted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId, isShortlisted }: { propertyId: number; isShortlisted: boolean }) =>
      isShortlisted ? apiPut<TShortlistItem[]>(`/api/shortlist/${propertyId}`) : apiDelete<TShortlistItem[]>(`/api/shortlist/${propertyId}`),
    onSuccess: (list) => queryClient.setQueryData(shortlistKey, list),
  });
}
