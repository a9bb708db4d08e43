// One's own account: profile (PUT /api/users/{id}), password change and reset, email preferences, deleting it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TChangePasswordRequest,
  TCloseAccountRequest,
  TEmailPreferences,
  TForgotPasswordRequest,
  TResetPasswordRequest,
} from '#shared/contracts/account.ts';
import type { TUserUpdateRequest } from '#shared/contracts/admin-users.ts';
import type { TSession } from '#shared/contracts/auth.ts';
import type { TConsentRecord } from '#shared/contracts/privacy.ts';
import type { TUser } from '#shared/contracts/user.ts';
import { apiGet, apiPut, apiRequestBody } from '#web/lib/api-client.ts';
import { useSession } from '#web/features/auth/session.tsx';
import { confirmationKey } from './email-confirmation.ts';

const preferencesKey = ['email-preferences'] as const;

export function useEmailPreferences() {
  const { isAuthenticated } = useSession();
  return useQuery({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => apiGet<TEmailPreferences>('/api/email/preferences', signal),
    enabled: isAuthenticated,
  });
}

export function useSaveEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<TEmailPreferences>) => apiPut<TEmailPreferences>('/api/email/preferences', changes),
    onSuccess: (saved) => {
      queryClient.setQueryData(preferencesKey, saved);
      void queryClient.invalidateQueries({ queryKey: consentsKey });
    },
  });
}

const consentsKey = ['consent-record'] as const;

/** Each time one gave or withdrew consent to alert or news emails, newest first. */
export function useConsentRecord() {
  const { isAuthenticated } = useSession();
  return useQuery({
    queryKey: consentsKey,
    queryFn: ({ signal }) => apiGet<TConsentRecord[]>('/api/privacy/consents', signal),
    enabled: isAuthenticated,
  });
}

/** Saves one's own name, email and phone; the session then shows the new details (a new email is not confirmed yet). */
export function useUpdateProfile() {
  const { user, token, signIn } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the account page is for signed-in people only.
    mutationFn: (changes: TUserUpdateRequest) => apiPut<TUser>(`/api/users/${user!.id}`, changes),
    onSuccess: (updated) => {
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- as above.
      signIn({ token: token!, user: updated });
      void queryClient.invalidateQueries({ queryKey: confirmationKey });
    },
  });
}

/** Every other session ends; this one carries on with the new token the server answers. */
export function useChangePassword() {
  const { signIn } = useSession();
  return useMutation({
    mutationFn: (input: TChangePasswordRequest) =>
      apiRequestBody<{ data: TSession; message: string }>('/api/auth/change-password', { method: 'POST', body: input }),
    onSuccess: (answer) => signIn(answer.data),
  });
}

const messageOf = (path: string, body: object) =>
  apiRequestBody<{ message: string }>(path, { method: 'POST', body, auth: false }).then((a) => a.message);

export const useForgotPassword = () => useMutation({ mutationFn: (input: TForgotPasswordRequest) => messageOf('/api/auth/forgot-password', input) });
/** Whether a reset link still works, asked before its page asks for a password; refused, the error carries the reason. */
export const useResetLinkCheck = (token: string) =>
  useQuery({
    queryKey: ['reset-link', token],
    queryFn: ({ signal }) =>
      apiRequestBody<{ success: true }>('/api/auth/reset-password/check', { method: 'POST', body: { token }, auth: false, signal }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });

export const useResetPassword = () => useMutation({ mutationFn: (input: TResetPasswordRequest) => messageOf('/api/auth/reset-password', input) });

/** Deletes one's own account (the password asked again); answers the server's message. */
export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (input: TCloseAccountRequest) =>
      apiRequestBody<{ message: string }>('/api/auth/delete-account', { method: 'POST', body: input }).then((a) => a.message),
  });

/** Navigation state by which the deleted-account page knows it follows a deletion made here. */
export const ACCOUNT_DELETED_STATE = { accountDeleted: true } as const;
