// GET /api/properties/featured: the home page's Featured Properties list.
import { useQuery } from '@tanstack/react-query';
import type { TProperty } from '../../../../shared/contracts/property.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { listingKeys } from './query-keys.ts';

export const getFeaturedProperties = (signal?: AbortSignal) => apiGet<TProperty[]>('/api/properties/featured', signal);

export function useFeaturedProperties() {
  return useQuery({ queryKey: listingKeys.featured(), queryFn: ({ signal }) => getFeaturedProperties(signal) });
}
