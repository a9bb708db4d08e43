import { describe, expect, it } from 'vitest';
import { isReadyToMoveOn } from './ready-to-move.ts';

describe('isReadyToMoveOn', () => {
  const ready = { isReadyToMove: true, availableFrom: null, possessionStatus: null };

  it('is ready when marked so and available by today', () => {
    expect(isReadyToMoveOn(ready, '2026-11-27')).toBe(true);
    expect(isReadyToMoveOn({ ...ready, availableFrom: '2026-11-27' }, '2026-11-27')).toBe(true);
  });

  it('is not ready when available only later, under construction, or not marked', () => {
    expect(isReadyToMoveOn({ ...ready, availableFrom: '2027-01-27' }, '2026-11-27')).toBe(false);
    expect(isReadyToMoveOn({ ...ready, possessionStatus: 'under_construction' }, '2026-11-27')).toBe(false);
    expect(isReadyToMoveOn({ ...ready, isReadyToMove: false }, '2026-11-27')).toBe(false);
  });
});
