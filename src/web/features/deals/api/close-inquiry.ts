// POST /api/inquiries/{id}/close: a lead that needs no deal.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TInquiryLead } from '#shared/contracts/deal.ts';
import { apiPost } from '#web/lib/api-client.ts';
import { inquiryKeys } from './query-keys.ts';

export const closeInquiry = (id: number) => apiPost<TInquiryLead>(`/api/inquiries/${id}/close`);

export function useCloseInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeInquiry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inquiryKeys.all }),
  });
}
