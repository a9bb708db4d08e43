// GET /api/properties/{id}/contact: 'Get Phone No.' for signed-in users; fetched only on request.
import { useQuery } from '@tanstack/react-query';
import type { TPosterContact } from '#shared/contracts/property.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { listingKeys } from './query-keys.ts';

export const getPosterContact = (id: number, signal?: AbortSignal) => apiGet<TPosterContact>(`/api/properties/${id}/contact`, signal);

export function usePosterContact(id: number, { enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: listingKeys.contact(id), queryFn: ({ signal }) => getPosterContact(id, signal), enabled });
}
