// GET /api/inquiries: the open Contact Agent inquiries (leads) for agents and admins.
import { useQuery } from '@tanstack/react-query';
import type { TInquiryLead } from '#shared/contracts/deal.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { inquiryKeys } from './query-keys.ts';

export const getOpenInquiries = (signal?: AbortSignal) => apiGet<TInquiryLead[]>('/api/inquiries?status=OPEN', signal);

export function useOpenInquiries() {
  return useQuery({ queryKey: inquiryKeys.open(), queryFn: ({ signal }) => getOpenInquiries(signal) });
}
