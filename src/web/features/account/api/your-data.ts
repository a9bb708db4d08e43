// "Download my data" and who was shown one's identity numbers: GET/POST /api/account/data-exports,
// the zip's download (bearer token, so fetched and handed to the browser) and GET /api/account/id-number-views.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDataExport, TIdNumberView } from '#shared/contracts/privacy.ts';
import { apiGet, apiRequestBody } from '#web/lib/api-client.ts';
import { readStoredToken } from '#web/lib/session-storage.ts';
import { useSession } from '#web/features/auth/session.tsx';

const exportsKey = ['data-exports'] as const;
const viewsKey = ['id-number-views'] as const;
/** While an export is being made, the list is asked again this often (the bell and an email tell too). */
const PENDING_POLL_MS = 5000;

export function useDataExports() {
  const { isAuthenticated } = useSession();
  return useQuery({
    queryKey: exportsKey,
    queryFn: ({ signal }) => apiGet<TDataExport[]>('/api/account/data-exports', signal),
    enabled: isAuthenticated,
    refetchInterval: (query) => (query.state.data?.some((e) => e.status === 'pending') ? PENDING_POLL_MS : false),
  });
}

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequestBody<{ data: TDataExport; message: string }>('/api/account/data-exports', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exportsKey }),
  });
}

export function useIdNumberViews() {
  const { isAuthenticated } = useSession();
  return useQuery({
    queryKey: viewsKey,
    queryFn: ({ signal }) => apiGet<TIdNumberView[]>('/api/account/id-number-views', signal),
    enabled: isAuthenticated,
  });
}

/** The zip, fetched with the token and saved under the name the server gives it. */
export async function downloadDataExport(path: string): Promise<void> {
  const token = readStoredToken();
  const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(answer?.message ?? `Download failed (${response.status})`);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'gruha-data.zip';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Give the browser a moment to start the download before the blob is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
