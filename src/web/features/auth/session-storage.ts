// Spec section 9: the session lives in localStorage under authToken and user.
import { ZUser, type TUser } from '../../../shared/contracts/user.ts';

const TOKEN_KEY = 'authToken';
const USER_KEY = 'user';

export function readStoredToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Both items or nothing; a corrupt stored user silently clears the session (spec section 4). */
export function readStoredSession(): { token: string; user: TUser } | null {
  const token = readStoredToken();
  if (!token) return null;
  try {
    // Anything but a whole user (missing, bad JSON, a stale shape) counts as corrupt.
    return { token, user: ZUser.parse(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null')) };
  } catch {
    clearStoredSession();
    return null;
  }
}

export function storeSession(token: string, user: TUser) {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearStoredSession() {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}
