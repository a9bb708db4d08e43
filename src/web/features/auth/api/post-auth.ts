// The two sign-in calls talk to fetch directly rather than through api-client, because the spec
// words their failures by cause (section 8): the server's own message when it sent one, a
// form-specific fallback when it did not, and a network text when no answer could be read.
import { ZSession, type TSession } from '#shared/contracts/auth.ts';

export class AuthRequestError extends Error {
  constructor(
    /** The server's message, when the server answered with one. */
    readonly serverMessage: string | undefined,
    readonly isNetworkFailure: boolean,
  ) {
    super(serverMessage ?? (isNetworkFailure ? 'network failure' : 'request refused'));
  }

  /** The text to show: the server's words, else the form's fallback (spec section 8). */
  describe(fallback: string, networkText: string): string {
    return this.isNetworkFailure ? networkText : (this.serverMessage ?? fallback);
  }
}

export async function postAuth(path: string, body: unknown): Promise<TSession> {
  let response: Response;
  let payload: { success?: boolean; message?: string; data?: unknown } | null;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    payload = (await response.json()) as typeof payload;
  } catch {
    throw new AuthRequestError(undefined, true);
  }
  // Spec section 7: success means an ok answer carrying data.token.
  const session = ZSession.safeParse(payload?.data);
  if (!response.ok || !session.success) {
    throw new AuthRequestError(typeof payload?.message === 'string' ? payload.message : undefined, false);
  }
  return session.data;
}
