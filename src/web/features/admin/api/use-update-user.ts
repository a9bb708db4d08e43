// PUT /api/users/{id} (spec section 7): an admin edits a user or an agent, role and active status included.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUserUpdateRequest } from '#shared/contracts/admin-users.ts';
import type { TUser } from '#shared/contracts/user.ts';
import { apiPut } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export function updateUser(id: number, changes: TUserUpdateRequest): Promise<TUser> {
  return apiPut<TUser>(`/api/users/${id}`, changes);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: TUserUpdateRequest }) => updateUser(id, changes),
    // A role change moves the person between the users' filters and the agents list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
