import { describe, expect, it } from 'vitest';
import { localityIndex } from '#shared/search/locality-names.ts';
import { readLocalities as readCsv } from '#server/db/seed/reference.ts';
import { distanceKm, nearestLocalities, type Localities } from './localities.ts';

// The reference data as the server keeps it, with ids in file order.
const list = readCsv().map((l, i) => ({ id: i + 1, name: l.name, latitude: l.latitude, longitude: l.longitude }));
const localities: Localities = {
  list,
  index: localityIndex(list.map((l) => l.name)),
  byName: new Map(list.map((l) => [l.name, l])),
  byId: new Map(list.map((l) => [l.id, l])),
};
const named = (name: string) => localities.byName.get(name)!;

describe('locality centres', () => {
  it('measure distances in kilometres', () => {
    expect(distanceKm(named('Gachibowli'), named('HITEC City'))).toBeCloseTo(3, 0);
    expect(distanceKm(named('Gachibowli'), named('Secunderabad'))).toBeGreaterThan(15);
  });

  it('find the nearest localities, not those already chosen', () => {
    expect(
      nearestLocalities(localities, [named('Gachibowli')], 3)
        .map((l) => l.name)
        .sort(),
    ).toEqual(['HITEC City', 'Kondapur', 'Nanakramguda']);
    expect(nearestLocalities(localities, [named('Gachibowli'), named('Kondapur')], 2).map((l) => l.name)).not.toContain('Kondapur');
  });

  it('put every locality near another one: a typo in a centre would leave it far from all', () => {
    const far = ['Shamshabad', 'Medchal'];
    for (const locality of list.filter((l) => !far.includes(l.name))) {
      const [nearest] = nearestLocalities(localities, [locality], 1);
      expect(distanceKm(locality, nearest!), `${locality.name} to ${nearest!.name}`).toBeLessThan(7);
    }
  });
});
