// POST /api/agreements: keeps a submitted agreement on the signed-in user's account.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAgreementRecord, TSaveAgreementRequest } from '#shared/contracts/agreement.ts';
import { apiPost } from '#web/lib/api-client.ts';
import { agreementKeys } from './query-keys.ts';

export const saveAgreement = (request: TSaveAgreementRequest) => apiPost<TAgreementRecord>('/api/agreements', request);

export function useSaveAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAgreement,
    onSuccess: (_saved, request) => {
      void queryClient.invalidateQueries({ queryKey: agreementKeys.all });
      // A deal's agreement shows in that deal's documents and timeline.
      if (request.dealId != null) void queryClient.invalidateQueries({ queryKey: ['deals'] });
    },
  });
}
