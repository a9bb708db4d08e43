import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiries } from '#server/db/schema-conversations.ts';
import type { TProperty } from '#shared/contracts/property.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from './helper.ts';
import { loadReference, postListing } from './listing-fixtures.ts';

let t: TestApp;
let owner: TestUser;
let buyer: TestUser;
let listing: TProperty;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await t.createUser();
  buyer = await t.createUser();
  listing = await postListing(t, await loadReference(t), owner.token);
});
afterAll(() => t.close());

const ask = (id: number, token: string | null, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/properties/${id}/inquiries`,
    ...(payload ? { payload } : {}),
    headers: token ? bearer(token) : {},
  });

describe('POST /api/properties/{id}/inquiries', () => {
  it('refuses a visitor with 401', async () => {
    const res = await ask(listing.id, null, { message: 'Is it available?' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: 'Please log in' });
  });

  it('records an open inquiry and confirms it with 201', async () => {
    const res = await ask(listing.id, buyer.token, { message: 'Is parking included?' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: 'Your inquiry has been sent. An agent will contact you soon.',
      data: { id: expect.any(Number), propertyId: listing.id, status: 'OPEN', message: 'Is parking included?', createdAt: expect.any(String) },
    });
  });

  it('answers the open inquiry again, with 200, when asked twice', async () => {
    const first = (await ask(listing.id, buyer.token)).json();
    const again = await ask(listing.id, buyer.token, { message: 'Any update?' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.data.id);
    expect(again.json().message).toMatch(/An agent will contact you soon\.$/);
    const open = await t.database.db
      .select()
      .from(inquiries)
      .where(and(eq(inquiries.propertyId, listing.id), eq(inquiries.userId, buyer.id)));
    expect(open).toHaveLength(1);
  });

  it('works without a message or a body', async () => {
    const other = await t.createUser();
    const res = await ask(listing.id, other.token);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.message).toBeNull();
  });

  it('refuses an inquiry on your own listing with 400', async () => {
    const res = await ask(listing.id, owner.token, { message: 'Hello me' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'This is your own listing' });
  });

  it('answers 404 for a listing that does not exist', async () => {
    const res = await ask(987_654, buyer.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Property not found');
  });

  it('refuses a message over 1,000 characters with 400', async () => {
    const other = await t.createUser();
    const res = await ask(listing.id, other.token, { message: 'x'.repeat(1001) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('message');
  });
});
