//new leads reach the listing's agent, deal events reach the deal's buyer,
// seller and agent (not whoever acted), in the bell and by email; phone numbers in those emails
// follow the deal pages' rule (hidden from USER recipients); the bell's list and marks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeal, dealCast, insertProperty, moveDeal, pdfBytes, post, uploadDocument } from '../fixtures/deals.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from '../helper.ts';
import type { Outbox } from '#server/modules/outbox/start.ts';
import { deliver, deliveredEmails, outboxOf, type Delivered } from './mail.ts';

let t: TestApp;
let outbox: Outbox;

const emailOf = (user: TestUser) => `${user.username}@example.test`;
const to = (emails: Delivered[], user: TestUser) =>
  emails.filter((d) => (Array.isArray(d.mail.to) ? d.mail.to[0] : d.mail.to)?.text === emailOf(user));

async function bell(who: TestUser) {
  const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(who.token) });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    items: { id: number; kind: string; title: string; body: string; link: string; isRead: boolean }[];
    unreadCount: number;
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  outbox = outboxOf(t);
});
afterAll(async () => {
  await outbox.close();
  await t.close();
});

describe('new leads', () => {
  it("tell the agent who posted the listing, with the asker's phone, at once", async () => {
    const agent = await t.createUser({ role: 'AGENT', firstName: 'Anil' });
    const asker = await t.createUser({ firstName: 'Bhavna', mobileNumber: '9876501234' });
    const listing = await insertProperty(t, agent.id, { title: 'Agent listed villa' });
    const before = await deliveredEmails(t);

    const res = await post(t, asker, `/api/properties/${listing.id}/inquiries`, { message: 'Can I visit on Sunday?' });
    expect(res.statusCode).toBe(201);
    // Asking again is the same lead: no second notice.
    await post(t, asker, `/api/properties/${listing.id}/inquiries`, { message: 'Again' });

    const { items } = await bell(agent);
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'lead',
        title: 'New lead on "Agent listed villa"',
        body: 'Bhavna user asked about your listing: Can I visit on Sunday?',
        link: '/agent-dashboard',
      }),
    ]);
    const emails = to(await deliver(t, outbox, before), agent);
    expect(emails).toHaveLength(1);
    // The subject holds the listing's facts, never words someone typed (the title, the asker's name).
    expect(emails[0]!.mail.subject).toBe(`New lead on your listing: 3 BHK Apartment in Gachibowli (#${listing.id})`);
    expect(emails[0]!.mail.text).toContain('Phone: 9876501234');
    expect(emails[0]!.mail.text).toContain('Message: Can I visit on Sunday?');
    expect(emails[0]!.mail.html).toContain('9876501234');
  });

  it('are not sent for listings posted by owners (Contact Agent reaches the agents, not the owner)', async () => {
    const owner = await t.createUser({ firstName: 'Owais' });
    const asker = await t.createUser({ firstName: 'Chitra' });
    const listing = await insertProperty(t, owner.id);
    await post(t, asker, `/api/properties/${listing.id}/inquiries`, {});
    expect((await bell(owner)).items).toEqual([]);
  });
});

describe('deal events', () => {
  it('reach the buyer, seller and agent except whoever acted; USER recipients see no phone numbers, the agent does', async () => {
    const cast = await dealCast(t);
    const deal = await createDeal(t, cast.agent, { propertyId: cast.property.id, buyerId: cast.buyer.id, agreedPrice: 11_000_000 });
    const phones = [cast.buyer.mobileNumber, cast.seller.mobileNumber, cast.agent.mobileNumber];
    let before = await deliveredEmails(t);

    // A stage change by the agent: buyer and seller hear of it.
    expect((await moveDeal(t, cast.agent, deal.id, 'REGISTRATION', '2026-11-20', 'Registration booked')).statusCode).toBe(200);
    let emails = await deliver(t, outbox, before);
    for (const user of [cast.buyer, cast.seller]) {
      expect((await bell(user)).items[0]).toMatchObject({ kind: 'deal', title: 'Deal moved to Registration', link: `/deals/${deal.id}` });
    }
    expect((await bell(cast.agent)).items).toEqual([]);
    for (const user of [cast.buyer, cast.seller]) {
      const [email] = to(emails, user);
      expect(email!.mail.subject).toBe('Deal moved to Registration: your deal in Gachibowli');
      expect(email!.mail.text).toContain('Agreed price: ₹1,10,00,000');
      expect(email!.mail.text).toContain('Date: 20 Nov 2026');
      expect(email!.mail.text).toContain(`Open the deal: http://localhost:3000/deals/${deal.id}`);
      for (const phone of phones) {
        expect(email!.mail.text).not.toContain(phone);
        expect(email!.mail.html).not.toContain(phone);
      }
    }
    expect(to(emails, cast.agent)).toEqual([]);

    // The seller confirms: buyer and agent hear of it; the agent's email carries the phones.
    before = await deliveredEmails(t);
    expect((await post(t, cast.seller, `/api/deals/${deal.id}/seller-confirm`, {})).statusCode).toBe(200);
    emails = await deliver(t, outbox, before);
    expect((await bell(cast.agent)).items[0]).toMatchObject({ title: 'The seller confirmed the registration', link: `/deals/${deal.id}` });
    const [agentEmail] = to(emails, cast.agent);
    for (const phone of phones) expect(agentEmail!.mail.text).toContain(phone);
    const [buyerEmail] = to(emails, cast.buyer);
    for (const phone of phones) expect(buyerEmail!.mail.text).not.toContain(phone);
    expect(to(emails, cast.seller)).toEqual([]);

    // The buyer's document: seller and agent.
    before = await deliveredEmails(t);
    expect((await uploadDocument(t, cast.buyer, deal.id, pdfBytes(), { filename: 'pan-card.pdf' })).statusCode).toBe(201);
    emails = await deliver(t, outbox, before);
    expect(to(emails, cast.seller)[0]!.mail.subject).toBe('The buyer uploaded a document: your deal in Gachibowli');
    expect(to(emails, cast.agent)[0]!.mail.text).toContain('Document: pan-card.pdf');
    expect(to(emails, cast.buyer)).toEqual([]);

    // Payment, by the agent at PAYMENT: buyer and seller.
    await moveDeal(t, cast.agent, deal.id, 'PAYMENT');
    await outbox.worker.drain();
    before = await deliveredEmails(t);
    expect((await post(t, cast.agent, `/api/deals/${deal.id}/complete-payment`, {})).statusCode).toBe(200);
    emails = await deliver(t, outbox, before);
    expect(to(emails, cast.buyer).map((d) => d.mail.subject)).toEqual(['Payment completed: the deal is complete: your deal in Gachibowli']);
    expect(to(emails, cast.seller)).toHaveLength(1);
    expect(to(emails, cast.agent)).toEqual([]);
  });

  it('speak of rent, tenant and owner on a rental, and link to the rental itself', async () => {
    const cast = await dealCast(t);
    const home = await insertProperty(t, cast.seller.id, { listingType: 'rent', price: 35_000 });
    const deal = await createDeal(t, cast.agent, { propertyId: home.id, buyerId: cast.buyer.id, agreedPrice: 34_000, deposit: 100_000 });
    let before = await deliveredEmails(t);
    expect((await moveDeal(t, cast.agent, deal.id, 'REGISTRATION', '2026-11-20', 'Stamp paper bought')).statusCode).toBe(200);
    let emails = await deliver(t, outbox, before);
    for (const user of [cast.buyer, cast.seller]) {
      expect((await bell(user)).items[0]).toMatchObject({ title: 'Rental moved to Signing & stamping', link: `/deals/${deal.id}` });
      const [email] = to(emails, user);
      expect(email!.mail.subject).toBe('Rental moved to Signing & stamping: your rental in Gachibowli');
      expect(email!.mail.text).toContain(`There is news on your rental for ${home.title}.`);
      expect(email!.mail.text).toContain('Agreed monthly rent: ₹34,000');
      expect(email!.mail.text).toContain('Security deposit: ₹1,00,000');
      expect(email!.mail.text).toContain('Tenant: Bala user');
      expect(email!.mail.text).toContain('Owner: Sita user');
      expect(email!.mail.text).toContain(`Open the rental: http://localhost:3000/deals/${deal.id}`);
      for (const word of ['Agreed price', 'Buyer', 'Seller', '/my-deals', '/seller-deals']) expect(email!.mail.text).not.toContain(word);
    }

    before = await deliveredEmails(t);
    expect((await post(t, cast.seller, `/api/deals/${deal.id}/seller-confirm`, {})).statusCode).toBe(200);
    expect((await uploadDocument(t, cast.buyer, deal.id, pdfBytes(), { filename: 'aadhaar.pdf' })).statusCode).toBe(201);
    emails = await deliver(t, outbox, before);
    expect((await bell(cast.agent)).items.map((i) => i.title)).toEqual(['The tenant uploaded a document', 'The owner confirmed the signing']);
    expect(to(emails, cast.agent)[0]!.mail.text).toContain(`Open the rental: http://localhost:3000/deals/${deal.id}`);

    await moveDeal(t, cast.agent, deal.id, 'PAYMENT');
    await outbox.worker.drain();
    before = await deliveredEmails(t);
    expect((await post(t, cast.agent, `/api/deals/${deal.id}/complete-payment`, {})).statusCode).toBe(200);
    emails = await deliver(t, outbox, before);
    expect(to(emails, cast.buyer).map((d) => d.mail.subject)).toEqual([
      'Deposit and first rent paid: the rental is complete: your rental in Gachibowli',
    ]);
  });

  it('write nothing when the change is refused', async () => {
    const cast = await dealCast(t);
    const deal = await createDeal(t, cast.agent, { propertyId: cast.property.id, buyerId: cast.buyer.id });
    expect((await moveDeal(t, cast.otherAgent, deal.id, 'NEGOTIATION')).statusCode).toBe(404);
    expect((await post(t, cast.seller, `/api/deals/${deal.id}/seller-confirm`, {})).statusCode).toBe(409);
    expect((await bell(cast.buyer)).items).toEqual([]);
    expect((await bell(cast.seller)).items).toEqual([]);
  });
});

describe('the notification centre', () => {
  it('counts unread, marks one or all read, and keeps each person to their own', async () => {
    const cast = await dealCast(t);
    const deal = await createDeal(t, cast.agent, { propertyId: cast.property.id, buyerId: cast.buyer.id });
    await moveDeal(t, cast.agent, deal.id, 'SHORTLIST');
    await moveDeal(t, cast.agent, deal.id, 'NEGOTIATION');
    await moveDeal(t, cast.agent, deal.id, 'AGREEMENT');

    const list = await bell(cast.buyer);
    expect(list.unreadCount).toBe(3);
    expect(list.items.map((i) => i.title)).toEqual(['Deal moved to Agreement', 'Deal moved to Negotiation', 'Deal moved to Shortlist']);
    const count = await t.app.inject({ method: 'GET', url: '/api/notifications/unread-count', headers: bearer(cast.buyer.token) });
    expect(count.json().data).toEqual({ unreadCount: 3 });

    const first = list.items[0]!.id;
    // Someone else's notification does not exist for them.
    expect((await post(t, cast.outsider, `/api/notifications/${first}/read`)).statusCode).toBe(404);
    const marked = await post(t, cast.buyer, `/api/notifications/${first}/read`);
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data).toEqual({ unreadCount: 2 });
    expect((await bell(cast.buyer)).items.map((i) => i.isRead)).toEqual([true, false, false]);

    const all = await post(t, cast.buyer, '/api/notifications/read-all');
    expect(all.json().data).toEqual({ unreadCount: 0 });
    expect((await bell(cast.buyer)).unreadCount).toBe(0);
    // The seller's stay unread.
    expect((await bell(cast.seller)).unreadCount).toBe(3);

    const bad = await post(t, cast.buyer, '/api/notifications/abc/read');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['id']);
  });
});
