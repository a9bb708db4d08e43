import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '#server/db/schema.ts';
import { inquiries } from '#server/db/schema-conversations.ts';
import type { TInquiryLead } from '#shared/contracts/deal.ts';
import { createDeal, dealCast, get, insertInquiry, insertProperty, post } from './fixtures/deals.ts';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
let cast: Awaited<ReturnType<typeof dealCast>>;
beforeAll(async () => {
  t = await buildTestApp();
  cast = await dealCast(t);
});
afterAll(() => t.close());

const openCount = async () => (await get(t, cast.agent, '/api/inquiries/count')).json().data.open as number;

describe('inquiries as leads', () => {
  it('lists open inquiries with the listing and the buyer, newest first, and counts them', async () => {
    const first = await insertInquiry(t, cast.property.id, cast.buyer.id);
    const second = await insertInquiry(t, cast.property.id, cast.outsider.id);
    const res = await get(t, cast.agent, '/api/inquiries');
    expect(res.statusCode).toBe(200);
    const leads: TInquiryLead[] = res.json().data;
    expect(leads.map((l) => l.id)).toEqual([second, first]);
    expect(leads[1]).toMatchObject({
      propertyId: cast.property.id,
      propertyTitle: cast.property.title,
      propertyAreaName: 'Gachibowli',
      buyerId: cast.buyer.id,
      buyerName: 'Bala user',
      buyerPhone: cast.buyer.mobileNumber,
      message: 'Is it still available?',
      status: 'OPEN',
    });
    expect(await openCount()).toBe(2);
    expect((await get(t, cast.admin, '/api/inquiries/count')).json().data).toEqual({ open: 2 });
  });

  it('closes an open lead once', async () => {
    const property = await insertProperty(t, cast.seller.id);
    const id = await insertInquiry(t, property.id, cast.buyer.id);
    const before = await openCount();
    const res = await post(t, cast.agent, `/api/inquiries/${id}/close`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { id, status: 'CLOSED' }, message: 'Inquiry closed' });
    expect(await openCount()).toBe(before - 1);
    expect((await get(t, cast.agent, '/api/inquiries?status=CLOSED')).json().data.map((l: TInquiryLead) => l.id)).toContain(id);
    const again = await post(t, cast.agent, `/api/inquiries/${id}/close`);
    expect(again.statusCode).toBe(409);
    expect((await post(t, cast.agent, '/api/inquiries/999999/close')).statusCode).toBe(404);
  });

  it('turns a lead into a deal: it leaves the open list as CONVERTED', async () => {
    const property = await insertProperty(t, cast.seller.id);
    const id = await insertInquiry(t, property.id, cast.buyer.id);
    const deal = await createDeal(t, cast.agent, { propertyId: property.id, buyerId: cast.buyer.id, inquiryId: id });
    const open: TInquiryLead[] = (await get(t, cast.agent, '/api/inquiries')).json().data;
    expect(open.some((l) => l.id === id)).toBe(false);
    const [row] = await t.database.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(row).toMatchObject({ status: 'CONVERTED', dealId: deal.id });
    expect((await post(t, cast.agent, `/api/inquiries/${id}/close`)).statusCode).toBe(409);
  });

  it('leaves out leads on deleted listings', async () => {
    const property = await insertProperty(t, cast.seller.id);
    const id = await insertInquiry(t, property.id, cast.buyer.id);
    await t.database.db.update(properties).set({ status: 'deleted', isActive: false }).where(eq(properties.id, property.id));
    expect((await get(t, cast.agent, '/api/inquiries')).json().data.some((l: TInquiryLead) => l.id === id)).toBe(false);
  });

  it('is for agents and admins only', async () => {
    for (const url of ['/api/inquiries', '/api/inquiries/count']) {
      expect((await get(t, cast.buyer, url)).statusCode).toBe(403);
      expect((await get(t, null, url)).statusCode).toBe(401);
    }
    const id = await insertInquiry(t, (await insertProperty(t, cast.seller.id)).id, cast.outsider.id);
    expect((await post(t, cast.seller, `/api/inquiries/${id}/close`)).statusCode).toBe(403);
    expect((await get(t, cast.agent, '/api/inquiries?status=LOST')).statusCode).toBe(400);
  });
});
