// POST /api/properties/{id}/inquiries: 'Contact Agent'. The server's message confirms it (new or already sent).
import { useMutation } from '@tanstack/react-query';
import type { TEnvelope } from '#shared/contracts/envelope.ts';
import type { TInquiry } from '#shared/contracts/property.ts';
import { apiRequestEnvelope } from '#web/lib/api-client.ts';

export const createInquiry = (propertyId: number, message: string) =>
  apiRequestEnvelope<TEnvelope<TInquiry>>(`/api/properties/${propertyId}/inquiries`, {
    method: 'POST',
    body: { message: message.trim() || null },
  });

export function useCreateInquiry(propertyId: number) {
  return useMutation({ mutationFn: (message: string) => createInquiry(propertyId, message) });
}
