// Rentals: a deal on a rent listing is a rental with a monthly rent and a deposit, its own
// list, and from AGREEMENT on a rental agreement made from it by its agent, owner or tenant (or an
// admin), linked to the deal and shown in its documents and timeline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAgreementDraft, TDeal, TDealDetail } from '#shared/contracts/deal.ts';
import { SAMPLE_AGREEMENT_FORM } from '#shared/agreement/sample-form.ts';
import { todayInIndia } from '#shared/india-date.ts';
import { createDeal, dealCast, get, insertProperty, moveDeal, post } from './fixtures/deals.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from './helper.ts';

let t: TestApp;
let cast: Awaited<ReturnType<typeof dealCast>>;
beforeAll(async () => {
  t = await buildTestApp();
  cast = await dealCast(t);
});
afterAll(() => t.close());

async function rentalDeal(deposit: number | null = 90_000): Promise<TDeal> {
  const property = await insertProperty(t, cast.seller.id, { listingType: 'rent', price: 32_000, address: 'Flat 502, Lake View Towers' });
  return createDeal(t, cast.agent, { propertyId: property.id, buyerId: cast.buyer.id, agreedPrice: 30_000, deposit });
}

const detail = async (caller: TestUser, dealId: number): Promise<TDealDetail> => (await get(t, caller, `/api/deals/${dealId}`)).json().data;
const agreementId = () => `GRUHA-${Math.random().toString(36).slice(2, 12).toUpperCase().padEnd(10, 'X')}`;

describe('rental deals', () => {
  it('a deal on a rent listing is a rental with its monthly rent and deposit', async () => {
    const deal = await rentalDeal();
    expect(deal).toMatchObject({ dealKind: 'rental', agreedPrice: 30_000, deposit: 90_000, propertyListingType: 'rent' });
    expect((await detail(cast.buyer, deal.id)).deposit).toBe(90_000);
  });

  it('a sale deal is a purchase and refuses a deposit, changing nothing', async () => {
    const property = await insertProperty(t, cast.seller.id);
    const refused = await post(t, cast.agent, '/api/deals/create', {
      propertyId: property.id,
      buyerId: cast.buyer.id,
      agreedPrice: 10_000_000,
      deposit: 5,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ deposit: 'A security deposit applies only to a rental deal' });
    const deal = await createDeal(t, cast.agent, { propertyId: property.id, buyerId: cast.buyer.id });
    expect(deal).toMatchObject({ dealKind: 'purchase', deposit: null });
  });

  it('refuses a negative or non-numeric deposit by name', async () => {
    const property = await insertProperty(t, cast.seller.id, { listingType: 'rent', price: 20_000 });
    for (const deposit of [-1, 'lots']) {
      const res = await post(t, cast.agent, '/api/deals/create', { propertyId: property.id, buyerId: cast.buyer.id, agreedPrice: 20_000, deposit });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['deposit']);
    }
  });

  it('lists rentals apart from purchases for the tenant and the owner', async () => {
    const rental = await rentalDeal();
    const list = async (caller: TestUser, role: string, kind: string) =>
      ((await get(t, caller, `/api/deals/my-deals?userRole=${role}&kind=${kind}`)).json().data as TDeal[]).map((d) => d.id);
    expect(await list(cast.buyer, 'BUYER', 'rental')).toContain(rental.id);
    expect(await list(cast.seller, 'SELLER', 'rental')).toContain(rental.id);
    expect(await list(cast.buyer, 'BUYER', 'purchase')).not.toContain(rental.id);
    const rentals = (await get(t, cast.buyer, '/api/deals/my-deals?userRole=BUYER&kind=rental')).json().data as TDeal[];
    expect(rentals.every((d) => d.dealKind === 'rental')).toBe(true);
    expect((await get(t, cast.buyer, '/api/deals/my-deals?kind=lease')).statusCode).toBe(400);
  });
});

describe('the rental agreement of a deal', () => {
  it('is not offered before AGREEMENT, nor on a purchase', async () => {
    const deal = await rentalDeal();
    const early = await get(t, cast.agent, `/api/deals/${deal.id}/agreement-draft`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The rental agreement can be made once the deal reaches the AGREEMENT stage');
    const sale = await createDeal(t, cast.agent, { propertyId: (await insertProperty(t, cast.seller.id)).id, buyerId: cast.buyer.id });
    await moveDeal(t, cast.agent, sale.id, 'AGREEMENT');
    expect((await get(t, cast.agent, `/api/deals/${sale.id}/agreement-draft`)).statusCode).toBe(400);
  });

  it('drafts the form from the deal for its agent, owner, tenant and admins only', async () => {
    const deal = await rentalDeal();
    await moveDeal(t, cast.agent, deal.id, 'AGREEMENT', '2025-03-01');
    for (const caller of [cast.agent, cast.seller, cast.buyer, cast.admin]) {
      const res = await get(t, caller, `/api/deals/${deal.id}/agreement-draft`);
      expect(res.statusCode).toBe(200);
      const draft: TAgreementDraft = res.json().data;
      expect(draft).toMatchObject({
        dealId: deal.id,
        ownerName: deal.sellerName,
        tenantName: deal.buyerName,
        ownerPhone: cast.seller.mobileNumber,
        tenantPhone: cast.buyer.mobileNumber,
        rentAmount: '30000',
        depositAmount: '90000',
        jurisdiction: 'Hyderabad, Telangana',
        startDate: todayInIndia(),
      });
      expect(draft.propertyAddress).toBe('Flat 502, Lake View Towers, Gachibowli, Hyderabad');
    }
    for (const caller of [cast.otherAgent, cast.outsider])
      expect((await get(t, caller, `/api/deals/${deal.id}/agreement-draft`)).statusCode).toBe(404);
    expect((await get(t, null, `/api/deals/${deal.id}/agreement-draft`)).statusCode).toBe(401);
  });

  it('fills the draft from the listing: its address once, the date it is free, its deposit and maintenance', async () => {
    const freeFrom = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
    const property = await insertProperty(t, cast.seller.id, {
      listingType: 'rent',
      price: 32_000,
      address: 'Flat 7, Palm Court, Gachibowli',
      availableFrom: freeFrom,
      deposit: 96_000,
      maintenance: 2_500,
    });
    const deal = await createDeal(t, cast.agent, { propertyId: property.id, buyerId: cast.buyer.id, agreedPrice: 31_000, deposit: null });
    await moveDeal(t, cast.agent, deal.id, 'AGREEMENT');
    const draft: TAgreementDraft = (await get(t, cast.agent, `/api/deals/${deal.id}/agreement-draft`)).json().data;
    expect(draft).toMatchObject({
      propertyAddress: 'Flat 7, Palm Court, Gachibowli, Hyderabad',
      startDate: freeFrom,
      rentAmount: '31000',
      depositAmount: '96000',
      maintenanceAmount: '2500',
    });
  });

  it('saves the agreement linked to the deal, in its documents and timeline, once', async () => {
    const deal = await rentalDeal();
    await moveDeal(t, cast.agent, deal.id, 'AGREEMENT');
    const id = agreementId();
    const body = { ...SAMPLE_AGREEMENT_FORM, ownerPhone: '+91 98765 43210', agreementId: id, dealId: deal.id };
    const saved = await post(t, cast.buyer, '/api/agreements', body);
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data.form.ownerPhone).toBe('9876543210');
    expect((await post(t, cast.buyer, '/api/agreements', body)).statusCode).toBe(200);

    for (const caller of [cast.agent, cast.seller, cast.buyer, cast.admin]) {
      const shown = await detail(caller, deal.id);
      expect(shown.agreements.map((a) => a.agreementId)).toEqual([id]);
      expect(shown.agreements[0]).toMatchObject({ createdByName: deal.buyerName, tenantName: 'Anjali Rao', agreementType: 'Rental Agreement' });
      const events = shown.events.filter((e) => e.kind === 'AGREEMENT_CREATED');
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ actorRole: 'BUYER', notes: `Rental Agreement ${id} created` });
    }
  });

  it('refuses strangers and early deals, saving nothing', async () => {
    const deal = await rentalDeal();
    const early = await post(t, cast.agent, '/api/agreements', { ...SAMPLE_AGREEMENT_FORM, agreementId: agreementId(), dealId: deal.id });
    expect(early.statusCode).toBe(409);
    await moveDeal(t, cast.agent, deal.id, 'AGREEMENT');
    for (const caller of [cast.otherAgent, cast.outsider]) {
      const res = await post(t, caller, '/api/agreements', { ...SAMPLE_AGREEMENT_FORM, agreementId: agreementId(), dealId: deal.id });
      expect(res.statusCode).toBe(404);
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/agreements',
      headers: bearer(cast.agent.token),
      payload: { ...SAMPLE_AGREEMENT_FORM, agreementId: agreementId(), dealId: 2_000_000_000 },
    });
    expect(missing.statusCode).toBe(404);
    const bad = await post(t, cast.agent, '/api/agreements', { ...SAMPLE_AGREEMENT_FORM, agreementId: agreementId(), dealId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect((await detail(cast.admin, deal.id)).agreements).toEqual([]);
  });
});
