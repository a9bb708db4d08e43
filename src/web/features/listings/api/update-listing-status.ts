// PUT /api/properties/{id}/status: the poster's one tap (still available, rented out, sold). The
// answer is the listing as it is now.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPosterStatus } from '#shared/listing-lifecycle.ts';
import type { TProperty } from '#shared/contracts/property.ts';
import { apiRequestBody } from '#web/lib/api-client.ts';
import { listingKeys } from './query-keys.ts';

export const updateListingStatus = ({ id, status }: { id: number; status: TPosterStatus }) =>
  apiRequestBody<TProperty>(`/api/properties/${id}/status`, { method: 'PUT', body: { status } });

export function useUpdateListingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateListingStatus,
    onSuccess: (property) => {
      queryClient.setQueryData(listingKeys.detail(property.id), property);
      void queryClient.invalidateQueries({ queryKey: listingKeys.all });
    },
  });
}
