// GET /api/properties/{id}/similar: up to six homes like this one (same or nearby locality, type and
// listing type, close budget), for the property page.
import { useQuery } from '@tanstack/react-query';
import type { TPropertyCard } from '#shared/contracts/property.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { listingKeys } from './query-keys.ts';

export const useSimilarProperties = (id: number) =>
  useQuery({
    queryKey: listingKeys.similar(id),
    queryFn: ({ signal }) => apiGet<TPropertyCard[]>(`/api/properties/${id}/similar`, signal),
    enabled: id > 0,
  });
