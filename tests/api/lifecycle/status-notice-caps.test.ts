// A home's status notices (rented out, sold) count against the day's alert limits, as instant alerts
// do: one listing tells at most so many followers a day, and one follower hears of at most so many
// listings (ALERT_LIMITS, changed here through RATE_LIMITS as a deployment would).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Outbox } from '#server/modules/outbox/start.ts';
import { outboxOf } from '../alerts/mail.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from '../helper.ts';
import { loadReference, postListing, type Reference } from '../listing-fixtures.ts';

let t: TestApp;
let ref: Reference;
let outbox: Outbox;
let poster: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMITS: 'alerts-per-watcher=2,alerts-per-listing=3' });
  ref = await loadReference(t);
  outbox = outboxOf(t);
  poster = await t.createUser();
});
afterAll(async () => {
  await outbox.close();
  await t.close();
});

const follow = (who: TestUser, id: number) => t.app.inject({ method: 'PUT', url: `/api/shortlist/${id}`, headers: bearer(who.token) });

async function rentOut(id: number) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/properties/${id}/status`,
    headers: bearer(poster.token),
    payload: { status: 'rented_out' },
  });
  expect(res.statusCode, res.body).toBe(200);
  await outbox.worker.drain();
}

async function toldOf(who: TestUser): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(who.token) });
  return (res.json().data as { items: { kind: string; link: string }[] }).items.filter((n) => n.kind === 'listing').map((n) => n.link);
}

describe("a home's status notices", () => {
  it('reach at most the per-listing limit of followers in a day', async () => {
    const home = await postListing(t, ref, poster.token, { listingType: 'rent', price: 31_000 });
    const followers = [await t.createUser(), await t.createUser(), await t.createUser(), await t.createUser(), await t.createUser()];
    for (const follower of followers) expect((await follow(follower, home.id)).statusCode).toBe(201);
    await rentOut(home.id);
    const told = await Promise.all(followers.map(toldOf));
    expect(told.filter((links) => links.includes(`/property/${home.id}`))).toHaveLength(3);
  });

  it('reach one follower about at most the per-watcher limit of homes in a day, and more the next day', async () => {
    const follower = await t.createUser();
    const homes = [];
    for (let i = 0; i < 4; i++) homes.push(await postListing(t, ref, poster.token, { listingType: 'rent', price: 32_000 + i * 1_000 }));
    for (const home of homes) expect((await follow(follower, home.id)).statusCode).toBe(201);
    for (const home of homes.slice(0, 3)) await rentOut(home.id);
    expect(await toldOf(follower)).toHaveLength(2);

    t.clock.advance(24 * 3_600_000);
    await rentOut(homes[3]!.id);
    expect(await toldOf(follower)).toHaveLength(3);
  });
});
