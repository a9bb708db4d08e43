//what each list route may hold for each caller, not only its status. A world of
// its own: the owner's listing with two deals, each made from a Contact Agent lead (the buyer's,
// managed by dealAgent: A; the stranger's, managed by otherAgent: B), an open lead on it, an inactive
// listing of the owner's, and a rental agreement each for the owner and the buyer. Besides naming which
// of the world's records a caller sees, each row checks every record of the list against the rule
// (a deal the caller takes part in, an agreement of their own...), so records left by other tests
// count too.
import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { deals, properties, rentalAgreements } from '#server/db/schema.ts';
import { dataExports, idNumberViews } from '#server/db/schema-privacy.ts';
import { createDeal, insertInquiry, insertProperty } from '../fixtures/deals.ts';
import { bearer, type TestApp, type TestUser } from '../helper.ts';
import { agreementForm, CALLERS, type Caller, type People } from './world.ts';

export type ListWorld = {
  listing: { id: number };
  hiddenListing: { id: number };
  deals: { A: number; B: number };
  leads: { a: number; b: number; o: number };
  agreements: { owner: string; buyer: string };
  /** The owner's saved search; the owner has also shortlisted `listing`. */
  savedSearch: number;
  /** The buyer's conversation with the owner about `listing`. */
  conversation: number;
  /** The owner's grievance (its reference) and their consent to marketing emails (its time). */
  grievance: string;
  consentAt: string;
};

type Item = Record<string, unknown> & { id?: number };
export type Seen = { status: number; items: Item[] };
type CheckContext = { t: TestApp; caller: Caller; people: People; world: ListWorld; seen: Seen };

export type ListRow = {
  route: string;
  /** Tells rows of one route apart (a query that selects another list). */
  label?: string;
  url(world: ListWorld, people: People): string;
  payload?: object;
  check(ctx: CheckContext): void | Promise<void>;
};

export async function makeListWorld(t: TestApp, people: People): Promise<ListWorld> {
  const listing = await insertProperty(t, people.owner.id);
  const hiddenListing = await insertProperty(t, people.owner.id, { isActive: false });
  const a = await insertInquiry(t, listing.id, people.buyer.id);
  const b = await insertInquiry(t, listing.id, people.stranger.id);
  const A = (await createDeal(t, people.dealAgent, { propertyId: listing.id, buyerId: people.buyer.id, inquiryId: a })).id;
  const B = (await createDeal(t, people.otherAgent, { propertyId: listing.id, buyerId: people.stranger.id, inquiryId: b })).id;
  const o = await insertInquiry(t, listing.id, people.stranger.id);
  const agreement = async (person: TestUser) => {
    const form = agreementForm();
    const res = await t.app.inject({ method: 'POST', url: '/api/agreements', headers: bearer(person.token), payload: form });
    if (res.statusCode !== 201) throw new Error(`saving an agreement failed: ${res.statusCode} ${res.body}`);
    return form.agreementId;
  };
  await t.app.inject({ method: 'PUT', url: `/api/shortlist/${listing.id}`, headers: bearer(people.owner.token) });
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: bearer(people.owner.token),
    payload: { name: 'World search', filters: { listingType: 'sale' } },
  });
  const talk = await t.app.inject({
    method: 'POST',
    url: `/api/properties/${listing.id}/conversations`,
    headers: bearer(people.buyer.token),
    payload: { text: 'Is it still available?' },
  });
  const conversation = talk.json().data.conversationId as number;
  const grievance = await t.app.inject({
    method: 'POST',
    url: '/api/grievances',
    headers: bearer(people.owner.token),
    payload: { kind: 'access', description: 'What do you keep about me?' },
  });
  await t.app.inject({ method: 'PUT', url: '/api/email/preferences', headers: bearer(people.owner.token), payload: { marketing: true } });
  const consents = await t.app.inject({ method: 'GET', url: '/api/privacy/consents', headers: bearer(people.owner.token) });
  return {
    grievance: grievance.json().data.reference,
    consentAt: consents.json().data[0].createdAt,
    conversation,
    listing,
    hiddenListing,
    deals: { A, B },
    leads: { a, b, o },
    agreements: { owner: await agreement(people.owner), buyer: await agreement(people.buyer) },
    savedSearch: saved.json().data.id,
  };
}

export async function readList(t: TestApp, row: ListRow, person: TestUser | null, world: ListWorld, people: People): Promise<Seen> {
  const res = await t.app.inject({
    method: row.payload ? 'POST' : 'GET',
    url: row.url(world, people),
    headers: person ? bearer(person.token) : {},
    ...(row.payload ? { payload: row.payload } : {}),
  });
  const data = res.statusCode === 200 ? res.json().data : [];
  // A paged list answers its page's rows as `items`.
  const items = Array.isArray(data) ? data : Array.isArray(data?.items) ? data.items : [];
  return { status: res.statusCode, items };
}

/** Per caller: a status other than 200, or the letters of the world's records the list must hold (and no other of them). */
type Expected = Record<Caller, number | string>;
const expected = (...values: (number | string)[]): Expected => Object.fromEntries(CALLERS.map((c, i) => [c, values[i]])) as Expected;

function worldLetters(seen: Seen, records: Record<string, number | string>, key: string = 'id'): string {
  const present = new Set(seen.items.map((item) => item[key]));
  return Object.entries(records)
    .filter(([, id]) => present.has(id))
    .map(([letter]) => letter)
    .sort()
    .join('');
}

function expectLetters({ caller, seen }: CheckContext, spec: Expected, records: Record<string, number | string>, key?: string) {
  const want = spec[caller];
  if (typeof want === 'number') {
    expect({ caller, status: seen.status }).toEqual({ caller, status: want });
    return false;
  }
  expect({ caller, status: seen.status, records: worldLetters(seen, records, key) }).toEqual({ caller, status: 200, records: want });
  return true;
}

/** A deal list: the world's deals named, and every deal one the caller takes part in (an admin: any). */
const dealList = (spec: Expected) => (ctx: CheckContext) => {
  if (!expectLetters(ctx, spec, ctx.world.deals) || ctx.caller === 'admin' || ctx.caller === 'anonymous') return;
  const me = ctx.people[ctx.caller].id;
  const strangers = ctx.seen.items.filter((d) => ![d.buyerId, d.sellerId, d.agentId].includes(me)).map((d) => d.id);
  expect({ caller: ctx.caller, othersDeals: strangers }).toEqual({ caller: ctx.caller, othersDeals: [] });
};

/** Leads: the world's named; an agent's converted leads only those of their own deals. */
const leadList = (spec: Expected, status: string) => async (ctx: CheckContext) => {
  if (!expectLetters(ctx, spec, ctx.world.leads)) return;
  expect(ctx.seen.items.every((lead) => lead.status === status)).toBe(true);
};

/** Listings of a public list: the same for every caller, never an inactive one. */
const publicListings = () => {
  let first: string | null = null;
  return ({ caller, seen, world }: CheckContext) => {
    expect({ caller, status: seen.status, hidden: seen.items.some((p) => p.id === world.hiddenListing.id) }).toEqual({
      caller,
      status: 200,
      hidden: false,
    });
    const ids = JSON.stringify(seen.items.map((p) => p.id ?? p.name));
    if (caller === CALLERS[0]) first = ids;
    else expect({ caller, same: ids === first }).toEqual({ caller, same: true });
  };
};

async function agentManages(t: TestApp, agentId: number, propertyIds: number[]) {
  if (propertyIds.length === 0) return [];
  const onDeals = await t.database.db.select({ id: deals.propertyId }).from(deals).where(eq(deals.agentId, agentId));
  const posted = await t.database.db.select({ id: properties.id }).from(properties).where(eq(properties.userId, agentId));
  const managed = new Set([...onDeals, ...posted].map((r) => r.id));
  return propertyIds.filter((id) => !managed.has(id));
}

//                          anon owner  buyer stranger dealAgent otherAgent admin
export const LIST_ROWS: ListRow[] = [
  {
    route: 'GET /api/deals/property/:propertyId',
    url: (w) => `/api/deals/property/${w.listing.id}`,
    check: dealList(expected(401, 'AB', 'A', 'B', 'A', 'B', 'AB')),
  },
  { route: 'GET /api/deals/my-deals', url: () => '/api/deals/my-deals', check: dealList(expected(401, 'AB', 'A', 'B', 'A', 'B', 'AB')) },
  { route: 'GET /api/deals/stage/:stage', url: () => '/api/deals/stage/INQUIRY', check: dealList(expected(401, 'AB', 'A', 'B', 'A', 'B', 'AB')) },
  {
    route: 'GET /api/deals/buyer/:buyerId',
    url: (_w, p) => `/api/deals/buyer/${p.buyer.id}`,
    check: dealList(expected(401, 403, 'A', 403, 'A', '', 'A')),
  },
  {
    route: 'GET /api/deals/user/:id/role/:role',
    url: (_w, p) => `/api/deals/user/${p.owner.id}/role/SELLER`,
    check: dealList(expected(401, 'AB', 403, 403, 403, 403, 'AB')),
  },
  {
    route: 'GET /api/deals/agent/:agentId',
    url: (_w, p) => `/api/deals/agent/${p.dealAgent.id}`,
    check: dealList(expected(401, 403, 403, 403, 'A', 403, 'A')),
  },
  {
    route: 'GET /api/deals/admin/agent/:agentId',
    url: (_w, p) => `/api/deals/admin/agent/${p.otherAgent.id}`,
    check: dealList(expected(401, 403, 403, 403, 403, 403, 'B')),
  },
  {
    route: 'GET /api/inquiries',
    label: "(open: the agents' shared pool)",
    url: () => '/api/inquiries',
    check: leadList(expected(401, 403, 403, 403, 'o', 'o', 'o'), 'OPEN'),
  },
  {
    route: 'GET /api/inquiries',
    label: "(converted: the deal's agent only)",
    url: () => '/api/inquiries?status=CONVERTED',
    check: leadList(expected(401, 403, 403, 403, 'a', 'b', 'ab'), 'CONVERTED'),
  },
  {
    route: 'GET /api/agents/:id/all-properties',
    url: (_w, p) => `/api/agents/${p.dealAgent.id}/all-properties?scope=managed`,
    async check(ctx) {
      const spec = expected(401, 403, 403, 403, 'L', 403, 'L');
      if (!expectLetters(ctx, spec, { L: ctx.world.listing.id })) return;
      const notManaged = await agentManages(
        ctx.t,
        ctx.people.dealAgent.id,
        ctx.seen.items.map((p) => p.id as number),
      );
      expect({ caller: ctx.caller, notManaged }).toEqual({ caller: ctx.caller, notManaged: [] });
    },
  },
  {
    route: 'GET /api/account/data-exports',
    url: () => '/api/account/data-exports',
    async check(ctx) {
      if (ctx.caller === 'anonymous') {
        expect(ctx.seen.status).toBe(401);
        return;
      }
      const me = ctx.people[ctx.caller].id;
      const mine = (await ctx.t.database.db.select({ id: dataExports.id }).from(dataExports).where(eq(dataExports.userId, me))).map((r) => r.id);
      expect({ caller: ctx.caller, ids: ctx.seen.items.map((e) => e.id).sort() }).toEqual({ caller: ctx.caller, ids: mine.sort() });
    },
  },
  {
    route: 'GET /api/account/id-number-views',
    url: () => '/api/account/id-number-views',
    async check(ctx) {
      if (ctx.caller === 'anonymous') {
        expect(ctx.seen.status).toBe(401);
        return;
      }
      const me = ctx.people[ctx.caller].id;
      const mine = await ctx.t.database.db.select({ ref: idNumberViews.recordRef }).from(idNumberViews).where(eq(idNumberViews.personId, me));
      expect({ caller: ctx.caller, count: ctx.seen.items.length }).toEqual({ caller: ctx.caller, count: mine.length });
    },
  },
  {
    route: 'GET /api/agreements/mine',
    url: () => '/api/agreements/mine',
    async check(ctx) {
      const spec = expected(401, 'O', 'B', '', '', '', '');
      if (!expectLetters(ctx, spec, { O: ctx.world.agreements.owner, B: ctx.world.agreements.buyer }, 'agreementId')) return;
      const ids = ctx.seen.items.map((a) => a.agreementId as string);
      const rows = ids.length
        ? await ctx.t.database.db.select({ userId: rentalAgreements.userId }).from(rentalAgreements).where(inArray(rentalAgreements.reference, ids))
        : [];
      const me = ctx.people[ctx.caller as Exclude<Caller, 'anonymous'>].id;
      expect({ caller: ctx.caller, others: rows.filter((r) => r.userId !== me).length }).toEqual({ caller: ctx.caller, others: 0 });
    },
  },
  {
    route: 'GET /api/properties/user/:userId',
    label: '(inactive listings: the poster and admins only)',
    url: (_w, p) => `/api/properties/user/${p.owner.id}`,
    check(ctx) {
      if (!expectLetters(ctx, expected(200, 'HL', 'L', 'L', 'L', 'L', 'HL'), { L: ctx.world.listing.id, H: ctx.world.hiddenListing.id })) return;
      expect(ctx.seen.items.every((p) => (p.user as { id: number }).id === ctx.people.owner.id)).toBe(true);
    },
  },
  {
    route: 'GET /api/users',
    url: () => '/api/users',
    check: (ctx) => void expectLetters(ctx, expected(401, 403, 403, 403, 403, 403, 'D'), { D: ctx.people.dealAgent.id }),
  },
  {
    route: 'GET /api/users/agents',
    url: () => '/api/users/agents',
    check(ctx) {
      if (!expectLetters(ctx, expected(401, 403, 403, 403, 403, 403, 'D'), { D: ctx.people.dealAgent.id })) return;
      expect(ctx.seen.items.every((u) => u.role === 'AGENT')).toBe(true);
    },
  },
  { route: 'GET /api/properties', url: () => '/api/properties', check: publicListings() },
  { route: 'GET /api/properties/featured', url: () => '/api/properties/featured', check: publicListings() },
  { route: 'POST /api/properties/search', url: () => '/api/properties/search', payload: { q: 'lake' }, check: publicListings() },
  {
    route: 'POST /api/properties/search/suggestions',
    url: () => '/api/properties/search/suggestions',
    payload: { q: '2 bhk gachibowli under 40k', furnishing: ['fully'] },
    check: publicListings(),
  },
  { route: 'GET /api/properties/:id/similar', url: (w) => `/api/properties/${w.listing.id}/similar`, check: publicListings() },
  { route: 'GET /api/areas', url: () => '/api/areas', check: publicListings() },
  { route: 'GET /api/property-types', url: () => '/api/property-types', check: publicListings() },
  // Decisions on a listing: its poster's and admins' to read (the world's listing has none yet).
  {
    route: 'GET /api/properties/:id/moderation-history',
    url: (w) => `/api/properties/${w.listing.id}/moderation-history`,
    check: (ctx) => void expectLetters(ctx, expected(401, '', 403, 403, 403, 403, ''), {}),
  },
  // A shortlist and saved searches are their owner's alone, admins' too.
  {
    route: 'GET /api/shortlist',
    url: () => '/api/shortlist',
    check: (ctx) => void expectLetters(ctx, expected(401, 'L', '', '', '', '', ''), { L: ctx.world.listing.id }, 'propertyId'),
  },
  {
    route: 'GET /api/saved-searches',
    url: () => '/api/saved-searches',
    check: (ctx) => void expectLetters(ctx, expected(401, 'S', '', '', '', '', ''), { S: ctx.world.savedSearch }),
  },
  // A conversation is its two people's alone.
  {
    route: 'GET /api/conversations',
    url: () => '/api/conversations',
    check: (ctx) => void expectLetters(ctx, expected(401, 'C', 'C', '', '', '', ''), { C: ctx.world.conversation }),
  },
  // One's own grievances and consent record, an admin's too: the admins' queue is elsewhere.
  {
    route: 'GET /api/grievances/mine',
    url: () => '/api/grievances/mine',
    check: (ctx) => void expectLetters(ctx, expected(401, 'G', '', '', '', '', ''), { G: ctx.world.grievance }, 'reference'),
  },
  {
    route: 'GET /api/privacy/consents',
    url: () => '/api/privacy/consents',
    check: (ctx) => void expectLetters(ctx, expected(401, 'M', '', '', '', '', ''), { M: ctx.world.consentAt }, 'createdAt'),
  },
];
