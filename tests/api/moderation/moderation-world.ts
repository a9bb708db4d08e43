// Helpers for the moderation tests: reporting, the queue, decisions and the bell, through the API.
import { expect } from 'vitest';
import type { TModerationQueue, TQueueItem } from '#shared/contracts/moderation.ts';
import { bearer, type TestApp, type TestUser } from '../helper.ts';

export const report = (t: TestApp, who: TestUser, id: number, payload: object = { reason: 'rented_or_sold' }) =>
  t.app.inject({ method: 'POST', url: `/api/properties/${id}/reports`, headers: bearer(who.token), payload });

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
