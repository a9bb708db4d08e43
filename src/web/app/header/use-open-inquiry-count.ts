// GET /api/inquiries/count: open Contact Agent inquiries, the badge on the agent dashboard button
// (the spec's always-0 count made real by inquiries: docs/decisions/0046-deals-created-and-moved.md).
import { useQuery } from '@tanstack/react-query';
import type { TInquiryCount } from '#shared/contracts/deal.ts';
import { apiGet } from '#web/lib/api-client.ts';

const REFRESH_MS = 60_000;

export const getOpenInquiryCount = (signal?: AbortSignal) => apiGet<TInquiryCount>('/api/inquiries/count', signal);

export function useOpenInquiryCount(isEnabled: boolean) {
  return useQuery({
    queryKey: ['inquiries', 'count'],
    queryFn: ({ signal }) => getOpenInquiryCount(signal),
    enabled: isEnabled,
    refetchInterval: REFRESH_MS,
    select: (count) => count.open,
  });
}
