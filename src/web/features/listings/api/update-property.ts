// PUT /api/properties/{id}: the Edit Property dialog (spec section 7), sent with If-Match: the
// version the form was filled from, so an edit never silently undoes someone else's (412). The
// answer is the updated property itself.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProperty, TPropertyUpdateRequest } from '#shared/contracts/property.ts';
import { ApiError, apiRequestBody } from '#web/lib/api-client.ts';
import { listingKeys } from './query-keys.ts';

type UpdateVariables = { id: number; input: TPropertyUpdateRequest; version: number };

export const updateProperty = ({ id, input, version }: UpdateVariables) =>
  apiRequestBody<TProperty>(`/api/properties/${id}`, { method: 'PUT', body: input, headers: { 'if-match': `"${version}"` } });

export function useUpdateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProperty,
    onSuccess: (property) => {
      // The detail page shows the answer at once; lists refresh behind, not awaited.
      queryClient.setQueryData(listingKeys.detail(property.id), property);
      void queryClient.invalidateQueries({ queryKey: listingKeys.all });
    },
    onError: (error) => {
      // Changed by someone else: the page and the dialog, opened again, show that change.
      if (error instanceof ApiError && error.status === 412) void queryClient.invalidateQueries({ queryKey: listingKeys.all });
    },
  });
}
