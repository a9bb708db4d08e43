// GET /api/admin/grievances and PUT /api/admin/grievances/{id}: the queue, a page at a time, and an answer.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TGrievanceQueue, TGrievanceStatus, TGrievanceUpdate, TQueuedGrievance } from '#shared/contracts/grievance.ts';
import { apiGet, apiPut } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** `status` '' is every request. */
export function useGrievanceQueue(status: TGrievanceStatus | '', page: number) {
  const query = new URLSearchParams({ page: String(page), ...(status ? { status } : {}) });
  return useQuery({
    queryKey: adminKeys.grievancePage(status, page),
    queryFn: ({ signal }) => apiGet<TGrievanceQueue>(`/api/admin/grievances?${query.toString()}`, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAnswerGrievance(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: TGrievanceUpdate) => apiPut<TQueuedGrievance>(`/api/admin/grievances/${id}`, update),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.grievances }),
  });
}
