// GET /api/agreements/{id}: one agreement on the account, opened by its owner. The list answers
// Aadhaar and PAN numbers masked, so viewing, printing or renewing fetches this first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAgreementRecord } from '#shared/contracts/agreement.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { agreementKeys } from './query-keys.ts';

export const getAgreement = (agreementId: string, signal?: AbortSignal) =>
  apiGet<TAgreementRecord>(`/api/agreements/${encodeURIComponent(agreementId)}`, signal);

export const agreementQuery = (agreementId: string) =>
  queryOptions({ queryKey: agreementKeys.one(agreementId), queryFn: ({ signal }) => getAgreement(agreementId, signal) });

/** The opened agreement, or nothing to fetch (`undefined`: a copy kept in this browser). */
export function useAgreement(agreementId: string | undefined) {
  return useQuery({ ...agreementQuery(agreementId ?? ''), enabled: agreementId !== undefined });
}
