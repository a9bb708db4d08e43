import { describe, expect, it } from 'vitest';
import { clusterPins } from './cluster-pins.ts';

describe('clusterPins', () => {
  it('joins pins in one cell at their mean position and leaves a lone pin alone', () => {
    const clusters = clusterPins(
      [
        { item: 'a', x: 10, y: 10 },
        { item: 'b', x: 30, y: 20 },
        { item: 'c', x: 200, y: 200 },
      ],
      56,
    );
    expect(clusters).toEqual([
      { items: ['a', 'b'], x: 20, y: 15 },
      { items: ['c'], x: 200, y: 200 },
    ]);
  });

  it('splits the same pins apart when the map is zoomed in (the points spread out)', () => {
    const pins = [
      { item: 'a', x: 10, y: 10 },
      { item: 'b', x: 30, y: 20 },
    ];
    expect(clusterPins(pins)).toHaveLength(1);
    expect(clusterPins(pins.map((pin) => ({ ...pin, x: pin.x * 4, y: pin.y * 4 })))).toHaveLength(2);
  });
});
