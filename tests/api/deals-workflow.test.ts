import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDeal, TDealDetail } from '#shared/contracts/deal.ts';
import { todayInIndia } from '#shared/india-date.ts';
import { createDeal, dealCast, get, insertProperty, moveDeal, post } from './fixtures/deals.ts';
import { bearer, buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
let cast: Awaited<ReturnType<typeof dealCast>>;
beforeAll(async () => {
  t = await buildTestApp();
  cast = await dealCast(t);
});
afterAll(() => t.close());

const REQUIRED = 'Please provide both the Date of Visit/Update and a Matter of Visit/Note.';

async function freshDeal(): Promise<TDeal> {
  const property = await insertProperty(t, cast.seller.id);
  return createDeal(t, cast.agent, { propertyId: property.id, buyerId: cast.buyer.id });
}

/** The event recorded last (the timeline itself is sorted by the dates people gave). */
const latest = (deal: TDealDetail) => deal.events.reduce((a, b) => (b.id > a.id ? b : a));

const detail = async (dealId: number): Promise<TDealDetail> => (await get(t, cast.admin, `/api/deals/${dealId}`)).json().data;

describe('PUT /api/deals/{id}/stage', () => {
  it('moves the deal, sets that stage date and the notes, and records who did it', async () => {
    const deal = await freshDeal();
    const res = await moveDeal(t, cast.agent, deal.id, 'SHORTLIST', '2025-02-10', 'Site visit with family');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Deal stage updated',
      data: { stage: 'SHORTLIST', currentStage: 'SHORTLIST', shortlistDate: '2025-02-10', notes: 'Site visit with family' },
    });
    expect(latest(await detail(deal.id))).toMatchObject({
      kind: 'STAGE_CHANGED',
      stage: 'SHORTLIST',
      date: '2025-02-10',
      notes: 'Site visit with family',
      actorName: 'Anita agent',
      actorRole: 'AGENT',
    });
  });

  it('allows any stage, also backwards, and admins too', async () => {
    const deal = await freshDeal();
    expect((await moveDeal(t, cast.agent, deal.id, 'REGISTRATION', '2025-03-05')).json().data).toMatchObject({
      stage: 'REGISTRATION',
      registrationDate: '2025-03-05',
    });
    const back = await moveDeal(t, cast.admin, deal.id, 'NEGOTIATION', '2025-03-06', 'Price renegotiated');
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({ stage: 'NEGOTIATION', negotiationDate: '2025-03-06', registrationDate: '2025-03-05' });
    expect(latest(await detail(deal.id))).toMatchObject({ actorRole: 'ADMIN', notes: 'Price renegotiated' });
  });

  it('records a note when the stage stays the same', async () => {
    const deal = await freshDeal();
    const res = await moveDeal(t, cast.agent, deal.id, 'INQUIRY', '2025-02-11', 'Called the buyer');
    expect(res.json().data).toMatchObject({ stage: 'INQUIRY', inquiryDate: '2025-02-11', notes: 'Called the buyer' });
    expect(latest(await detail(deal.id))).toMatchObject({ kind: 'NOTE', stage: 'INQUIRY', notes: 'Called the buyer' });
  });

  it('sorts the timeline by the dates given, not by when they were entered', async () => {
    const deal = await freshDeal();
    await moveDeal(t, cast.agent, deal.id, 'NEGOTIATION', '2025-03-20');
    await moveDeal(t, cast.agent, deal.id, 'SHORTLIST', '2025-03-10');
    const dates = (await detail(deal.id)).events.map((e) => e.date);
    expect(dates).toEqual(['2025-03-10', '2025-03-20', todayInIndia()]);
  });

  it('sets completedDate when moved to COMPLETED', async () => {
    const deal = await freshDeal();
    expect((await moveDeal(t, cast.agent, deal.id, 'COMPLETED', '2025-04-01')).json().data).toMatchObject({
      stage: 'COMPLETED',
      completedDate: '2025-04-01',
    });
  });

  it('drops the completion date when a completed deal is reopened', async () => {
    const deal = await freshDeal();
    await moveDeal(t, cast.agent, deal.id, 'COMPLETED', '2025-04-01');
    const reopened = (await moveDeal(t, cast.agent, deal.id, 'NEGOTIATION', '2025-04-03')).json().data;
    expect(reopened).toMatchObject({ stage: 'NEGOTIATION', completedDate: null });
    expect((await detail(deal.id)).completedDate).toBeNull();
  });

  it.each([
    [{ stage: 'SHORTLIST', notes: 'Visited' }],
    [{ stage: 'SHORTLIST', date: '2025-02-10' }],
    [{ stage: 'SHORTLIST', date: '', notes: '' }],
    [{ stage: 'SHORTLIST', date: '2025-02-10', notes: '   ' }],
    [{ stage: 'SHORTLIST', date: null, notes: 'Visited' }],
  ])('refuses %j with the spec message', async (payload) => {
    const deal = await freshDeal();
    const res = await t.app.inject({ method: 'PUT', url: `/api/deals/${deal.id}/stage`, headers: bearer(cast.agent.token), payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: REQUIRED });
    expect((await detail(deal.id)).stage).toBe('INQUIRY');
  });

  it('refuses an unknown stage and an impossible date, naming the field', async () => {
    const deal = await freshDeal();
    const badStage = await moveDeal(t, cast.agent, deal.id, 'VISITING');
    expect(badStage.statusCode).toBe(400);
    expect(Object.keys(badStage.json().errors)).toEqual(['stage']);
    const badDate = await moveDeal(t, cast.agent, deal.id, 'SHORTLIST', '2025-02-30');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().errors).toEqual({ date: 'Date must be a real calendar date' });
  });

  it('refuses the buyer and seller with 403, another agent with 404, before looking at the body', async () => {
    const deal = await freshDeal();
    for (const who of [cast.buyer, cast.seller]) expect((await moveDeal(t, who, deal.id, 'SHORTLIST')).statusCode).toBe(403);
    expect((await moveDeal(t, cast.otherAgent, deal.id, 'SHORTLIST')).statusCode).toBe(404);
    const empty = await t.app.inject({ method: 'PUT', url: `/api/deals/${deal.id}/stage`, headers: bearer(cast.buyer.token), payload: {} });
    expect(empty.statusCode).toBe(403);
    expect((await moveDeal(t, cast.agent, 999_999, 'SHORTLIST')).statusCode).toBe(404);
  });

  it('keeps every one of many simultaneous updates on the timeline', async () => {
    const deal = await freshDeal();
    const stages = ['SHORTLIST', 'NEGOTIATION', 'AGREEMENT', 'REGISTRATION'];
    const results = await Promise.all(stages.map((s) => moveDeal(t, cast.agent, deal.id, s, '2025-05-01', `to ${s}`)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const after = await detail(deal.id);
    expect(after.events.filter((e) => e.kind !== 'CREATED')).toHaveLength(4);
    // The deal's stage and notes are those of whichever update landed last.
    const last = latest(after);
    expect(after.stage).toBe(last.stage);
    expect(after.notes).toBe(last.notes);
  });
});

describe('POST /api/deals/{id}/seller-confirm', () => {
  it('lets the seller confirm at REGISTRATION, once', async () => {
    const deal = await freshDeal();
    await moveDeal(t, cast.agent, deal.id, 'REGISTRATION');
    const res = await post(t, cast.seller, `/api/deals/${deal.id}/seller-confirm`, { notes: 'Signed at the SRO' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { sellerConfirmed: true, sellerMobile: null } });
    expect(latest(await detail(deal.id))).toMatchObject({
      kind: 'SELLER_CONFIRMED',
      notes: 'Signed at the SRO',
      actorRole: 'SELLER',
      date: todayInIndia(),
    });
    const again = await post(t, cast.seller, `/api/deals/${deal.id}/seller-confirm`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Registration is already confirmed');
  });

  it('accepts the call with no body at all, even with a JSON content type', async () => {
    const deal = await freshDeal();
    await moveDeal(t, cast.agent, deal.id, 'REGISTRATION');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/deals/${deal.id}/seller-confirm`,
      headers: { ...bearer(cast.seller.token), 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses before REGISTRATION, and anyone but the seller', async () => {
    const deal = await freshDeal();
    const early = await post(t, cast.seller, `/api/deals/${deal.id}/seller-confirm`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The seller confirms at the REGISTRATION stage');
    await moveDeal(t, cast.agent, deal.id, 'REGISTRATION');
    for (const who of [cast.buyer, cast.agent, cast.admin]) {
      const res = await post(t, who, `/api/deals/${deal.id}/seller-confirm`, {});
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only the seller of this property can confirm registration');
    }
    expect((await post(t, cast.outsider, `/api/deals/${deal.id}/seller-confirm`, {})).statusCode).toBe(404);
    expect((await detail(deal.id)).sellerConfirmed).toBe(false);
  });
});

describe('POST /api/deals/{id}/complete-payment', () => {
  it('records the payment and completes the deal at PAYMENT', async () => {
    const deal = await freshDeal();
    await moveDeal(t, cast.agent, deal.id, 'PAYMENT', '2025-06-01');
    const res = await post(t, cast.agent, `/api/deals/${deal.id}/complete-payment`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      stage: 'COMPLETED',
      paymentInitiated: true,
      paymentCompleted: true,
      paymentDate: '2025-06-01',
      completedDate: todayInIndia(),
    });
    expect(latest(await detail(deal.id))).toMatchObject({ kind: 'PAYMENT_COMPLETED', stage: 'COMPLETED', actorRole: 'AGENT' });
  });

  it('takes an optional note and date from the Actions tab', async () => {
    const deal = await freshDeal();
    await moveDeal(t, cast.agent, deal.id, 'PAYMENT', '2025-06-01');
    const res = await post(t, cast.admin, `/api/deals/${deal.id}/complete-payment`, { notes: 'RTGS received', date: '2025-06-03' });
    expect(res.json().data).toMatchObject({ completedDate: '2025-06-03', paymentDate: '2025-06-01' });
    expect(latest(await detail(deal.id))).toMatchObject({ notes: 'RTGS received', date: '2025-06-03', actorRole: 'ADMIN' });
  });

  it('refuses before PAYMENT, twice, and to anyone but the agent or an admin', async () => {
    const deal = await freshDeal();
    const early = await post(t, cast.agent, `/api/deals/${deal.id}/complete-payment`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Payment can be completed at the PAYMENT stage');
    await moveDeal(t, cast.agent, deal.id, 'PAYMENT');
    for (const who of [cast.buyer, cast.seller]) expect((await post(t, who, `/api/deals/${deal.id}/complete-payment`)).statusCode).toBe(403);
    expect((await post(t, cast.otherAgent, `/api/deals/${deal.id}/complete-payment`)).statusCode).toBe(404);
    const paid = await Promise.all([
      post(t, cast.agent, `/api/deals/${deal.id}/complete-payment`),
      post(t, cast.admin, `/api/deals/${deal.id}/complete-payment`),
    ]);
    expect(paid.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await detail(deal.id)).events.filter((e) => e.kind === 'PAYMENT_COMPLETED')).toHaveLength(1);
  });
});

describe('POST /api/deals/{id}/reassign', () => {
  it('lets an admin hand the deal to another agent, on the timeline', async () => {
    const deal = await freshDeal();
    const res = await post(t, cast.admin, `/api/deals/${deal.id}/reassign`, { agentId: cast.otherAgent.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ agentId: cast.otherAgent.id, agentName: 'Omar agent' });
    expect(latest(await detail(deal.id))).toMatchObject({ kind: 'AGENT_REASSIGNED', notes: 'Agent changed from Anita agent to Omar agent' });
    // The new agent manages it now; the old one no longer sees it.
    expect((await moveDeal(t, cast.otherAgent, deal.id, 'SHORTLIST')).statusCode).toBe(200);
    expect((await moveDeal(t, cast.agent, deal.id, 'SHORTLIST')).statusCode).toBe(404);
  });

  it('refuses non-admins and a USER as the new agent', async () => {
    const deal = await freshDeal();
    expect((await post(t, cast.agent, `/api/deals/${deal.id}/reassign`, { agentId: cast.otherAgent.id })).statusCode).toBe(403);
    const res = await post(t, cast.admin, `/api/deals/${deal.id}/reassign`, { agentId: cast.outsider.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Agent not found');
  });
});
