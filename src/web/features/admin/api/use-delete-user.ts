// DELETE /api/users/{id} (spec section 7): admins only, never their own account; 409 while deals are active.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export function deleteUser(id: number): Promise<null> {
  return apiDelete<null>(`/api/users/${id}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
