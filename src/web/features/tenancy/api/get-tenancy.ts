// GET /api/tenancies/{id}: the tenancy as the viewer may see it (sections they may not see are null).
import { useQuery } from '@tanstack/react-query';
import { TENANCY_PATHS, type TTenancy, type TYearlyStatement } from '#shared/contracts/tenancy.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { tenancyKeys } from './query-keys.ts';

export function useTenancy(id: number) {
  return useQuery({
    queryKey: tenancyKeys.detail(id),
    queryFn: ({ signal }) => apiGet<TTenancy>(TENANCY_PATHS.tenancy(id), signal),
  });
}

/** GET /api/tenancies/{id}/statement: the financial year from April of `year`, for HRA. */
export function useYearlyStatement(id: number, year: number) {
  return useQuery({
    queryKey: tenancyKeys.statement(id, year),
    queryFn: ({ signal }) => apiGet<TYearlyStatement>(TENANCY_PATHS.statement(id, year), signal),
  });
}
