// GET /api/agreements/mine: the signed-in user's agreements saved on the server.
import { useQuery } from '@tanstack/react-query';
import type { TAgreementRecord } from '#shared/contracts/agreement.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { useSession } from '#web/features/auth/session.tsx';
import { agreementKeys } from './query-keys.ts';

export const getMyAgreements = (signal?: AbortSignal) => apiGet<TAgreementRecord[]>('/api/agreements/mine', signal);

export function useMyAgreements() {
  const { user } = useSession();
  return useQuery({
    queryKey: agreementKeys.mine(user?.id ?? 0),
    queryFn: ({ signal }) => getMyAgreements(signal),
    enabled: user !== null,
  });
}
