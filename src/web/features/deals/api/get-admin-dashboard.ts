// GET /api/deals/admin/dashboard: every agent's figures and the per-stage totals (admin deals page).
import { useQuery } from '@tanstack/react-query';
import type { TAdminDashboard } from '#shared/contracts/deal.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { dealKeys } from './query-keys.ts';

export const getAdminDashboard = (signal?: AbortSignal) => apiGet<TAdminDashboard>('/api/deals/admin/dashboard', signal);

export function useAdminDashboard() {
  return useQuery({ queryKey: dealKeys.adminDashboard(), queryFn: ({ signal }) => getAdminDashboard(signal) });
}
