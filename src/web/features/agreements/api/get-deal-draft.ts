// GET /api/deals/{id}/agreement-draft: the rental agreement form as a rental deal fills it.
import { useQuery } from '@tanstack/react-query';
import type { TAgreementDraft } from '#shared/contracts/deal.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { agreementKeys } from './query-keys.ts';

export function useDealDraft(dealId: number | null) {
  return useQuery({
    queryKey: agreementKeys.dealDraft(dealId ?? 0),
    queryFn: ({ signal }) => apiGet<TAgreementDraft>(`/api/deals/${dealId}/agreement-draft`, signal),
    enabled: dealId !== null,
  });
}
