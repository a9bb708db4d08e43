// Helpers for the moderation tests: reporting, the queue, decisions and the bell, through the API.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TModerationQueue, TQueueItem } from '#shared/contracts/moderation.ts';
import { insertProperty } from '../fixtures/deals.ts';
import { bearer, type TestApp, type TestUser } from '../helper.ts';

export const report = (t: TestApp, who: TestUser, id: number, payload: object = { reason: 'rented_or_sold' }) =>
  t.app.inject({ method: 'POST', url: `/api/properties/${id}/reports`, headers: bearer(who.token), payload });

/** A report sent from `address`, as a client connecting from it (no proxy is trusted in the tests). */
export const reportFrom = (t: TestApp, who: TestUser, id: number, address: string, payload: object = { reason: 'rented_or_sold' }) =>
  t.app.inject({ method: 'POST', url: `/api/properties/${id}/reports`, headers: bearer(who.token), payload, remoteAddress: address });

let networks = 0;
/** An address in a /24 no other call has given (inside 198.18.0.0/15, the range kept for tests). */
export const addressOnAnotherNetwork = () => {
  const n = networks++;
  return `198.${18 + ((n >> 8) & 1)}.${n & 255}.${1 + (n % 200)}`;
};

/** An account `days` old, its email confirmed or not: what time and a confirmation link would have made of it. */
export async function ageAccount(t: TestApp, who: TestUser, { days, confirmed }: { days: number; confirmed: boolean }) {
  await t.database.db.execute(
    sql`update users set created_at = now() - make_interval(days => ${days}), email_confirmed_at = ${confirmed ? sql`now()` : sql`null`}
      where id = ${who.id}`,
  );
}

/**
 * Reporters as heavy as a report gets: three months on Gruha, email confirmed, each with two earlier
 * reports an admin upheld (by warning that listing's poster).
 */
export async function trustedReporters(t: TestApp, admin: TestUser, n: number): Promise<TestUser[]> {
  const people = await Promise.all(Array.from({ length: n }, () => t.createUser({ firstName: 'Rekha' })));
  for (const person of people) await ageAccount(t, person, { days: 90, confirmed: true });
  const poster = await t.createUser({ firstName: 'Mohan' });
  for (let i = 0; i < 2; i++) {
    const earlier = await insertProperty(t, poster.id);
    for (const person of people) expect((await report(t, person, earlier.id)).statusCode).toBe(201);
    expect((await decide(t, admin, earlier.id, { action: 'warn', reason: 'Please correct the rent' })).statusCode).toBe(200);
  }
  return people;
}

/** Three trusted people on three networks report the listing, which takes it out of search. */
export async function pauseByReports(t: TestApp, admin: TestUser, id: number): Promise<TestUser[]> {
  const people = await trustedReporters(t, admin, 3);
  for (const person of people) expect((await reportFrom(t, person, id, addressOnAnotherNetwork())).statusCode).toBe(201);
  return people;
}

export const decide = (t: TestApp, who: TestUser, id: number, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/moderation/properties/${id}/decisions`, headers: bearer(who.token), payload });

export async function queuePage(t: TestApp, admin: TestUser, query = ''): Promise<TModerationQueue> {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/moderation${query}`, headers: bearer(admin.token) });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

/** The whole queue, page after page (of one kind with `kind`). */
export async function queue(t: TestApp, admin: TestUser, kind?: string): Promise<TModerationQueue> {
  const filter = kind ? `&kind=${kind}` : '';
  let page = await queuePage(t, admin, `?size=100${filter}`);
  const items = [...page.items];
  while (page.nextCursor) {
    page = await queuePage(t, admin, `?size=100${filter}&cursor=${page.nextCursor}`);
    items.push(...page.items);
  }
  return { ...page, items };
}

export async function queueItem(t: TestApp, admin: TestUser, id: number): Promise<TQueueItem | undefined> {
  return (await queue(t, admin)).items.find((item) => item.listing.id === id);
}

export async function bell(t: TestApp, who: TestUser) {
  const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(who.token) });
  expect(res.statusCode).toBe(200);
  return res.json().data.items as { kind: string; title: string; body: string; link: string }[];
}

export const publicPage = (t: TestApp, id: number) => t.app.inject({ method: 'GET', url: `/api/properties/${id}` });

export async function searchIds(t: TestApp): Promise<number[]> {
  const res = await t.app.inject({ method: 'POST', url: '/api/properties/search', payload: { size: 100 } });
  return (res.json().data as { id: number }[]).map((p) => p.id);
}
