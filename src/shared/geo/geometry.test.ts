import { describe, expect, it } from 'vitest';
import { boundsAround, boundsContain, distanceMetres, polygonBounds, polygonContains } from './geometry.ts';
import { isInHyderabad } from './hyderabad-area.ts';
import { commuteMinutes } from './commute.ts';
import { distanceText, lineOrder, type MetroStation } from './metro.ts';

const ameerpet = { latitude: 17.43572, longitude: 78.44479 };
const hitecCity = { latitude: 17.44901, longitude: 78.38314 };

describe('distanceMetres', () => {
  it('is zero from a point to itself and the same both ways', () => {
    expect(distanceMetres(ameerpet, ameerpet)).toBe(0);
    expect(distanceMetres(ameerpet, hitecCity)).toBeCloseTo(distanceMetres(hitecCity, ameerpet), 6);
  });

  it('measures a degree of latitude as about 111 km and Ameerpet to HITEC City as about 6.7 km', () => {
    expect(distanceMetres({ latitude: 17, longitude: 78 }, { latitude: 18, longitude: 78 })).toBeCloseTo(111_195, -1);
    expect(distanceMetres(ameerpet, hitecCity)).toBeGreaterThan(6_600);
    expect(distanceMetres(ameerpet, hitecCity)).toBeLessThan(6_800);
  });
});

describe('bounds', () => {
  const box = { south: 17.4, west: 78.3, north: 17.5, east: 78.4 };

  it('hold points inside and on the edge, not outside', () => {
    expect(boundsContain(box, hitecCity)).toBe(true);
    expect(boundsContain(box, { latitude: 17.4, longitude: 78.4 })).toBe(true);
    expect(boundsContain(box, ameerpet)).toBe(false);
    expect(boundsContain(box, { latitude: 17.39, longitude: 78.35 })).toBe(false);
  });

  it('around a point reach the given distance in every direction', () => {
    const around = boundsAround(ameerpet, 1000);
    expect(distanceMetres(ameerpet, { latitude: around.north, longitude: ameerpet.longitude })).toBeCloseTo(1000, -1);
    expect(distanceMetres(ameerpet, { latitude: ameerpet.latitude, longitude: around.east })).toBeCloseTo(1000, -1);
  });

  it('of the metropolitan area hold Hyderabad’s localities, not Bengaluru', () => {
    expect(isInHyderabad(hitecCity)).toBe(true);
    expect(isInHyderabad({ latitude: 17.254, longitude: 78.404 })).toBe(true);
    expect(isInHyderabad({ latitude: 12.9716, longitude: 77.5946 })).toBe(false);
  });
});

describe('polygonContains', () => {
  // An L: the square 0..2 x 0..2 without its top-right quarter.
  const shape = [
    { latitude: 0, longitude: 0 },
    { latitude: 0, longitude: 2 },
    { latitude: 1, longitude: 2 },
    { latitude: 1, longitude: 1 },
    { latitude: 2, longitude: 1 },
    { latitude: 2, longitude: 0 },
  ];

  it('holds points inside a concave shape and not in its notch or outside', () => {
    expect(polygonContains(shape, { latitude: 0.5, longitude: 1.5 })).toBe(true);
    expect(polygonContains(shape, { latitude: 1.5, longitude: 0.5 })).toBe(true);
    expect(polygonContains(shape, { latitude: 1.5, longitude: 1.5 })).toBe(false);
    expect(polygonContains(shape, { latitude: -0.5, longitude: 0.5 })).toBe(false);
    expect(polygonContains(shape, { latitude: 0.5, longitude: 3 })).toBe(false);
  });

  it('is the same whichever way the corners run', () => {
    const reversed = [...shape].reverse();
    for (const point of [
      { latitude: 0.5, longitude: 1.5 },
      { latitude: 1.5, longitude: 1.5 },
    ]) {
      expect(polygonContains(reversed, point)).toBe(polygonContains(shape, point));
    }
  });

  it('is bounded by its corners', () => {
    expect(polygonBounds(shape)).toEqual({ south: 0, west: 0, north: 2, east: 2 });
  });
});

describe('commute and metro', () => {
  it('estimates longer rides for farther homes, and the fixed minutes for none', () => {
    expect(commuteMinutes(hitecCity, hitecCity)).toBe(5);
    // 6.7 km straight, 9.4 km by road at 20 km/h: 28 minutes, plus 5.
    expect(commuteMinutes(ameerpet, hitecCity)).toBe(33);
  });

  it('writes distances in metres under a kilometre', () => {
    expect(distanceText(449)).toBe('450 m');
    expect(distanceText(1240)).toBe('1.2 km');
  });

  it('orders a line’s stations from its own first one, an interchange listed under another line in its place', () => {
    const station = (code: string, longitude: number, lines: MetroStation['lines']): MetroStation => ({
      code,
      name: code,
      latitude: 17.4,
      longitude,
      lines,
    });
    const stations = [
      station('R1', 78.1, ['Red']),
      station('X', 78.2, ['Red', 'Blue']),
      station('B1', 78.0, ['Blue']),
      station('B2', 78.15, ['Blue']),
      station('B3', 78.3, ['Blue']),
    ];
    expect(lineOrder(stations, 'Blue').map((s) => s.code)).toEqual(['B1', 'B2', 'X', 'B3']);
  });
});
