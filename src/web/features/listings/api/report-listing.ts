// POST /api/properties/{id}/reports: report a listing, once; the server's message confirms it.
import { useMutation } from '@tanstack/react-query';
import type { TEnvelope } from '#shared/contracts/envelope.ts';
import type { TReportReceipt, TReportRequest } from '#shared/contracts/moderation.ts';
import { apiRequestEnvelope } from '#web/lib/api-client.ts';

export const reportListing = (propertyId: number, report: TReportRequest) =>
  apiRequestEnvelope<TEnvelope<TReportReceipt>>(`/api/properties/${propertyId}/reports`, { method: 'POST', body: report });

export function useReportListing(propertyId: number) {
  return useMutation({ mutationFn: (report: TReportRequest) => reportListing(propertyId, report) });
}
