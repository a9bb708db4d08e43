// The app's one QueryClient setup, the same in the browser and when the server renders a first view.
import { QueryClient } from '@tanstack/react-query';

export const createQueryClient = () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } });
