// POST /api/grievances and GET /api/grievances/mine: filing a request and one's own requests.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TGrievance, TGrievanceRequest } from '#shared/contracts/grievance.ts';
import { apiGet, apiPost } from '#web/lib/api-client.ts';
import { useSession } from '#web/features/auth/session.tsx';

const mineKey = ['grievances', 'mine'] as const;

export function useMyGrievances() {
  const { isAuthenticated } = useSession();
  return useQuery({ queryKey: mineKey, queryFn: ({ signal }) => apiGet<TGrievance[]>('/api/grievances/mine', signal), enabled: isAuthenticated });
}

export function useFileGrievance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TGrievanceRequest) => apiPost<TGrievance>('/api/grievances', request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mineKey }),
  });
}
