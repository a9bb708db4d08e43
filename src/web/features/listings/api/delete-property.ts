// DELETE /api/properties/{id}. The spec's client sends no token here; Gruha does, because the server
// decides who may delete (docs/decisions/0010-writes-need-a-sign-in.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '#web/lib/api-client.ts';
import { listingKeys } from './query-keys.ts';

export const deleteProperty = (id: number) => apiDelete<null>(`/api/properties/${id}`);

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProperty,
    onSuccess: (_data, id) => {
      // The listing answers 404 from now on; do not refetch it, only the lists it was in.
      queryClient.removeQueries({ queryKey: listingKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: listingKeys.all });
    },
  });
}
