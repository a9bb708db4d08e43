// POST /api/tenancies/{id}/photos (multipart 'file'): a picture for a report, a note or a repair,
// kept with the tenancy; the answer's url goes into the request that uses it.
import { TENANCY_PATHS, type TTenancyPhoto } from '#shared/contracts/tenancy.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function uploadTenancyPhoto(tenancyId: number, file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<TTenancyPhoto>(TENANCY_PATHS.photos(tenancyId), { method: 'POST', body });
}
