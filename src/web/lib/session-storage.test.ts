import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TUser } from '#shared/contracts/user.ts';
import { readStoredSession, storeSession } from './session-storage.ts';

const user: TUser = {
  id: 7,
  firstName: 'Lakshmi',
  lastName: 'Reddy',
  username: 'lakshmi',
  email: 'lakshmi@example.com',
  mobileNumber: '9876543210',
  phone: null,
  role: 'AGENT',
  address: null,
  isActive: true,
  createdAt: '2026-11-01T10:00:00.000Z',
};

// The tests run in node: a Map stands in for the browser's localStorage.
beforeEach(() => {
  const items = new Map<string, string>();
  globalThis.localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  } as Storage;
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'localStorage');
});

describe('readStoredSession', () => {
  it('gives back a stored token and whole user', () => {
    storeSession('token-1', user);
    expect(readStoredSession()).toEqual({ token: 'token-1', user });
  });

  it.each([
    [
      'a missing field',
      (() => {
        const { email: _email, ...rest } = user;
        return JSON.stringify(rest);
      })(),
    ],
    ['an unknown role', JSON.stringify({ ...user, role: 'OWNER' })],
    ['a field of the wrong type', JSON.stringify({ ...user, id: '7' })],
    ['a null where text is required', JSON.stringify({ ...user, username: null })],
    ['bad JSON', '{"id": 7,'],
    ['no user at all', null],
  ])('treats %s as corrupt: no session, and both items cleared', (_case, stored) => {
    localStorage.setItem('authToken', 'token-1');
    if (stored !== null) localStorage.setItem('user', stored);
    expect(readStoredSession()).toBeNull();
    expect([localStorage.getItem('authToken'), localStorage.getItem('user')]).toEqual([null, null]);
  });

  it('without a token there is no session', () => {
    localStorage.setItem('user', JSON.stringify(user));
    expect(readStoredSession()).toBeNull();
  });
});
