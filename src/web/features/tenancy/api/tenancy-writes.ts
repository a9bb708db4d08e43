// Every write on a tenancy: each posts to its TENANCY_PATHS address and, once it succeeds,
// invalidates every tenancy query so the page and My homes show the new state.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  TENANCY_PATHS,
  type TConditionReportRequest,
  type TDeductionAnswerRequest,
  type TGiveNoticeRequest,
  type TInvitationAnswerRequest,
  type TInviteTenantRequest,
  type TMarkPaidRequest,
  type TPayeeRequest,
  type TProposeDeductionRequest,
  type TProposeTermsRequest,
  type TRaiseRepairRequest,
  type TRecordRefundRequest,
  type TRenewalRequest,
  type TReportTenancyRequest,
  type TReportKind,
  type TReportNoteRequest,
  type TRepairActionRequest,
  type TRequestChangesRequest,
  type TStartTenancyResponse,
} from '#shared/contracts/tenancy.ts';
import { apiPost, apiPut } from '#web/lib/api-client.ts';
import { tenancyKeys } from './query-keys.ts';

function useTenancyWrite<T, R = unknown>(send: (request: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey: tenancyKeys.all }) });
}

export const useInviteTenant = () =>
  useTenancyWrite((request: TInviteTenantRequest) => apiPost<TStartTenancyResponse>(TENANCY_PATHS.invite, request));

export const useAnswerInvitation = (id: number) =>
  useTenancyWrite((request: TInvitationAnswerRequest) => apiPost(TENANCY_PATHS.invitationAnswer(id), request));

export const useProposeTerms = (id: number) => useTenancyWrite((request: TProposeTermsRequest) => apiPost(TENANCY_PATHS.terms(id), request));

export const useAcceptTerms = (id: number) => useTenancyWrite((versionId: number) => apiPost(TENANCY_PATHS.acceptTerms(id, versionId)));

export const useRequestChanges = (id: number, versionId: number) =>
  useTenancyWrite((request: TRequestChangesRequest) => apiPost(TENANCY_PATHS.requestChanges(id, versionId), request));

export const useRenewal = (id: number) => useTenancyWrite((request: TRenewalRequest) => apiPost(TENANCY_PATHS.renewal(id), request));

export const useSaveReport = (id: number, kind: TReportKind) =>
  useTenancyWrite((request: TConditionReportRequest) => apiPut(TENANCY_PATHS.conditionReport(id, kind), request));

export const useAcceptReport = (id: number, kind: TReportKind) => useTenancyWrite(() => apiPost(TENANCY_PATHS.acceptReport(id, kind)));

export const useAddReportNote = (id: number, kind: TReportKind) =>
  useTenancyWrite((request: TReportNoteRequest) => apiPost(TENANCY_PATHS.reportNotes(id, kind), request));

export const useSavePayee = (id: number) => useTenancyWrite((request: TPayeeRequest) => apiPut(TENANCY_PATHS.payee(id), request));

export const useMarkPaid = (id: number, period: string) =>
  useTenancyWrite((request: TMarkPaidRequest) => apiPost(TENANCY_PATHS.markPaid(id, period), request));

export const useConfirmPaid = (id: number) => useTenancyWrite((period: string) => apiPost(TENANCY_PATHS.confirmPaid(id, period)));

export const useRaiseRepair = (id: number) => useTenancyWrite((request: TRaiseRepairRequest) => apiPost(TENANCY_PATHS.repairs(id), request));

export const useRepairAction = (id: number, repairId: number) =>
  useTenancyWrite((request: TRepairActionRequest) => apiPost(TENANCY_PATHS.repairAction(id, repairId), request));

export const useGiveNotice = (id: number) => useTenancyWrite((request: TGiveNoticeRequest) => apiPost(TENANCY_PATHS.notice(id), request));

export const useProposeDeduction = (id: number) =>
  useTenancyWrite((request: TProposeDeductionRequest) => apiPost(TENANCY_PATHS.deductions(id), request));

export const useAnswerDeduction = (id: number, deductionId: number) =>
  useTenancyWrite((request: TDeductionAnswerRequest) => apiPost(TENANCY_PATHS.answerDeduction(id, deductionId), request));

export const useRecordRefund = (id: number) => useTenancyWrite((request: TRecordRefundRequest) => apiPost(TENANCY_PATHS.refund(id), request));

export const useReportTenancy = (id: number) => useTenancyWrite((request: TReportTenancyRequest) => apiPost(TENANCY_PATHS.report(id), request));
