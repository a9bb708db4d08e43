// Confirming one's email: the link's page opens it; My Account reads whether it is confirmed and asks for another link.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TConfirmEmailResult, TEmailConfirmationStatus } from '#shared/contracts/email-confirmation.ts';
import { apiGet, apiRequest, apiRequestBody } from '#web/lib/api-client.ts';
import { useSession } from '#web/features/auth/session.tsx';

export const confirmationKey = ['email-confirmation'] as const;

export function useEmailConfirmationStatus() {
  const { isAuthenticated } = useSession();
  return useQuery({
    queryKey: confirmationKey,
    queryFn: ({ signal }) => apiGet<TEmailConfirmationStatus>('/api/auth/email-confirmation', signal),
    enabled: isAuthenticated,
  });
}

/** The link proves who opened it: no sign-in is sent or needed. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiRequest<TConfirmEmailResult>('/api/auth/confirm-email', { method: 'POST', body: { token }, auth: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: confirmationKey }),
  });
}

export function useSendConfirmationLink() {
  return useMutation({
    mutationFn: () => apiRequestBody<{ message: string }>('/api/auth/email-confirmation', { method: 'POST' }).then((answer) => answer.message),
  });
}
