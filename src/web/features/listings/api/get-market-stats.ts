// GET /api/stats: the home page's figures, counted by the server.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMarketStats } from '#shared/contracts/stats.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { listingKeys } from './query-keys.ts';

export const getMarketStats = (signal?: AbortSignal) => apiGet<TMarketStats>('/api/stats', signal);

/** Shared by the hook and the first page's prefetch (app/first-view.ts). Under listingKeys.all, so a post or edit recounts. */
export const marketStatsQuery = () => queryOptions({ queryKey: listingKeys.stats(), queryFn: ({ signal }) => getMarketStats(signal) });

export const useMarketStats = () => useQuery(marketStatsQuery());
