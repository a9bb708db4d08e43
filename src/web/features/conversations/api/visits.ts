// Visits: a listing's windows (and its poster's settings), asking for a visit, my visits and acting on one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TListingVisits, TVisitActionRequest, TVisitList, TVisitRequest, TVisitSlotsRequest } from '#shared/contracts/visit.ts';
import { apiGet, apiPost, apiPut } from '#web/lib/api-client.ts';

export const visitKeys = {
  listing: (propertyId: number) => ['visits', 'listing', propertyId] as const,
  mine: () => ['visits', 'mine'] as const,
};

export function useListingVisits(propertyId: number, enabled = true) {
  return useQuery({
    queryKey: visitKeys.listing(propertyId),
    queryFn: ({ signal }) => apiGet<TListingVisits>(`/api/properties/${propertyId}/visit-slots`, signal),
    enabled,
  });
}

export function useSaveListingVisits(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { slots: TVisitSlotsRequest['slots'] } | { phoneVisibility: 'show' | 'conversation' }) =>
      'slots' in change
        ? apiPut<TListingVisits>(`/api/properties/${propertyId}/visit-slots`, change)
        : apiPut<TListingVisits>(`/api/properties/${propertyId}/phone-visibility`, change),
    onSuccess: (data) => queryClient.setQueryData(visitKeys.listing(propertyId), data),
  });
}

export function useRequestVisit(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TVisitRequest) => apiPost<{ visitId: number; conversationId: number }>(`/api/properties/${propertyId}/visits`, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: visitKeys.mine() }),
  });
}

export function useMyVisits() {
  return useQuery({ queryKey: visitKeys.mine(), queryFn: ({ signal }) => apiGet<TVisitList>('/api/visits', signal) });
}

export function useVisitAction(visitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TVisitActionRequest) => apiPost<TVisitList>(`/api/visits/${visitId}/actions`, request),
    onSuccess: (data) => queryClient.setQueryData(visitKeys.mine(), data),
  });
}
