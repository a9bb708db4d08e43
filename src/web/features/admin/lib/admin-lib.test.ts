import { describe, expect, it } from 'vitest';
import type { TUser } from '#shared/contracts/user.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { failureMessage } from './failure-message.ts';
import { matchesEveryWord, searchWords } from './search-terms.ts';

const person: TUser = {
  id: 4,
  firstName: 'Aditya',
  lastName: 'Sharma',
  username: 'buyer',
  email: 'aditya.sharma@gruha.example',
  mobileNumber: '9912345678',
  phone: '9912345678',
  role: 'USER',
  address: null,
  isActive: true,
  createdAt: '2026-03-06T20:00:00.000Z',
};

describe('search words', () => {
  it('finds a person by full name, in any case, and by parts of email or phone', () => {
    expect(matchesEveryWord(person, searchWords('  aditya SHARMA '))).toBe(true);
    expect(matchesEveryWord(person, searchWords('sharma@gruha'))).toBe(true);
    expect(matchesEveryWord(person, searchWords('99123 45678'))).toBe(true);
  });
  it('needs every word to match', () => {
    expect(matchesEveryWord(person, searchWords('Aditya Reddy'))).toBe(false);
  });
  it('matches everyone with an empty search', () => {
    expect(searchWords('   ')).toEqual([]);
    expect(matchesEveryWord(person, [])).toBe(true);
  });
});

describe('failureMessage', () => {
  const texts = { failed: 'Failed to update user', error: 'Error updating user' };
  it("says 'Error ...' when no answer came", () => {
    expect(failureMessage(new ApiError('Network error. Please try again.', 0), texts)).toBe('Error updating user');
    expect(failureMessage(new TypeError('boom'), texts)).toBe('Error updating user');
  });
  it("passes on the server's explanation of what to fix", () => {
    expect(failureMessage(new ApiError('Email is already registered', 409, { email: 'Email is already registered' }), texts)).toBe(
      'Email is already registered',
    );
  });
  it("says 'Failed ...' for other refusals", () => {
    expect(failureMessage(new ApiError('Internal server error', 500), texts)).toBe('Failed to update user');
  });
});
