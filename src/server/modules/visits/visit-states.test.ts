import { describe, expect, it } from 'vitest';
import { allowedActions } from './visit-states.ts';

const now = new Date('2026-12-01T06:00:00Z');
const later = new Date('2026-12-05T05:00:00Z');
const earlier = new Date('2026-11-30T05:00:00Z');
const tomorrow = new Date('2026-12-02T06:00:00Z');

describe('allowedActions', () => {
  it('lets the poster answer a request and the hunter withdraw it', () => {
    const visit = { status: 'requested' as const, startsAt: later, expiresAt: tomorrow };
    expect(allowedActions(visit, 'poster', now)).toEqual(['accept', 'decline', 'propose']);
    expect(allowedActions(visit, 'hunter', now)).toEqual(['cancel']);
  });

  it('lets the hunter answer a proposal', () => {
    const visit = { status: 'proposed' as const, startsAt: later, expiresAt: tomorrow };
    expect(allowedActions(visit, 'hunter', now)).toEqual(['accept', 'decline']);
    expect(allowedActions(visit, 'poster', now)).toEqual(['cancel']);
  });

  it('allows nothing on a request past its answer time', () => {
    expect(allowedActions({ status: 'requested', startsAt: later, expiresAt: earlier }, 'poster', now)).toEqual([]);
  });

  it('lets either side cancel a confirmed visit before it, and the hunter close it after', () => {
    expect(allowedActions({ status: 'confirmed', startsAt: later, expiresAt: null }, 'poster', now)).toEqual(['cancel']);
    expect(allowedActions({ status: 'confirmed', startsAt: earlier, expiresAt: null }, 'hunter', now)).toEqual(['done', 'problem']);
    expect(allowedActions({ status: 'confirmed', startsAt: earlier, expiresAt: null }, 'poster', now)).toEqual([]);
  });

  it.each(['declined', 'cancelled', 'expired', 'done', 'problem'] as const)('allows nothing once %s', (status) => {
    expect(allowedActions({ status, startsAt: later, expiresAt: null }, 'hunter', now)).toEqual([]);
    expect(allowedActions({ status, startsAt: later, expiresAt: null }, 'poster', now)).toEqual([]);
  });
});
