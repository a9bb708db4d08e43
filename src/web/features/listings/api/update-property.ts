// PUT /api/properties/{id}: the Edit Property dialog (spec section 7).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProperty, TPropertyUpdateRequest } from '../../../../shared/contracts/property.ts';
import { apiPut } from '../../../lib/api-client.ts';
import { listingKeys } from './query-keys.ts';

export const updateProperty = ({ id, input }: { id: number; input: TPropertyUpdateRequest }) =>
  apiPut<TProperty>(`/api/properties/${id}`, input);

export function useUpdateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProperty,
    onSuccess: (property) => {
      // The detail page shows the answer at once; lists refetch.
      queryClient.setQueryData(listingKeys.detail(property.id), property);
      return queryClient.invalidateQueries({ queryKey: listingKeys.all });
    },
  });
}
