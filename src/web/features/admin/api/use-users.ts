// GET /api/users?search= (spec section 7): every user for the admin users page. The role filter is
// applied in the browser so that its buttons can show counts for the current search.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TUser } from '#shared/contracts/user.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export function fetchUsers(search: string, signal?: AbortSignal): Promise<TUser[]> {
  const query = search ? `?${new URLSearchParams({ search })}` : '';
  return apiGet<TUser[]>(`/api/users${query}`, signal);
}

export function useUsers(search: string) {
  return useQuery({
    queryKey: adminKeys.users(search),
    queryFn: ({ signal }) => fetchUsers(search, signal),
    // Keeps the list on screen while the next search loads, instead of flashing a spinner per key.
    placeholderData: keepPreviousData,
  });
}
