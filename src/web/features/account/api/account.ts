// One's own account: profile (PUT /api/users/{id}), password change and reset, email preferences.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TChangePasswordRequest, TEmailPreferences, TForgotPasswordRequest, TResetPasswordRequest } from '#shared/contracts/account.ts';
import type { TUserUpdateRequest } from '#shared/contracts/admin-users.ts';
import type { TSession } from '#shared/contracts/auth.ts';
import type { TUser } from '#shared/contracts/user.ts';
import { apiGet, apiPut, apiRequestBody } from '#web/lib/api-client.ts';
import { useSession } from '#web/features/auth/session.tsx';

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
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey, saved),
  });
}

/** Saves one's own name, email and phone; the session then shows the new details. */
export function useUpdateProfile() {
  const { user, token, signIn } = useSession();
  return useMutation({
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the account page is for signed-in people only.
    mutationFn: (changes: TUserUpdateRequest) => apiPut<TUser>(`/api/users/${user!.id}`, changes),
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- as above.
    onSuccess: (updated) => signIn({ token: token!, user: updated }),
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
