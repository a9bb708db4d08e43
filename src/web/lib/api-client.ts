// The one place the web app talks HTTP: adds the bearer token, unwraps the envelope (where the
// answer has one) and turns failures into ApiError with the server's message and field errors.
import { readStoredToken } from './session-storage.ts';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

type RefusedTokenListener = (token: string) => void;
const refusedTokenListeners = new Set<RefusedTokenListener>();

/**
 * Called with the token of any request the server answered 401 although it carried one: the token
 * has expired or was revoked (sign-out elsewhere, account deleted or deactivated, role changed).
 */
export function onTokenRefused(listener: RefusedTokenListener): () => void {
  refusedTokenListeners.add(listener);
  return () => refusedTokenListeners.delete(listener);
}

type RequestOptions = { method?: string; body?: unknown; signal?: AbortSignal; auth?: boolean; headers?: Record<string, string> };

/**
 * The whole answer body: for calls that put facts beside `data` (search page totals), and for the
 * calls that answer an object itself (GET, POST and PUT of one property, as the spec's table says).
 */
export async function apiRequestBody<T>(
  path: string,
  { method = 'GET', body, signal, auth = true, headers: extraHeaders }: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { ...extraHeaders, accept: 'application/json' };
  const token = auth ? readStoredToken() : null;
  if (token) headers.authorization = `Bearer ${token}`;
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('Network error. Please try again.', 0);
  }
  const payload = (await response.json().catch(() => null)) as { success?: boolean; message?: string; errors?: Record<string, string> } | null;
  if (!response.ok || payload?.success === false) {
    if (response.status === 401 && token) refusedTokenListeners.forEach((listener) => listener(token));
    throw new ApiError(payload?.message ?? `Request failed (${response.status})`, response.status, payload?.errors);
  }
  return payload as T;
}

export const apiRequestEnvelope = <T extends { data: unknown }>(path: string, options?: RequestOptions) => apiRequestBody<T>(path, options);

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  // An answer without a body (204) has no data.
  const payload = await apiRequestBody<{ data: T } | null>(path, options);
  return payload?.data as T;
}

export const apiGet = <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal });
export const apiPost = <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body });
export const apiPut = <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body });
export const apiDelete = <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' });
