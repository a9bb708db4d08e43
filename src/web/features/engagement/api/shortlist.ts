// GET, PUT and DELETE /api/shortlist: the signed-in person's shortlist. The heart, the header count
// and the Shortlist page read one query, fetched again after each change.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TShortlistItem } from '#shared/contracts/shortlist.ts';
import { apiDelete, apiGet, apiPut } from '#web/lib/api-client.ts';
import { useSession } from '#web/features/auth/session.tsx';

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
      isShortlisted ? apiPut(`/api/shortlist/${propertyId}`) : apiDelete(`/api/shortlist/${propertyId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shortlistKey }),
  });
}
