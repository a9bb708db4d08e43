// GET /api/properties/{id}/price-insight: the listing's price per sqft against its locality's median
// for that type and BHK, from the database; null when there are too few comparable homes (issue 15).
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { listingKeys } from './query-keys.ts';

export type PriceInsight = {
  pricePerSqft: number;
  medianPricePerSqft: number;
  percentDiff: number;
  areaName: string;
  bedrooms: number;
  propertyType: string;
  listingType: 'sale' | 'rent';
  sampleSize: number;
};

export const usePriceInsight = (id: number) =>
  useQuery({
    queryKey: listingKeys.priceInsight(id),
    queryFn: ({ signal }) => apiGet<PriceInsight | null>(`/api/properties/${id}/price-insight`, signal),
    enabled: id > 0,
  });
