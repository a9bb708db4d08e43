//another person's listing, deal, document, agreement or profile can be neither
// read nor changed, and a refused request leaves every row as it was; fields a caller may not set
// change nothing whatever the body says.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deals, properties, rentalAgreements, users } from '#server/db/schema.ts';
import { inquiries } from '#server/db/schema-conversations.ts';
import { multipartBody, pdfBytes } from '../fixtures/deals.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from '../helper.ts';
import { agreementForm, freshThings, makePeople, snapshot, userRow, type People, type Things } from './world.ts';

let t: TestApp;
let people: People;
let things: Things;
let ownersAgreementId: string;

beforeAll(async () => {
  t = await buildTestApp();
  people = await makePeople(t);
  things = await freshThings(t, people, { deal: 'REGISTRATION', withDocument: true });
  const form = agreementForm();
  ownersAgreementId = form.agreementId;
  const saved = await send(people.owner, 'POST', '/api/agreements', form);
  expect(saved.statusCode).toBe(201);
}, 120_000);
afterAll(() => t.close());

function send(
  caller: TestUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object | Buffer,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { ...headers, ...(caller ? bearer(caller.token) : {}) },
    ...(payload !== undefined ? { payload } : {}),
  });
}

const listingBody = (overrides: object = {}) => ({
  title: 'Taken over flat',
  description: 'Someone else wrote this.',
  propertyTypeId: 1,
  listingType: 'rent',
  areaId: 1,
  price: 25_000,
  bedrooms: 1,
  bathrooms: 1,
  imageUrls: [things.imageUrl],
  ...overrides,
});

describe("someone else's things", () => {
  it('cannot be read: deal, document and agreements answer 404 or leave them out', async () => {
    const dealId = things.deal!.id;
    for (const caller of [people.stranger, people.otherAgent]) {
      expect((await send(caller, 'GET', `/api/deals/${dealId}`)).statusCode).toBe(404);
      const doc = await send(caller, 'GET', `/api/deals/${dealId}/documents/${things.documentId}`);
      expect(doc.statusCode).toBe(404);
      expect(doc.body).not.toContain('%PDF');
      const mine = await send(caller, 'GET', '/api/agreements/mine');
      expect(mine.body).not.toContain(ownersAgreementId);
    }
    // A document's id under a deal the caller does take part in is still not theirs.
    const own = await freshThings(t, { ...people, buyer: people.stranger }, { imageUrl: things.imageUrl });
    const crossed = await send(people.stranger, 'GET', `/api/deals/${own.deal!.id}/documents/${things.documentId}`);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.body).not.toContain('%PDF');
  });

  it('cannot be changed, and a refused attempt leaves every row as it was', async () => {
    const dealId = things.deal!.id;
    const listingId = things.listing.id;
    const { owner, stranger, buyer, otherAgent, dealAgent } = people;
    const before = await snapshot(t);
    const document = multipartBody(pdfBytes(), { filename: 'forged.pdf' });
    const attempts: [TestUser, 'POST' | 'PUT' | 'DELETE', string, (object | Buffer)?, Record<string, string>?][] = [
      [stranger, 'PUT', `/api/properties/${listingId}`, listingBody()],
      [buyer, 'PUT', `/api/properties/${listingId}`, listingBody()],
      [otherAgent, 'PUT', `/api/properties/${listingId}`, listingBody({ isVerified: true })],
      [stranger, 'DELETE', `/api/properties/${listingId}`],
      [dealAgent, 'DELETE', `/api/properties/${listingId}`],
      [stranger, 'PUT', `/api/deals/${dealId}/stage`, { stage: 'COMPLETED', date: '2025-03-01', notes: 'mine now' }],
      [otherAgent, 'PUT', `/api/deals/${dealId}/stage`, { stage: 'COMPLETED', date: '2025-03-01', notes: 'mine now' }],
      [buyer, 'PUT', `/api/deals/${dealId}/stage`, { stage: 'COMPLETED', date: '2025-03-01', notes: 'mine now' }],
      [stranger, 'POST', `/api/deals/${dealId}/seller-confirm`, {}],
      [buyer, 'POST', `/api/deals/${dealId}/seller-confirm`, {}],
      [dealAgent, 'POST', `/api/deals/${dealId}/seller-confirm`, {}],
      [stranger, 'POST', `/api/deals/${dealId}/complete-payment`, {}],
      [otherAgent, 'POST', `/api/deals/${dealId}/complete-payment`, {}],
      [dealAgent, 'POST', `/api/deals/${dealId}/reassign`, { agentId: otherAgent.id }],
      [otherAgent, 'POST', `/api/deals/${dealId}/reassign`, { agentId: otherAgent.id }],
      [stranger, 'POST', `/api/deals/${dealId}/upload-document`, document.payload, document.headers],
      [owner, 'POST', `/api/deals/${dealId}/upload-document`, document.payload, document.headers],
      [stranger, 'POST', `/api/deals/${dealId}/upload-document`, { docUrl: `/api/deals/${dealId}/documents/${things.documentId}` }],
      [stranger, 'PUT', `/api/users/${owner.id}`, { firstName: 'Hijacked', email: 'evil@example.test', mobileNumber: '6999999999' }],
      [dealAgent, 'PUT', `/api/users/${owner.id}`, { address: 'Nowhere' }],
      [stranger, 'DELETE', `/api/users/${owner.id}`],
      [dealAgent, 'DELETE', `/api/users/${buyer.id}`],
      [otherAgent, 'POST', `/api/users/${dealAgent.id}/reassign-deals`, { toAgentId: otherAgent.id }],
      [stranger, 'POST', '/api/agreements', { ...agreementForm(), agreementId: ownersAgreementId, tenantName: 'Mallory' }],
      [stranger, 'POST', `/api/inquiries/${things.inquiryId}/close`],
      [owner, 'POST', `/api/properties/${listingId}/inquiries`, { message: 'to myself' }],
    ];
    for (const [caller, method, url, payload, headers] of attempts) {
      const res = await send(caller, method, url, payload, headers);
      expect([400, 403, 404, 409], `${caller.username} ${method} ${url}: ${res.body}`).toContain(res.statusCode);
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it("someone else's agreement keeps its owner and contents when its id is reused", async () => {
    const [row] = await t.database.db.select().from(rentalAgreements).where(eq(rentalAgreements.reference, ownersAgreementId));
    expect(row!.userId).toBe(people.owner.id);
    expect(JSON.stringify(row!.formData)).not.toContain('Mallory');
  });
});

describe('fields a caller may not set', () => {
  const forbiddenExtras = {
    id: 1,
    userId: 1,
    ownerId: 1,
    role: 'ADMIN',
    isActive: false,
    isVerified: true,
    isFeatured: false,
    status: 'sold',
    tokenVersion: 99,
    passwordHash: '$argon2id$v=19$m=8,t=1,p=1$c2FsdHNhbHQ$aGFzaGhhc2g',
    createdAt: '2000-01-01T00:00:00.000Z',
    updatedAt: '2000-01-01T00:00:00.000Z',
    deletedAt: '2000-01-01T00:00:00.000Z',
  };

  it('registration makes a USER with its own id and time, whatever the body says', async () => {
    const username = `extra${Date.now().toString(36)}`;
    const res = await send(null, 'POST', '/api/auth/register', {
      ...forbiddenExtras,
      firstName: 'Eve',
      lastName: 'Extra',
      username,
      email: `${username}@example.test`,
      password: 'Harbour-Lights-42',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.username, username));
    expect(row).toMatchObject({ role: 'USER', isActive: true, tokenVersion: 0, deletedAt: null });
    expect(row!.id).not.toBe(1);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(Date.now() - row!.createdAt.getTime()).toBeLessThan(60_000);
  });

  it('a profile edit by its owner changes neither role, status, password, token version, id nor timestamps', async () => {
    const self = await t.createUser();
    const before = await userRow(t, self.id);
    for (const extras of [forbiddenExtras, { ...forbiddenExtras, role: 'USER', isActive: true }]) {
      const res = await send(self, 'PUT', `/api/users/${self.id}`, { ...extras, address: 'Road No. 12, Banjara Hills' });
      expect([200, 403]).toContain(res.statusCode);
    }
    const after = await userRow(t, self.id);
    expect(after).toMatchObject({
      id: before!.id,
      role: 'USER',
      isActive: true,
      passwordHash: before!.passwordHash,
      tokenVersion: before!.tokenVersion,
      createdAt: before!.createdAt,
      deletedAt: null,
    });
  });

  it('a new listing belongs to its poster, unverified, featured, available and dated now', async () => {
    const res = await send(
      people.stranger,
      'POST',
      '/api/properties',
      listingBody({ ...forbiddenExtras, userId: people.owner.id, ownerId: people.owner.id }),
    );
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(properties).where(eq(properties.id, res.json().id));
    expect(row).toMatchObject({ userId: people.stranger.id, isVerified: false, isFeatured: true, isActive: true, status: 'available' });
    expect(row!.id).not.toBe(1);
    expect(Date.now() - row!.createdAt.getTime()).toBeLessThan(60_000);
  });

  it("an owner's edit keeps the owner, the verified and featured flags, the status and the creation time", async () => {
    const own = await freshThings(t, people, { deal: false, imageUrl: things.imageUrl });
    const [before] = await t.database.db.select().from(properties).where(eq(properties.id, own.listing.id));
    const res = await send(people.owner, 'PUT', `/api/properties/${own.listing.id}`, listingBody({ ...forbiddenExtras, userId: people.stranger.id }));
    expect(res.statusCode).toBe(200);
    const [after] = await t.database.db.select().from(properties).where(eq(properties.id, own.listing.id));
    expect(after).toMatchObject({
      id: before!.id,
      userId: people.owner.id,
      isVerified: before!.isVerified,
      isFeatured: before!.isFeatured,
      status: before!.status,
      createdAt: before!.createdAt,
    });
  });

  it("a new deal starts at INQUIRY with every flag down and the listing's poster as seller", async () => {
    const own = await freshThings(t, people, { deal: false, imageUrl: things.imageUrl });
    const res = await send(people.dealAgent, 'POST', '/api/deals/create', {
      ...forbiddenExtras,
      propertyId: own.listing.id,
      buyerId: people.buyer.id,
      agreedPrice: 9_000_000,
      sellerId: people.stranger.id,
      stage: 'COMPLETED',
      buyerDocUploaded: true,
      sellerConfirmed: true,
      adminVerified: true,
      paymentInitiated: true,
      paymentCompleted: true,
      completedDate: '2020-01-01',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(deals).where(eq(deals.id, res.json().data.id));
    expect(row).toMatchObject({
      sellerId: people.owner.id,
      buyerId: people.buyer.id,
      agentId: people.dealAgent.id,
      stage: 'INQUIRY',
      buyerDocUploaded: false,
      sellerConfirmed: false,
      adminVerified: false,
      paymentInitiated: false,
      paymentCompleted: false,
      completedDate: null,
    });
  });

  it("a stage change by the deal's agent sets the stage and its date, not the parties or the flags", async () => {
    const own = await freshThings(t, people, { imageUrl: things.imageUrl });
    const res = await send(people.dealAgent, 'PUT', `/api/deals/${own.deal!.id}/stage`, {
      stage: 'SHORTLIST',
      date: '2025-03-01',
      notes: 'Shortlisted',
      buyerId: people.stranger.id,
      sellerId: people.stranger.id,
      agentId: people.otherAgent.id,
      sellerConfirmed: true,
      paymentCompleted: true,
      agreedPrice: 1,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(deals).where(eq(deals.id, own.deal!.id));
    expect(row).toMatchObject({
      stage: 'SHORTLIST',
      buyerId: people.buyer.id,
      sellerId: people.owner.id,
      agentId: people.dealAgent.id,
      sellerConfirmed: false,
      paymentCompleted: false,
      agreedPrice: own.deal!.agreedPrice,
    });
  });

  it('an inquiry and an agreement belong to whoever sent them, whatever owner or status the body names', async () => {
    const own = await freshThings(t, people, { deal: false, imageUrl: things.imageUrl });
    const inquiry = await send(people.buyer, 'POST', `/api/properties/${own.listing.id}/inquiries`, {
      ...forbiddenExtras,
      message: 'Hi',
      userId: people.stranger.id,
      status: 'CONVERTED',
    });
    expect(inquiry.statusCode).toBe(201);
    const [inquiryRow] = await t.database.db.select().from(inquiries).where(eq(inquiries.id, inquiry.json().data.id));
    expect(inquiryRow).toMatchObject({ userId: people.buyer.id, status: 'OPEN', dealId: null });

    const form = agreementForm();
    const agreement = await send(people.buyer, 'POST', '/api/agreements', { ...forbiddenExtras, ...form, userId: people.stranger.id });
    expect(agreement.statusCode).toBe(201);
    const [agreementRow] = await t.database.db.select().from(rentalAgreements).where(eq(rentalAgreements.reference, form.agreementId));
    expect(agreementRow!.userId).toBe(people.buyer.id);
  });
});
