import { describe, expect, it } from 'vitest';
import { distanceMetres } from '#shared/geo/geometry.ts';
import { isInHyderabad } from '#shared/geo/hyderabad-area.ts';
import { DEMO_SCATTER_METRES, demoPosition } from './demo-position.ts';
import { readLocalities } from './reference.ts';

describe('demoPosition', () => {
  const localities = readLocalities();

  it('places every demo home near its locality’s centre, inside Hyderabad, the same on every run', () => {
    for (const [index, locality] of localities.entries()) {
      const position = demoPosition(locality, index);
      expect(distanceMetres(locality, position)).toBeLessThanOrEqual(DEMO_SCATTER_METRES + 1);
      expect(isInHyderabad(position)).toBe(true);
      expect(demoPosition(locality, index)).toEqual(position);
    }
  });

  it('scatters the homes of one locality instead of stacking them', () => {
    const centre = localities[0];
    const spots = new Set(Array.from({ length: 20 }, (_, index) => JSON.stringify(demoPosition(centre!, index))));
    expect(spots.size).toBe(20);
  });
});
