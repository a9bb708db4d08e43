// POST /api/properties: the Post Property dialog (spec section 7). Every list and detail may show
// the new listing, so they all refetch.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProperty, TPropertyCreateRequest } from '../../../../shared/contracts/property.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { listingKeys } from './query-keys.ts';

export const createProperty = (input: TPropertyCreateRequest) => apiPost<TProperty>('/api/properties', input);

export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProperty,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}
