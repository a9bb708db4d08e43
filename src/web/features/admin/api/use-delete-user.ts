// DELETE /api/users/{id} (spec section 7): admins only, never their own account; 409 while deals are active.
import { useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import { apiDelete } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export function deleteUser(id: number): Promise<null> {
  return apiDelete<null>(`/api/users/${id}`);
}

/** The deleted person's own deal lists: asking for them again would only find the person gone (404). */
const isDealsOf = (id: number) => (query: Query) => {
  const [, part, personId] = query.queryKey;
  return (part === 'user-deals' || part === 'agent-deals') && personId === id;
};

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_answer, id) => queryClient.invalidateQueries({ queryKey: adminKeys.all, predicate: (query) => !isDealsOf(id)(query) }),
  });
}
