// GET /api/properties/{id}/price-insight: the listing's price per sqft against its locality's median
// for that type and BHK, from the database; null when there are too few comparable homes.
import { useQuery } from '@tanstack/react-query';
import type { TPriceInsight } from '#shared/contracts/discovery.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { listingKeys } from './query-keys.ts';

export const usePriceInsight = (id: number) =>
  useQuery({
    queryKey: listingKeys.priceInsight(id),
    queryFn: ({ signal }) => apiGet<TPriceInsight | null>(`/api/properties/${id}/price-insight`, signal),
    enabled: id > 0,
  });
