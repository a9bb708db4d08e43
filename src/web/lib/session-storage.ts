// Spec section 9: the session lives in localStorage under authToken and user.
import type { TRole, TUser } from '#shared/contracts/user.ts';

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
    const user: unknown = JSON.parse(localStorage.getItem(USER_KEY) ?? 'null');
    if (!isUser(user)) throw new Error('corrupt stored user');
    return { token, user };
  } catch {
    clearStoredSession();
    return null;
  }
}

const ROLES: Record<TRole, true> = { USER: true, AGENT: true, ADMIN: true };
const USER_FIELDS: Record<keyof TUser, 'string' | 'nullable' | 'number' | 'boolean' | 'role'> = {
  id: 'number',
  firstName: 'string',
  lastName: 'string',
  username: 'string',
  email: 'string',
  mobileNumber: 'nullable',
  phone: 'nullable',
  role: 'role',
  address: 'nullable',
  isActive: 'boolean',
  createdAt: 'string',
};

// ZUser's shape checked by hand: importing the schema would put zod into every page's first load.
function isUser(value: unknown): value is TUser {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return Object.entries(USER_FIELDS).every(([key, kind]) => {
    const field = record[key];
    if (kind === 'nullable') return field === null || typeof field === 'string';
    if (kind === 'role') return typeof field === 'string' && Object.hasOwn(ROLES, field);
    if (kind === 'number') return Number.isInteger(field);
    return typeof field === kind;
  });
}

export function storeSession(token: string, user: TUser) {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearStoredSession() {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}
