// GET /api/properties/featured: the home page's Featured Properties list.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPropertyCard } from '#shared/contracts/property.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { listingKeys } from './query-keys.ts';

export const getFeaturedProperties = (signal?: AbortSignal) => apiGet<TPropertyCard[]>('/api/properties/featured', signal);

/** Shared by the hook and the first page's prefetch (app/prefetch-route-data.ts). */
export const featuredPropertiesQuery = () =>
  queryOptions({ queryKey: listingKeys.featured(), queryFn: ({ signal }) => getFeaturedProperties(signal) });

export const useFeaturedProperties = () => useQuery(featuredPropertiesQuery());
