// Searching by place: a box on the map, a drawn area, near the metro, near one station, and the order
// by estimated commute to a workplace. Each combines with the other filters, and the map's pins answer
// the same matches. Saved searches keep the place filters, and their alerts respect them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp, type TestUser } from './helper.ts';
import { loadReference, postListing, uploadPicture, type Reference } from './listing-fixtures.ts';
import { outboxOf } from './alerts/mail.ts';
import type { Outbox } from '#server/modules/outbox/start.ts';

let t: TestApp;
let ref: Reference;
let poster: TestUser;
let outbox: Outbox;
const ids: Record<string, number> = {};
// Every listing here carries this word, so the searches see only them.
const WORD = 'zinnia';

// HITEC City station is at 17.44901, 78.38314; Ameerpet at 17.43572, 78.44479; Uppal at 17.40007, 78.56019.
const homes = {
  hitecNextToStation: { area: 'HITEC City', latitude: 17.4495, longitude: 78.3835, price: 30_000 },
  hitecFarther: { area: 'HITEC City', latitude: 17.4573, longitude: 78.3742, price: 50_000 },
  ameerpet: { area: 'Ameerpet', latitude: 17.4365, longitude: 78.4452, price: 25_000 },
  uppalFar: { area: 'Uppal', latitude: 17.3851, longitude: 78.5902, price: 15_000 },
  saleAtHitec: { area: 'HITEC City', latitude: 17.4492, longitude: 78.3829, price: 9_000_000, listingType: 'sale' as const },
};

const search = async (filters: object) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/properties/search', payload: { q: WORD, ...filters } });
  return res;
};
const found = async (filters: object) => {
  const res = await search(filters);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { id: number }[]).map((listing) => listing.id).sort((a, b) => a - b);
};
const idsOf = (...keys: (keyof typeof homes)[]) => keys.map((key) => ids[key]).sort((a, b) => a! - b!);

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMITS: 'listing-post=1000' });
  ref = await loadReference(t);
  outbox = outboxOf(t);
  poster = await t.createUser();
  const picture = await uploadPicture(t, poster.token);
  for (const [key, home] of Object.entries(homes)) {
    const listing = await postListing(t, ref, poster.token, {
      title: `${key} ${WORD}`,
      areaId: ref.area(home.area).areaId,
      latitude: home.latitude,
      longitude: home.longitude,
      price: home.price,
      listingType: 'listingType' in home ? home.listingType : 'rent',
      imageUrls: [picture.url],
    });
    ids[key] = listing.id;
  }
  await outbox.worker.drain();
});
afterAll(async () => {
  await outbox.close();
  await t.close();
});

describe('place filters', () => {
  it('finds the homes inside a box on the map, with the other filters', async () => {
    const hitecBox = { south: 17.44, west: 78.37, north: 17.46, east: 78.39 };
    expect(await found({ bounds: hitecBox })).toEqual(idsOf('hitecNextToStation', 'hitecFarther', 'saleAtHitec'));
    expect(await found({ bounds: hitecBox, listingType: 'rent', maxPrice: 40_000 })).toEqual(idsOf('hitecNextToStation'));
  });

  it('finds the homes of a box across bands of latitude, and of a box wider than the whole area', async () => {
    // The homes lie in two bands a hundredth of a degree tall, 17.44 and 17.45 (the band index's keys).
    const acrossBands = { south: 17.4494, west: 78.374, north: 17.4574, east: 78.384 };
    expect(await found({ bounds: acrossBands, listingType: 'rent' })).toEqual(idsOf('hitecNextToStation', 'hitecFarther'));
    const beyondTheArea = { south: 10, west: 70, north: 30, east: 90 };
    expect(await found({ bounds: beyondTheArea })).toEqual(idsOf(...(Object.keys(homes) as (keyof typeof homes)[])));
  });

  it('finds the homes inside a drawn area, not those in its box but outside it', async () => {
    // A triangle over HITEC City whose long side cuts off the farther home's corner of the box.
    const triangle = [
      { latitude: 17.44, longitude: 78.37 },
      { latitude: 17.46, longitude: 78.39 },
      { latitude: 17.44, longitude: 78.39 },
    ];
    expect(await found({ polygon: triangle })).toEqual(idsOf('hitecNextToStation', 'saleAtHitec'));
    expect(await found({ polygon: triangle, listingType: 'sale' })).toEqual(idsOf('saleAtHitec'));
  });

  it('finds the homes near the metro and near one station', async () => {
    expect(await found({ nearMetro: 500 })).toEqual(idsOf('hitecNextToStation', 'ameerpet', 'saleAtHitec'));
    expect(await found({ nearMetro: 2000 })).toEqual(idsOf('hitecNextToStation', 'hitecFarther', 'ameerpet', 'saleAtHitec'));
    // The farther HITEC City home is 1.3 km from the station.
    expect(await found({ nearStation: 'htc' })).toEqual(idsOf('hitecNextToStation', 'saleAtHitec'));
    expect(await found({ nearStation: 'AME', listingType: 'rent' })).toEqual(idsOf('ameerpet'));
  });

  it('orders by estimated commute to a hub or a point, nearest first', async () => {
    const order = async (workplace: object) => {
      const res = await search({ listingType: 'rent', workplace, sortBy: 'commute' });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { id: number }[]).map((listing) => listing.id);
    };
    expect(await order({ hub: 'Uppal' })).toEqual(['uppalFar', 'ameerpet', 'hitecNextToStation', 'hitecFarther'].map((key) => ids[key]));
    expect(await order({ latitude: 17.4573, longitude: 78.3742 })).toEqual(
      ['hitecFarther', 'hitecNextToStation', 'ameerpet', 'uppalFar'].map((key) => ids[key]),
    );
  });

  it('answers the map’s pins for the same matches, with their positions', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/properties/search/pins',
      payload: { q: WORD, nearStation: 'HTC' },
    });
    expect(res.statusCode).toBe(200);
    const { pins, total } = res.json().data;
    expect(total).toBe(2);
    expect(pins).toHaveLength(2);
    expect(pins).toContainEqual({ id: ids.hitecNextToStation, latitude: 17.4495, longitude: 78.3835, price: 30_000, listingType: 'rent' });
    expect(pins).toContainEqual({ id: ids.saleAtHitec, latitude: 17.4492, longitude: 78.3829, price: 9_000_000, listingType: 'sale' });
  });

  it('refuses bad place filters naming the field', async () => {
    const refused = async (filters: object, field: string, message: RegExp) => {
      const res = await search(filters);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.entries(res.json().errors as Record<string, string>).find(([key]) => key.startsWith(field))?.[1]).toMatch(message);
    };
    await refused({ bounds: { south: 17.5, west: 78.3, north: 17.4, east: 78.4 } }, 'bounds', /south below north/);
    await refused({ bounds: { south: 'x', west: 78.3, north: 17.4, east: 78.4 } }, 'bounds', /degrees/);
    await refused({ polygon: [{ latitude: 17.4, longitude: 78.3 }] }, 'polygon', /at least 3 points/);
    await refused({ nearMetro: 750 }, 'nearMetro', /500, 1000, 2000/);
    await refused({ nearStation: 'NOPE' }, 'nearStation', /Hyderabad Metro station/);
    await refused({ sortBy: 'commute' }, 'workplace', /workplace/i);
    await refused({ workplace: { hub: 'Whitefield' } }, 'workplace', /hub/);
  });
});

describe('saved searches with place filters', () => {
  it('keep the drawn area and near-metro filter, and alert only for homes that meet them', async () => {
    const searcher = await t.createUser({ firstName: 'Lakshmi' });
    const triangle = [
      { latitude: 17.44, longitude: 78.37 },
      { latitude: 17.46, longitude: 78.39 },
      { latitude: 17.44, longitude: 78.39 },
    ];
    const filters = { listingType: 'rent', polygon: triangle, nearMetro: 500 };
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: bearer(searcher.token),
      payload: { name: 'Near HITEC metro', frequency: 'instantly', filters },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data.filters).toMatchObject(filters);

    const postAt = async (title: string, latitude: number, longitude: number) => {
      await postListing(t, ref, poster.token, {
        title,
        areaId: ref.area('HITEC City').areaId,
        latitude,
        longitude,
        listingType: 'rent',
        price: 28_000,
      });
      await outbox.worker.drain();
    };
    // Inside the area, 80 m from the station: alerted. In the area's box but outside it: not.
    await postAt('Inside the drawn area', 17.4488, 78.3838);
    await postAt('Outside the drawn area', 17.4585, 78.3712);
    // Inside the area but 590 m from the nearest station (Raidurg): not.
    await postAt('Inside but far from the metro', 17.4402, 78.372);
    const bell = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(searcher.token) });
    const titles = (bell.json().data.items as { body: string; title: string }[]).map((item) => `${item.title} ${item.body}`);
    expect(titles.some((text) => text.includes('Inside the drawn area'))).toBe(true);
    expect(titles.some((text) => text.includes('Outside the drawn area'))).toBe(false);
    expect(titles.some((text) => text.includes('Inside but far from the metro'))).toBe(false);
  });

  it('keep the map’s box and a station, and alert only for homes inside the box near that station', async () => {
    const searcher = await t.createUser({ firstName: 'Farida' });
    // A box around Ameerpet and HITEC City both; only homes within 1 km of Ameerpet station are wanted.
    const filters = { listingType: 'rent', bounds: { south: 17.42, west: 78.37, north: 17.47, east: 78.46 }, nearStation: 'AME' };
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: bearer(searcher.token),
      payload: { name: 'Near Ameerpet', frequency: 'instantly', filters },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data.filters).toMatchObject(filters);

    const postAt = async (title: string, area: string, latitude: number, longitude: number) => {
      await postListing(t, ref, poster.token, { title, areaId: ref.area(area).areaId, latitude, longitude, listingType: 'rent', price: 22_000 });
      await outbox.worker.drain();
    };
    await postAt('By Ameerpet station', 'Ameerpet', 17.4362, 78.4441);
    // Inside the box, by another station.
    await postAt('By HITEC City station', 'HITEC City', 17.4488, 78.3838);
    const bell = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(searcher.token) });
    const texts = (bell.json().data.items as { body: string; title: string }[]).map((item) => `${item.title} ${item.body}`);
    expect(texts.some((text) => text.includes('By Ameerpet station'))).toBe(true);
    expect(texts.some((text) => text.includes('By HITEC City station'))).toBe(false);
  });
});
