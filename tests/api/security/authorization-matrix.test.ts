//every API route against every kind of caller, run against the real app. A route
// the app registers that this table does not list fails the test, and so does a row for a route that
// no longer exists. Every answer of the run is also scanned for password hashes and for phone
// numbers reaching someone who may not see them (point 2). Every route that
// answers a list has a second table saying what that list may hold for each caller.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, pdfBytes } from '../fixtures/deals.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from '../helper.ts';
import { multipart, pictureBytes } from '../listing-fixtures.ts';
import { agreementForm, CALLERS, freshThings, makePeople, renewToken, type Caller, type People, type ThingOptions, type Things } from './world.ts';
import { listRoutesAnswered, registeredApiRoutes } from './routes.ts';
import { LIST_ROWS, makeListWorld, readList, type ListWorld } from './list-rows.ts';
import { desc } from 'drizzle-orm';
import { notifications } from '#server/db/schema.ts';
import { grievances } from '#server/db/schema-privacy.ts';
import { conversationReports, conversations, messages, visits } from '#server/db/schema-conversations.ts';
import { tenancyRows } from './tenancy-rows.ts';
import { createUnsubscribeSigner } from '#server/modules/outbox/unsubscribe-token.ts';
import { TEST_JWT_SECRET } from '../helper.ts';
import { createConfirmLinkSigner } from '#server/modules/listing-lifecycle/confirm-token.ts';

type Request = { url: string; payload?: object | Buffer | string; headers?: Record<string, string>; as?: TestUser };
type Context = { t: TestApp; people: People; things: Things; caller: Caller };
type Row = {
  route: string;
  expected: Record<Caller, number>;
  request: (ctx: Context) => Request | Promise<Request>;
  /** Writes get new things for every caller, so one caller's change does not decide the next one's answer. */
  fresh?: ThingOptions;
};

let t: TestApp;
let people: People;
let shared: Things;
/** The owner's export, asked for once (asking counts against an hourly limit of five). */
let ownersExport: number | undefined;

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const listingBody = (imageUrl: string) => ({
  title: 'Matrix flat',
  description: 'A flat the authorization matrix posts.',
  propertyTypeId: 1,
  listingType: 'sale',
  areaId: 1,
  price: 9_000_000,
  bedrooms: 2,
  bathrooms: 2,
  imageUrls: [imageUrl],
});

/** Columns:        anonymous, owner, buyer, stranger, dealAgent, otherAgent, admin */
const statuses = (...codes: number[]): Record<Caller, number> => Object.fromEntries(CALLERS.map((c, i) => [c, codes[i]])) as Record<Caller, number>;
const row = (route: string, expected: Record<Caller, number>, request: Row['request'], fresh?: ThingOptions): Row => ({
  route,
  expected,
  request,
  fresh,
});
const url = (path: string) => () => ({ url: path });

// Reads first: they share one set of things. Writes follow, each on things of its own.
const rows: Row[] = [
  //                                                   anon owner buyer strgr agent oAgnt admin
  row('GET /api/health', statuses(200, 200, 200, 200, 200, 200, 200), url('/api/health')),
  row('GET /api/health/live', statuses(200, 200, 200, 200, 200, 200, 200), url('/api/health/live')),
  row('GET /api/health/ready', statuses(200, 200, 200, 200, 200, 200, 200), url('/api/health/ready')),
  row('GET /api/areas', statuses(200, 200, 200, 200, 200, 200, 200), url('/api/areas')),
  row('GET /api/stats', statuses(200, 200, 200, 200, 200, 200, 200), url('/api/stats')),
  row('GET /api/map/base', statuses(200, 200, 200, 200, 200, 200, 200), url('/api/map/base')),
  row('GET /api/map/layers', statuses(200, 200, 200, 200, 200, 200, 200), url('/api/map/layers')),
  row('GET /api/property-types', statuses(200, 200, 200, 200, 200, 200, 200), url('/api/property-types')),
  row('GET /api/properties', statuses(200, 200, 200, 200, 200, 200, 200), url('/api/properties')),
  row('GET /api/properties/featured', statuses(200, 200, 200, 200, 200, 200, 200), url('/api/properties/featured')),
  row('POST /api/properties/search', statuses(200, 200, 200, 200, 200, 200, 200), () => ({ url: '/api/properties/search', payload: { q: 'lake' } })),
  row('GET /api/properties/user/:userId', statuses(200, 200, 200, 200, 200, 200, 200), ({ people }) => ({
    url: `/api/properties/user/${people.owner.id}`,
  })),
  row('GET /api/properties/:id', statuses(200, 200, 200, 200, 200, 200, 200), ({ things }) => ({ url: `/api/properties/${things.listing.id}` })),
  row('GET /api/properties/:id/contact', statuses(401, 200, 200, 200, 200, 200, 200), ({ things }) => ({
    url: `/api/properties/${things.listing.id}/contact`,
  })),
  row('POST /api/properties/search/pins', statuses(200, 200, 200, 200, 200, 200, 200), () => ({
    url: '/api/properties/search/pins',
    payload: { nearMetro: 1000 },
  })),
  row('POST /api/properties/search/suggestions', statuses(200, 200, 200, 200, 200, 200, 200), () => ({
    url: '/api/properties/search/suggestions',
    payload: { q: '2 bhk gachibowli under 40k', furnishing: ['fully'] },
  })),
  row('GET /api/properties/:id/poster-trust', statuses(200, 200, 200, 200, 200, 200, 200), ({ things }) => ({
    url: `/api/properties/${things.listing.id}/poster-trust`,
  })),
  row('GET /api/properties/:id/moderation-history', statuses(401, 200, 403, 403, 403, 403, 200), ({ things }) => ({
    url: `/api/properties/${things.listing.id}/moderation-history`,
  })),
  row('GET /api/admin/moderation', statuses(401, 403, 403, 403, 403, 403, 200), url('/api/admin/moderation')),
  row('POST /api/properties/price-check', statuses(401, 200, 200, 200, 200, 200, 200), () => ({
    url: '/api/properties/price-check',
    payload: { propertyTypeId: 1, listingType: 'rent', areaId: 1, price: 30_000, bedrooms: 2 },
  })),
  row('GET /api/admin/moderation/picture-hashing', statuses(401, 403, 403, 403, 403, 403, 200), url('/api/admin/moderation/picture-hashing')),
  row('GET /api/properties/:id/similar', statuses(200, 200, 200, 200, 200, 200, 200), ({ things }) => ({
    url: `/api/properties/${things.listing.id}/similar`,
  })),
  row('GET /api/properties/:id/price-insight', statuses(200, 200, 200, 200, 200, 200, 200), ({ things }) => ({
    url: `/api/properties/${things.listing.id}/price-insight`,
  })),
  row('GET /api/auth/me', statuses(401, 200, 200, 200, 200, 200, 200), url('/api/auth/me')),
  row('GET /api/auth/email-confirmation', statuses(401, 200, 200, 200, 200, 200, 200), url('/api/auth/email-confirmation')),
  row('GET /api/deals/my-deals', statuses(401, 200, 200, 200, 200, 200, 200), url('/api/deals/my-deals')),
  row('GET /api/deals/user/:id/role/:role', statuses(401, 200, 403, 403, 403, 403, 200), ({ people }) => ({
    url: `/api/deals/user/${people.owner.id}/role/SELLER`,
  })),
  row('GET /api/deals/buyer/:buyerId', statuses(401, 403, 200, 403, 200, 200, 200), ({ people }) => ({ url: `/api/deals/buyer/${people.buyer.id}` })),
  row('GET /api/deals/property/:propertyId', statuses(401, 200, 200, 200, 200, 200, 200), ({ things }) => ({
    url: `/api/deals/property/${things.listing.id}`,
  })),
  row('GET /api/deals/agent/:agentId', statuses(401, 403, 403, 403, 200, 403, 200), ({ people }) => ({
    url: `/api/deals/agent/${people.dealAgent.id}`,
  })),
  row('GET /api/deals/stage/:stage', statuses(401, 200, 200, 200, 200, 200, 200), url('/api/deals/stage/INQUIRY')),
  row('GET /api/deals/admin/dashboard', statuses(401, 403, 403, 403, 403, 403, 200), url('/api/deals/admin/dashboard')),
  row('GET /api/deals/admin/agent/:agentId', statuses(401, 403, 403, 403, 403, 403, 200), ({ people }) => ({
    url: `/api/deals/admin/agent/${people.dealAgent.id}`,
  })),
  row('GET /api/deals/:id', statuses(401, 200, 200, 404, 200, 404, 200), ({ things }) => ({ url: `/api/deals/${things.deal!.id}` })),
  row('GET /api/deals/:id/documents/:docId', statuses(401, 200, 200, 404, 200, 404, 200), ({ things }) => ({
    url: `/api/deals/${things.deal!.id}/documents/${things.documentId}`,
  })),
  // The shared deal is a purchase: its parties learn it has no rental agreement (400), others that it does not exist.
  row('GET /api/deals/:id/agreement-draft', statuses(401, 400, 400, 404, 400, 404, 400), ({ things }) => ({
    url: `/api/deals/${things.deal!.id}/agreement-draft`,
  })),
  row('GET /api/agents/:id/all-properties', statuses(401, 403, 403, 403, 200, 403, 200), ({ people }) => ({
    url: `/api/agents/${people.dealAgent.id}/all-properties`,
  })),
  row('GET /api/agents/:id/stats', statuses(401, 403, 403, 403, 200, 403, 200), ({ people }) => ({
    url: `/api/agents/${people.dealAgent.id}/stats`,
  })),
  row('GET /api/agreements/mine', statuses(401, 200, 200, 200, 200, 200, 200), url('/api/agreements/mine')),
  // Whole ID numbers: the agreement's owner only; anyone else, admins too, is told it does not exist.
  row('GET /api/agreements/:agreementId', statuses(401, 200, 404, 404, 404, 404, 404), async ({ t, people }) => {
    const form = agreementForm();
    await t.app.inject({ method: 'POST', url: '/api/agreements', headers: bearer(people.owner.token), payload: form });
    return { url: `/api/agreements/${form.agreementId}` };
  }),
  row('GET /api/users', statuses(401, 403, 403, 403, 403, 403, 200), url('/api/users')),
  row('GET /api/users/agents', statuses(401, 403, 403, 403, 403, 403, 200), url('/api/users/agents')),
  row('GET /api/users/search', statuses(401, 403, 403, 403, 200, 200, 200), ({ people }) => ({
    url: `/api/users/search?phone=${people.buyer.mobileNumber}`,
  })),
  row('GET /api/inquiries', statuses(401, 403, 403, 403, 200, 200, 200), url('/api/inquiries')),
  row('GET /api/inquiries/count', statuses(401, 403, 403, 403, 200, 200, 200), url('/api/inquiries/count')),
  row('GET /api/areas/:key/insights', statuses(200, 200, 200, 200, 200, 200, 200), url('/api/areas/hitec-city/insights')),
  row('GET /api/areas/:key/price-history', statuses(200, 200, 200, 200, 200, 200, 200), url('/api/areas/hitec-city/price-history')),
  row('GET /api/areas/:key/nearby', statuses(200, 200, 200, 200, 200, 200, 200), url('/api/areas/hitec-city/nearby')),
  row('GET /api/shortlist', statuses(401, 200, 200, 200, 200, 200, 200), url('/api/shortlist')),
  row('GET /api/saved-searches', statuses(401, 200, 200, 200, 200, 200, 200), url('/api/saved-searches')),
  row('GET /api/notifications', statuses(401, 200, 200, 200, 200, 200, 200), url('/api/notifications')),
  row('GET /api/notifications/unread-count', statuses(401, 200, 200, 200, 200, 200, 200), url('/api/notifications/unread-count')),
  row('GET /api/conversations', statuses(401, 200, 200, 200, 200, 200, 200), url('/api/conversations')),
  row('GET /api/conversations/unread-count', statuses(401, 200, 200, 200, 200, 200, 200), url('/api/conversations/unread-count')),
  // A conversation is its two people's (the owner's listing, the buyer writing): to anyone else, admins too, it does not exist.
  row('GET /api/conversations/:id', statuses(401, 200, 200, 404, 404, 404, 404), async ({ things }) => ({
    url: `/api/conversations/${await buyersConversation(things.listing.id)}`,
  })),
  row('GET /api/conversations/:id/messages', statuses(401, 200, 200, 404, 404, 404, 404), async ({ things }) => ({
    url: `/api/conversations/${await buyersConversation(things.listing.id)}/messages?after=0`,
  })),
  row('GET /api/properties/:id/visit-slots', statuses(200, 200, 200, 200, 200, 200, 200), ({ things }) => ({
    url: `/api/properties/${things.listing.id}/visit-slots`,
  })),
  row('GET /api/visits', statuses(401, 200, 200, 200, 200, 200, 200), url('/api/visits')),
  // The signed token is the permission: anyone holding the link may use it.
  row('GET /api/email/unsubscribe', statuses(200, 200, 200, 200, 200, 200, 200), ({ people }) => ({
    url: `/api/email/unsubscribe?token=${unsubscribeToken(people.owner.id)}`,
  })),

  //                                                   anon owner buyer strgr agent oAgnt admin
  row(
    'POST /api/auth/register',
    statuses(201, 201, 201, 201, 201, 201, 201),
    () => {
      const username = `reg${unique()}`;
      return {
        url: '/api/auth/register',
        payload: { firstName: 'Reg', lastName: 'Istered', username, email: `${username}@example.test`, password: 'Harbour-Lights-42' },
      };
    },
    { deal: false },
  ),
  row(
    'POST /api/auth/login',
    statuses(200, 200, 200, 200, 200, 200, 200),
    ({ people }) => ({
      url: '/api/auth/login',
      payload: { username: people.owner.username, password: people.owner.password },
    }),
    { deal: false },
  ),
  row('POST /api/auth/logout', statuses(401, 200, 200, 200, 200, 200, 200), url('/api/auth/logout'), { deal: false }),
  // A wrong current password: signed-in callers reach the check, and nothing changes.
  row(
    'POST /api/auth/change-password',
    statuses(401, 400, 400, 400, 400, 400, 400),
    () => ({ url: '/api/auth/change-password', payload: { currentPassword: 'not-the-password', newPassword: 'Harbour-Lights-43' } }),
    { deal: false },
  ),
  // A wrong password: signed-in callers reach the check, and nothing is deleted.
  row(
    'POST /api/auth/delete-account',
    statuses(401, 400, 400, 400, 400, 400, 400),
    () => ({ url: '/api/auth/delete-account', payload: { password: 'not-the-password' } }),
    { deal: false },
  ),
  row(
    'POST /api/auth/forgot-password',
    statuses(200, 200, 200, 200, 200, 200, 200),
    () => ({ url: '/api/auth/forgot-password', payload: { email: 'nobody-here@example.test' } }),
    { deal: false },
  ),
  row(
    'POST /api/auth/reset-password/check',
    statuses(400, 400, 400, 400, 400, 400, 400),
    () => ({ url: '/api/auth/reset-password/check', payload: { token: '1.1.made-up' } }),
    { deal: false },
  ),
  row(
    'POST /api/auth/reset-password',
    statuses(400, 400, 400, 400, 400, 400, 400),
    () => ({ url: '/api/auth/reset-password', payload: { token: '1.1.made-up', newPassword: 'Harbour-Lights-43' } }),
    { deal: false },
  ),
  // A link Gruha never sent: refused alike for everyone, signed in or not (the link is the proof).
  row(
    'POST /api/auth/confirm-email',
    statuses(400, 400, 400, 400, 400, 400, 400),
    () => ({ url: '/api/auth/confirm-email', payload: { token: 'made-up' } }),
    {
      deal: false,
    },
  ),
  row('POST /api/auth/email-confirmation', statuses(401, 200, 200, 200, 200, 200, 200), url('/api/auth/email-confirmation'), { deal: false }),
  row('GET /api/email/preferences', statuses(401, 200, 200, 200, 200, 200, 200), url('/api/email/preferences'), { deal: false }),
  row('GET /api/privacy/notice', statuses(200, 200, 200, 200, 200, 200, 200), url('/api/privacy/notice')),
  row('GET /api/privacy/consents', statuses(401, 200, 200, 200, 200, 200, 200), url('/api/privacy/consents')),
  row('GET /api/grievances/mine', statuses(401, 200, 200, 200, 200, 200, 200), url('/api/grievances/mine')),
  row('GET /api/admin/grievances', statuses(401, 403, 403, 403, 403, 403, 200), url('/api/admin/grievances')),
  // Anyone may file one: a visitor with a name and an email to be answered at.
  row(
    'POST /api/grievances',
    statuses(201, 201, 201, 201, 201, 201, 201),
    () => ({
      url: '/api/grievances',
      payload: { kind: 'complaint', description: 'A complaint about my data.', name: 'Matrix', email: 'm@example.test' },
    }),
    { deal: false },
  ),
  row(
    'PUT /api/admin/grievances/:id',
    statuses(401, 403, 403, 403, 403, 403, 200),
    async ({ t }) => {
      const filed = await t.app.inject({
        method: 'POST',
        url: '/api/grievances',
        payload: { kind: 'other', description: 'A question about my data.', name: 'Matrix', email: 'm@example.test' },
        remoteAddress: '10.2.0.1',
      });
      const [{ id } = { id: 0 }] = await t.database.db.select({ id: grievances.id }).from(grievances).orderBy(desc(grievances.id)).limit(1);
      expect(filed.statusCode).toBe(201);
      return { url: `/api/admin/grievances/${id}`, payload: { status: 'in_progress' } };
    },
    { deal: false },
  ),
  row('GET /api/account/data-exports', statuses(401, 200, 200, 200, 200, 200, 200), url('/api/account/data-exports')),
  row('GET /api/account/id-number-views', statuses(401, 200, 200, 200, 200, 200, 200), url('/api/account/id-number-views')),
  // The owner's own export, still being made (no worker runs here): 409 to them, 404 to everyone else.
  row('GET /api/account/data-exports/:id/download', statuses(401, 409, 404, 404, 404, 404, 404), async ({ t, people }) => {
    ownersExport ??= (await t.app.inject({ method: 'POST', url: '/api/account/data-exports', headers: bearer(people.owner.token) })).json().data.id;
    return { url: `/api/account/data-exports/${ownersExport}/download` };
  }),
  row(
    'POST /api/upload/image',
    statuses(401, 200, 200, 200, 200, 200, 200),
    async () => {
      const body = multipart(await pictureBytes('png'));
      return { url: '/api/upload/image', payload: body.payload, headers: body.headers };
    },
    { deal: false },
  ),
  row(
    'POST /api/properties',
    statuses(401, 201, 201, 201, 201, 201, 201),
    ({ things }) => ({ url: '/api/properties', payload: listingBody(things.imageUrl) }),
    { deal: false },
  ),
  row(
    'PUT /api/properties/:id',
    statuses(401, 200, 403, 403, 403, 403, 200),
    ({ things }) => ({
      url: `/api/properties/${things.listing.id}`,
      payload: listingBody(things.imageUrl),
    }),
    { deal: false },
  ),
  row(
    'PUT /api/properties/:id/status',
    statuses(401, 200, 403, 403, 403, 403, 200),
    ({ things }) => ({ url: `/api/properties/${things.listing.id}/status`, payload: { status: 'closed' } }),
    { deal: false },
  ),
  // The one-click answers need no sign-in: the signed link is the permission, whoever holds it.
  row('GET /api/listings/answer', statuses(200, 200, 200, 200, 200, 200, 200), async ({ t, things }) => ({
    url: `/api/listings/answer?token=${await answerToken(t, things.listing.id)}`,
  })),
  row(
    'POST /api/listings/answer',
    statuses(200, 200, 200, 200, 200, 200, 200),
    async ({ t, things }) => ({
      url: `/api/listings/answer?token=${await answerToken(t, things.listing.id)}`,
      payload: 'from=page',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
    { deal: false },
  ),
  row('DELETE /api/properties/:id', statuses(401, 200, 403, 403, 403, 403, 200), ({ things }) => ({ url: `/api/properties/${things.listing.id}` }), {
    deal: false,
  }),
  row(
    'POST /api/properties/:id/inquiries',
    statuses(401, 400, 201, 200, 201, 201, 201),
    ({ things }) => ({
      url: `/api/properties/${things.listing.id}/inquiries`,
      payload: { message: 'Is it available?' },
    }),
    { deal: false },
  ),
  row(
    'POST /api/inquiries/:id/close',
    statuses(401, 403, 403, 403, 200, 200, 200),
    ({ things }) => ({ url: `/api/inquiries/${things.inquiryId}/close` }),
    { deal: false },
  ),
  row(
    'POST /api/deals/create',
    statuses(401, 403, 403, 403, 201, 201, 201),
    ({ things, people, caller }) => ({
      url: '/api/deals/create',
      payload: {
        propertyId: things.listing.id,
        buyerId: people.buyer.id,
        agreedPrice: 8_000_000,
        ...(caller === 'admin' ? { agentId: people.dealAgent.id } : {}),
      },
    }),
    { deal: false },
  ),
  row(
    'PUT /api/deals/:id/stage',
    statuses(401, 403, 403, 404, 200, 404, 200),
    ({ things }) => ({
      url: `/api/deals/${things.deal!.id}/stage`,
      payload: { stage: 'NEGOTIATION', date: '2025-03-01', notes: 'Price talks' },
    }),
    { deal: 'SHORTLIST' },
  ),
  row(
    'POST /api/deals/:id/seller-confirm',
    statuses(401, 200, 403, 404, 403, 404, 403),
    ({ things }) => ({
      url: `/api/deals/${things.deal!.id}/seller-confirm`,
      payload: {},
    }),
    { deal: 'REGISTRATION' },
  ),
  row(
    'POST /api/deals/:id/complete-payment',
    statuses(401, 403, 403, 404, 200, 404, 200),
    ({ things }) => ({
      url: `/api/deals/${things.deal!.id}/complete-payment`,
      payload: {},
    }),
    { deal: 'PAYMENT' },
  ),
  row('POST /api/deals/:id/reassign', statuses(401, 403, 403, 403, 403, 403, 200), ({ things, people }) => ({
    url: `/api/deals/${things.deal!.id}/reassign`,
    payload: { agentId: people.otherAgent.id },
  })),
  row('POST /api/deals/:id/upload-document', statuses(401, 403, 201, 404, 403, 404, 403), ({ things }) => {
    const body = multipartBody(pdfBytes(), { filename: 'deed.pdf' });
    return { url: `/api/deals/${things.deal!.id}/upload-document`, payload: body.payload, headers: body.headers };
  }),
  row('PUT /api/shortlist/:id', statuses(401, 201, 201, 201, 201, 201, 201), ({ things }) => ({ url: `/api/shortlist/${things.listing.id}` }), {
    deal: false,
  }),
  row('DELETE /api/shortlist/:id', statuses(401, 200, 200, 200, 200, 200, 200), ({ things }) => ({ url: `/api/shortlist/${things.listing.id}` }), {
    deal: false,
  }),
  row(
    'POST /api/saved-searches',
    statuses(401, 201, 201, 201, 201, 201, 201),
    () => ({
      url: '/api/saved-searches',
      payload: { name: 'Matrix search', frequency: 'daily', filters: { listingType: 'sale', maxPrice: 9_000_000 } },
    }),
    { deal: false },
  ),
  // Saved searches and notifications are the owner's own: to everyone else, admins too, they do not exist.
  row(
    'PUT /api/saved-searches/:id',
    statuses(401, 200, 404, 404, 404, 404, 404),
    async ({ people }) => ({
      url: `/api/saved-searches/${await ownersSavedSearch(people.owner)}`,
      payload: { name: 'Renamed' },
    }),
    { deal: false },
  ),
  row(
    'DELETE /api/saved-searches/:id',
    statuses(401, 200, 404, 404, 404, 404, 404),
    async ({ people }) => ({
      url: `/api/saved-searches/${await ownersSavedSearch(people.owner)}`,
    }),
    { deal: false },
  ),
  row(
    'POST /api/notifications/:id/read',
    statuses(401, 200, 404, 404, 404, 404, 404),
    async ({ people }) => ({
      url: `/api/notifications/${await ownersNotification(people.owner)}/read`,
    }),
    { deal: false },
  ),
  // The owner may not report their own listing; everyone else reports a fresh one once.
  row(
    'POST /api/properties/:id/reports',
    statuses(401, 403, 201, 201, 201, 201, 201),
    ({ things }) => ({ url: `/api/properties/${things.listing.id}/reports`, payload: { reason: 'rented_or_sold' } }),
    { deal: false },
  ),
  row(
    'POST /api/admin/moderation/properties/:id/decisions',
    statuses(401, 403, 403, 403, 403, 403, 200),
    ({ things }) => ({ url: `/api/admin/moderation/properties/${things.listing.id}/decisions`, payload: { action: 'dismiss' } }),
    { deal: false },
  ),
  row('POST /api/notifications/read-all', statuses(401, 200, 200, 200, 200, 200, 200), url('/api/notifications/read-all'), { deal: false }),
  row(
    'POST /api/email/unsubscribe',
    statuses(200, 200, 200, 200, 200, 200, 200),
    ({ people }) => ({
      url: `/api/email/unsubscribe?token=${unsubscribeToken(people.owner.id)}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
    { deal: false },
  ),
  // The owner's export asked for above is still being made: asking again answers it (200).
  row('POST /api/account/data-exports', statuses(401, 200, 202, 202, 202, 202, 202), () => ({ url: '/api/account/data-exports' }), { deal: false }),
  row(
    'PUT /api/email/preferences',
    statuses(401, 200, 200, 200, 200, 200, 200),
    () => ({ url: '/api/email/preferences', payload: { leads: true } }),
    {
      deal: false,
    },
  ),
  row(
    'POST /api/properties/:id/conversations',
    statuses(401, 400, 201, 201, 201, 201, 201),
    ({ things }) => ({ url: `/api/properties/${things.listing.id}/conversations`, payload: { text: 'Is it available?' } }),
    { deal: false },
  ),
  row(
    'POST /api/conversations/:id/messages',
    statuses(401, 201, 201, 404, 404, 404, 404),
    async ({ things }) => ({
      url: `/api/conversations/${await buyersConversation(things.listing.id)}/messages`,
      payload: { text: 'When can I visit?' },
    }),
    { deal: false },
  ),
  // The deal's buyer and agent write to each other; its seller (the owner) and admins see the deal but may not.
  row('POST /api/deals/:id/messages', statuses(401, 403, 201, 404, 201, 404, 403), ({ things }) => ({
    url: `/api/deals/${things.deal!.id}/messages`,
    payload: { text: 'When do we register?' },
  })),
  row(
    'POST /api/admin/moderation/conversation-reports/:id/decisions',
    statuses(401, 403, 403, 403, 403, 403, 200),
    async ({ things }) => {
      const conversationId = await buyersConversation(things.listing.id);
      const [report] = await t.database.db
        .insert(conversationReports)
        .values({ propertyId: things.listing.id, conversationId, reporterId: people.owner.id, reportedId: people.buyer.id, reason: 'Rude' })
        .returning({ id: conversationReports.id });
      return { url: `/api/admin/moderation/conversation-reports/${report!.id}/decisions`, payload: { action: 'dismiss' } };
    },
    { deal: false },
  ),
  row(
    'POST /api/conversations/:id/share-phone',
    statuses(401, 200, 200, 404, 404, 404, 404),
    async ({ things }) => ({ url: `/api/conversations/${await buyersConversation(things.listing.id)}/share-phone` }),
    { deal: false },
  ),
  row(
    'DELETE /api/conversations/:id/share-phone',
    statuses(401, 200, 200, 404, 404, 404, 404),
    async ({ things }) => ({ url: `/api/conversations/${await buyersConversation(things.listing.id)}/share-phone` }),
    { deal: false },
  ),
  row(
    'POST /api/conversations/:id/block',
    statuses(401, 200, 200, 404, 404, 404, 404),
    async ({ things }) => ({ url: `/api/conversations/${await buyersConversation(things.listing.id)}/block` }),
    { deal: false },
  ),
  row(
    'DELETE /api/conversations/:id/block',
    statuses(401, 200, 200, 404, 404, 404, 404),
    async ({ things }) => ({ url: `/api/conversations/${await buyersConversation(things.listing.id)}/block` }),
    { deal: false },
  ),
  row(
    'POST /api/conversations/:id/report',
    statuses(401, 201, 201, 404, 404, 404, 404),
    async ({ things }) => ({
      url: `/api/conversations/${await buyersConversation(things.listing.id)}/report`,
      payload: { reason: 'Asked for a visit fee' },
    }),
    { deal: false },
  ),
  row(
    'PUT /api/properties/:id/visit-slots',
    statuses(401, 200, 403, 403, 403, 403, 200),
    ({ things }) => ({
      url: `/api/properties/${things.listing.id}/visit-slots`,
      payload: { slots: [{ weekday: 6, starts: '10:00', ends: '13:00' }] },
    }),
    { deal: false },
  ),
  row(
    'PUT /api/properties/:id/phone-visibility',
    statuses(401, 200, 403, 403, 403, 403, 200),
    ({ things }) => ({ url: `/api/properties/${things.listing.id}/phone-visibility`, payload: { phoneVisibility: 'conversation' } }),
    { deal: false },
  ),
  row(
    'POST /api/properties/:id/visits',
    statuses(401, 400, 201, 201, 201, 201, 201),
    async ({ things }) => {
      await offerEveryDay(things.listing.id);
      return { url: `/api/properties/${things.listing.id}/visits`, payload: { date: '2030-01-05', time: '10:00' } };
    },
    { deal: false },
  ),
  // A confirmed visit, which either of its two people may cancel.
  row(
    'POST /api/visits/:id/actions',
    statuses(401, 200, 200, 404, 404, 404, 404),
    async ({ things }) => ({ url: `/api/visits/${await confirmedVisit(things.listing.id)}/actions`, payload: { action: 'cancel' } }),
    { deal: false },
  ),
  row('POST /api/agreements', statuses(401, 201, 201, 201, 201, 201, 201), () => ({ url: '/api/agreements', payload: agreementForm() }), {
    deal: false,
  }),
  row(
    'PUT /api/users/:id',
    statuses(401, 200, 403, 403, 403, 403, 200),
    ({ people }) => ({
      url: `/api/users/${people.owner.id}`,
      payload: { address: `Road No. ${Math.floor(Math.random() * 90) + 1}, Banjara Hills` },
    }),
    { deal: false },
  ),
  // The target is a new person each time; in the owner column they try to delete themselves.
  row(
    'DELETE /api/users/:id',
    statuses(401, 403, 403, 403, 403, 403, 200),
    async ({ t }) => {
      const subject = await t.createUser({ firstName: 'Sub' });
      return { url: `/api/users/${subject.id}`, as: subject };
    },
    { deal: false },
  ),
  // Last: it moves every active deal of dealAgent's to otherAgent.
  row('POST /api/users/:id/reassign-deals', statuses(401, 403, 403, 403, 403, 403, 200), ({ people }) => ({
    url: `/api/users/${people.dealAgent.id}/reassign-deals`,
    payload: { toAgentId: people.otherAgent.id },
  })),
  ...tenancyRows(row, statuses),
];

const unsubscribeToken = (userId: number) => createUnsubscribeSigner(TEST_JWT_SECRET).sign(userId, 'alerts');

/** A "still available" link for the listing's current round, as its poster's email would carry. */
async function answerToken(app: TestApp, propertyId: number): Promise<string> {
  const listing = (await app.app.inject({ method: 'GET', url: `/api/properties/${propertyId}` })).json();
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  return encodeURIComponent(
    createConfirmLinkSigner(TEST_JWT_SECRET).sign({ propertyId, answer: 'available', round: Date.parse(listing.confirmedAt), expiresAt }),
  );
}

/** The buyer's conversation with the owner about a listing, written straight to the database (the API's limits would count it). */
const conversationIds = new Map<number, Promise<number>>();
function buyersConversation(listingId: number): Promise<number> {
  const known = conversationIds.get(listingId);
  if (known) return known;
  const made = (async () => {
    const [row] = await t.database.db
      .insert(conversations)
      .values({ propertyId: listingId, hunterId: people.buyer.id, posterId: people.owner.id })
      .returning({ id: conversations.id });
    await t.database.db.insert(messages).values({ conversationId: row!.id, senderId: people.buyer.id, body: 'Hello' });
    return row!.id;
  })();
  conversationIds.set(listingId, made);
  return made;
}

async function offerEveryDay(listingId: number) {
  const slots = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, starts: '09:00', ends: '18:00' }));
  await t.app.inject({ method: 'PUT', url: `/api/properties/${listingId}/visit-slots`, headers: bearer(people.owner.token), payload: { slots } });
}

/** A confirmed visit of the buyer's to the owner's listing, next year. */
async function confirmedVisit(listingId: number): Promise<number> {
  const startsAt = new Date(Date.now() + 365 * 86_400_000);
  const [row] = await t.database.db
    .insert(visits)
    .values({
      propertyId: listingId,
      conversationId: await buyersConversation(listingId),
      hunterId: people.buyer.id,
      posterId: people.owner.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      status: 'confirmed',
    })
    .returning({ id: visits.id });
  return row!.id;
}

async function ownersSavedSearch(owner: TestUser): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: bearer(owner.token),
    payload: { name: 'Owner search', frequency: 'never', filters: { listingType: 'rent' } },
  });
  return res.json().data.id;
}

async function ownersNotification(owner: TestUser): Promise<number> {
  const [row] = await t.database.db
    .insert(notifications)
    .values({ userId: owner.id, kind: 'lead', title: 'A lead', body: 'Someone asked', link: '/agent-dashboard' })
    .returning({ id: notifications.id });
  return row!.id;
}

/** Every answer of the run, for the scans at the end. */
const answers: { route: string; caller: Caller; status: number; body: string }[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  people = await makePeople(t);
  shared = await freshThings(t, people, { withDocument: true });
}, 120_000);
afterAll(() => t.close());

async function send(row: Row, caller: Caller, things: Things) {
  const [method, pattern] = row.route.split(' ');
  const request = await row.request({ t, people, things, caller });
  const person = caller === 'anonymous' ? null : caller === 'owner' && request.as ? request.as : people[caller];
  const isRaw = Buffer.isBuffer(request.payload) || typeof request.payload === 'string';
  const res = await t.app.inject({
    method: method as 'GET',
    url: request.url,
    headers: { ...request.headers, ...(person ? bearer(person.token) : {}) },
    ...(request.payload !== undefined ? { payload: isRaw ? (request.payload as Buffer | string) : (request.payload as object) } : {}),
  });
  answers.push({ route: `${method} ${pattern}`, caller, status: res.statusCode, body: res.body });
  return res.statusCode;
}

describe('authorization matrix', () => {
  it('lists every API route the app registers, and no route it does not', () => {
    const listed = rows.map((r) => r.route).sort();
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toEqual(registeredApiRoutes(t.app).sort());
  });

  it.each(rows.map((r) => [r.route, r] as const))('%s', async (_route, row) => {
    const actual = {} as Record<Caller, number>;
    for (const caller of CALLERS) {
      const things =
        row.fresh || row.route.split(' ')[0] !== 'GET' ? await freshThings(t, people, { imageUrl: shared.imageUrl, ...row.fresh }) : shared;
      actual[caller] = await send(row, caller, things);
      // A sign-out (say) ends the caller's token; the next row needs a working one.
      for (const person of Object.values(people)) await renewToken(t, person);
    }
    expect(actual).toEqual(row.expected);
  });
});

describe('every answer of the matrix run', () => {
  it('carries no password hash', () => {
    expect(answers.length).toBeGreaterThan(200);
    for (const { route, caller, body } of answers) {
      for (const needle of ['passwordHash', 'password_hash', '$argon2', 'tokenVersion', 'token_version']) {
        expect({ route, caller, leaks: body.includes(needle) }).toEqual({ route, caller, leaks: false });
      }
    }
  });

  it("shows phone numbers only to those allowed: never a visitor; a USER their own, and a poster's through Get Phone No.", () => {
    const phones = Object.entries(people).map(([who, person]) => ({ who, phone: person.mobileNumber }));
    // Signing in as someone answers with that someone's own profile.
    const ownAnswers = new Set(['POST /api/auth/login']);
    for (const { route, caller, body } of answers) {
      if (caller !== 'anonymous' && caller !== 'owner' && caller !== 'buyer' && caller !== 'stranger') continue;
      if (ownAnswers.has(route)) continue;
      const allowed = new Set<string>();
      if (caller !== 'anonymous') allowed.add(people[caller].mobileNumber);
      if (route === 'GET /api/properties/:id/contact') allowed.add(people.owner.mobileNumber);
      const seen = phones.filter(({ phone }) => body.includes(phone) && !allowed.has(phone)).map(({ who }) => who);
      expect({ route, caller, seen }).toEqual({ route, caller, seen: [] });
    }
  });
});

describe('what every list holds, for each caller', () => {
  let world: ListWorld;
  beforeAll(async () => {
    world = await makeListWorld(t, people);
  }, 120_000);

  it('has a row for every route that answered a list in the matrix run', () => {
    const covered = new Set(LIST_ROWS.map((r) => r.route));
    const missing = listRoutesAnswered(answers).filter((route) => !covered.has(route));
    expect(missing).toEqual([]);
  });

  it.each(LIST_ROWS.map((r) => [`${r.route} ${r.label ?? ''}`.trim(), r] as const))('%s', async (_name, row) => {
    for (const caller of CALLERS) {
      const seen = await readList(t, row, caller === 'anonymous' ? null : people[caller], world, people);
      await row.check({ t, caller, people, world, seen });
    }
  });
});
