// POST /api/deals/{id}/upload-document as multipart `file`: the buyer adds a PDF, DOC or DOCX.
import { useMutation } from '@tanstack/react-query';
import type { TDealDocument } from '#shared/contracts/deal.ts';
import { apiPost } from '#web/lib/api-client.ts';
import { useInvalidateDeals } from './use-invalidate-deals.ts';

export function uploadDocument(dealId: number, file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiPost<TDealDocument>(`/api/deals/${dealId}/upload-document`, form);
}

export function useUploadDocument(dealId: number) {
  const invalidate = useInvalidateDeals();
  return useMutation({ mutationFn: (file: File) => uploadDocument(dealId, file), onSuccess: invalidate });
}
