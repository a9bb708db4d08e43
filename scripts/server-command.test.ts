// The server runs with two malloc arenas unless its environment already says how many.
import { describe, expect, it } from 'vitest';
import { serverEnvironment } from './server-command.ts';

describe("the server's environment", () => {
  it('limits glibc to two arenas, keeping what the caller sets', () => {
    expect(serverEnvironment({ PORT: '3000' })).toEqual({ PORT: '3000', MALLOC_ARENA_MAX: '2' });
    expect(serverEnvironment({ MALLOC_ARENA_MAX: '8' }).MALLOC_ARENA_MAX).toBe('8');
  });
});
