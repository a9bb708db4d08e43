// The app's one QueryClient setup, the same in the browser and when the server renders a first view.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.ts';

/**
 * A read is tried once more only when asking again could help: the network failed (status 0) or the
 * server was in trouble (5xx). A refusal or a missing record (4xx) answers the same the second time,
 * and retrying it only keeps the person waiting for the not-found or error state.
 */
const retryOnce = (failureCount: number, error: unknown) =>
  failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: retryOnce, refetchOnWindowFocus: false } } });
