// POST /api/properties: the Post Property dialog (spec section 7); the answer is the new property
// itself. Every list and detail may show the new listing, so they all refetch.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProperty, TPropertyCreateRequest } from '#shared/contracts/property.ts';
import { apiRequestBody } from '#web/lib/api-client.ts';
import { newIdempotencyKey } from '#web/lib/idempotency-key.ts';
import { listingKeys } from './query-keys.ts';

/**
 * One per Post Property dialog: sent as Idempotency-Key, so a double click or a retry after a lost
 * answer gets the listing already posted instead of a second one (docs/decisions/0038-idempotency-keys.md).
 */
export const newPostKey = newIdempotencyKey;

export const createProperty = ({ input, postKey }: { input: TPropertyCreateRequest; postKey: string }) =>
  apiRequestBody<TProperty>('/api/properties', { method: 'POST', body: input, headers: { 'idempotency-key': postKey } });

export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProperty,
    // Not awaited: the dialog closes on the answer, and open lists refresh behind it.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}
