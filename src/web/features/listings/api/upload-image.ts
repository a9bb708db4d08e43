// POST /api/upload/image (multipart 'file'): pictures for the post and edit dialogs, stored on this
// server (no third-party host). The answer's url goes into the listing's imageUrls.
import { useMutation } from '@tanstack/react-query';
import type { TImageUploadResponse } from '#shared/contracts/property.ts';
import { apiRequestEnvelope } from '#web/lib/api-client.ts';

export function uploadImage(file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiRequestEnvelope<TImageUploadResponse>('/api/upload/image', { method: 'POST', body });
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
