// Every row of the spec's call table (section 7), sent as the spec's client sends it: its method and
// path, its payload with its own casing and field spellings, its bearer token where the table says
// so. Each answer is checked for what that client reads from it (section 7 with the entities of
// section 3). Rows Gruha refuses on purpose are in the table too, with the reason
// (docs/decisions/listings.md and deals.md, 2026-11-24); where a sign-in makes the call work, the
// same call with the stored authToken follows.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeal, dealCast, moveDeal, multipartBody, pdfBytes } from './fixtures/deals.ts';
import { bearer, buildTestApp, randomMobile, type TestApp, type TestUser } from './helper.ts';
import { loadReference, multipart, pictureBytes, postListing, uploadPicture, type Reference } from './listing-fixtures.ts';

/** Answers are read as the spec's untyped client reads them. */
type Json = any;

type World = {
  ref: Reference;
  admin: TestUser;
  agent: TestUser;
  seller: TestUser;
  buyer: TestUser;
  listing: { id: number };
  picture: string;
  dealId: number;
};

type Row = {
  /** As the spec's table writes it. */
  call: string;
  /** Whose stored authToken the client sends (the table's 'bearer'), or nobody. */
  as?: (w: World) => TestUser;
  send: (w: World) => Promise<InjectOptions> | InjectOptions;
  /** What the spec's client reads from a successful answer. */
  reads?: (answer: Json, w: World) => void;
  /** Refused on purpose: the status and why. */
  refused?: { status: number; reason: string };
};

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await buildTestApp();
  const cast = await dealCast(t);
  const ref = await loadReference(t);
  const picture = (await uploadPicture(t, cast.seller.token)).url;
  const listing = await postListing(t, ref, cast.seller.token, { title: 'Conformance villa', listingType: 'sale', ownerType: 'owner' });
  const deal = await createDeal(t, cast.agent, { propertyId: listing.id, buyerId: cast.buyer.id });
  w = { ref, admin: cast.admin, agent: cast.agent, seller: cast.seller, buyer: cast.buyer, listing, picture, dealId: deal.id };
});
afterAll(() => t.close());

// ---- What the spec's client reads (section 3 entities, section 7 answers) ----

/** 'A list, or an object with a data list'. */
function listOf(answer: Json): Json[] {
  const list = Array.isArray(answer) ? answer : answer.data;
  expect(Array.isArray(list)).toBe(true);
  return list;
}

function readsPerson(person: Json) {
  expect(person).toMatchObject({ id: expect.any(Number), firstName: expect.any(String), lastName: expect.any(String), email: expect.any(String) });
  expect(person).toHaveProperty('mobileNumber');
}

/** Property: id, title, type, listingType, city, areaName, imageUrl, price, priceDisplay, rooms, flags, ownerType, area, user. */
function readsProperty(p: Json) {
  expect(p).toMatchObject({
    id: expect.any(Number),
    propertyId: p.id,
    title: expect.any(String),
    description: expect.any(String),
    type: expect.any(String),
    propertyType: expect.any(String),
    listingType: expect.stringMatching(/^(sale|rent)$/i),
    city: expect.any(String),
    cityName: expect.any(String),
    areaName: expect.any(String),
    imageUrl: expect.any(String),
    price: expect.any(Number),
    priceDisplay: expect.any(String),
    bedrooms: expect.any(Number),
    bathrooms: expect.any(Number),
    balconies: expect.any(Number),
    status: expect.any(String),
    isFeatured: expect.any(Boolean),
    isActive: expect.any(Boolean),
    isVerified: expect.any(Boolean),
    isReadyToMove: expect.any(Boolean),
    ownerType: expect.stringMatching(/^(owner|broker)$/i),
    area: { id: expect.any(Number), areaId: expect.any(Number), areaName: expect.any(String) },
    user: { id: expect.any(Number), firstName: expect.any(String), lastName: expect.any(String) },
  });
  for (const field of ['pincode', 'address', 'areaSqft', 'amenities']) expect(p).toHaveProperty(field);
}

/** A card of the featured list (its shape is not in the spec): what the spec's card shows. */
function readsCard(p: Json) {
  expect(p).toMatchObject({ id: expect.any(Number), title: expect.any(String), listingType: expect.any(String), price: expect.any(Number), imageUrl: expect.any(String), user: { firstName: expect.any(String) } });
}

/** Deal: ids, stage, property facts, the three people flat and nested, notes, dates, flags. */
function readsDeal(d: Json) {
  expect(d).toMatchObject({
    id: expect.any(Number),
    dealId: d.id,
    stage: expect.any(String),
    currentStage: d.stage,
    propertyId: expect.any(Number),
    propertyTitle: expect.any(String),
    propertyPrice: expect.any(Number),
    propertyCity: expect.any(String),
    agreedPrice: expect.any(Number),
    buyerId: expect.any(Number),
    sellerId: expect.any(Number),
    agentId: expect.any(Number),
    buyerName: expect.any(String),
    buyerEmail: expect.any(String),
    sellerName: expect.any(String),
    sellerEmail: expect.any(String),
    agentName: expect.any(String),
    agentEmail: expect.any(String),
    createdAt: expect.any(String),
    updatedAt: expect.any(String),
    buyerDocUploaded: expect.any(Boolean),
    sellerConfirmed: expect.any(Boolean),
    adminVerified: expect.any(Boolean),
    paymentInitiated: expect.any(Boolean),
    paymentCompleted: expect.any(Boolean),
  });
  for (const field of ['notes', 'buyerMobile', 'sellerMobile', 'agentMobile', 'inquiryDate', 'shortlistDate', 'negotiationDate', 'agreementDate', 'registrationDate', 'paymentDate', 'completedDate']) {
    expect(d).toHaveProperty(field);
  }
  expect(d.property).toMatchObject({ id: d.propertyId, title: d.propertyTitle, city: d.propertyCity, price: d.propertyPrice, bedrooms: expect.any(Number) });
  expect(d.property).toHaveProperty('imageUrl');
  for (const person of [d.property.user, d.buyer, d.seller, d.agent]) readsPerson(person);
  expect([d.buyer.id, d.seller.id, d.agent.id, d.property.user.id]).toEqual([d.buyerId, d.sellerId, d.agentId, d.sellerId]);
}

const readsDeals = (answer: Json) => listOf(answer).forEach(readsDeal);
const readsProperties = (answer: Json) => listOf(answer).forEach(readsProperty);

// ---- What the spec's client sends ----

const json = (method: InjectOptions['method'], url: string, payload?: object): InjectOptions => ({ method, url, ...(payload ? { payload } : {}) });
let counter = 0;
const fresh = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A property as the spec's Post Property dialog sends it: the entity's own spellings and casing. */
function specProperty(world: World, poster: TestUser, extra: object = {}) {
  return {
    title: `Spec-client flat ${fresh()}`,
    description: 'Posted as the spec describes a property.',
    propertyType: { propertyTypeId: world.ref.type('Apartment').propertyTypeId, typeName: 'Apartment' },
    listingType: 'SALE',
    area: { areaId: world.ref.area('Kondapur').areaId, areaName: 'Kondapur' },
    city: 'Hyderabad',
    address: null,
    imageUrl: world.picture,
    price: 8_500_000,
    areaSqft: 1200,
    bedrooms: 2,
    bathrooms: 2,
    balconies: 1,
    amenities: 'Parking, Gym, Lift',
    status: 'available',
    isFeatured: true,
    isActive: true,
    isVerified: false,
    isReadyToMove: true,
    ownerType: 'OWNER',
    user: { id: poster.id },
    ...extra,
  };
}

/** The search page's payload: every field, empty ones null, page 0, size 50, createdAt descending. */
const specSearch = (filters: object = {}) => ({
  propertyType: null,
  minPrice: null,
  maxPrice: null,
  city: 'Hyderabad',
  area: null,
  listingType: null,
  minBedrooms: null,
  maxBedrooms: null,
  isVerified: null,
  ownerType: null,
  isReadyToMove: null,
  sortBy: 'createdAt',
  sortOrder: 'DESC',
  page: 0,
  size: 50,
  ...filters,
});

async function dealAt(stage: string): Promise<number> {
  const listing = await postListing(t, w.ref, w.seller.token, { title: `Deal home ${fresh()}` });
  const deal = await createDeal(t, w.agent, { propertyId: listing.id, buyerId: w.buyer.id });
  if (stage !== 'INQUIRY') expect((await moveDeal(t, w.agent, deal.id, stage)).statusCode).toBe(200);
  return deal.id;
}

const SIGN_IN_FOR_LISTINGS =
  "the spec's client names the owner in the body (user: { id }), which anyone can fill in; Gruha takes the owner from the token, so listing writes need the stored authToken";

const staff = (world: World) => world.agent;
const admin = (world: World) => world.admin;
const seller = (world: World) => world.seller;
const buyer = (world: World) => world.buyer;

const rows: Row[] = [
  {
    call: 'POST /api/auth/login',
    send: (world) => json('POST', '/api/auth/login', { username: world.buyer.username, password: world.buyer.password }),
    reads: (answer) => {
      expect(answer.data.token).toEqual(expect.any(String));
      expect(answer.data.user).toMatchObject({ id: expect.any(Number), firstName: expect.any(String), role: 'USER' });
      expect(answer.message).toEqual(expect.any(String));
    },
  },
  {
    call: 'POST /api/auth/register',
    send: () => {
      const name = `spec${fresh()}`;
      return json('POST', '/api/auth/register', { firstName: 'Spec', lastName: 'Client', username: name, email: `${name}@example.test`, password: 'Lake9view', mobileNumber: randomMobile() });
    },
    reads: (answer) => {
      expect(answer.data.token).toEqual(expect.any(String));
      expect(answer.data.user).toMatchObject({ id: expect.any(Number), firstName: 'Spec' });
    },
  },
  {
    call: 'GET /api/areas?city={city}',
    send: () => json('GET', '/api/areas?city=Hyderabad'),
    reads: (answer) => {
      expect(answer.success).toBe(true);
      expect(answer.data.length).toBeGreaterThan(0);
      answer.data.forEach((area: Json) => expect(area).toMatchObject({ areaId: expect.any(Number), areaName: expect.any(String), pincode: expect.any(String) }));
    },
  },
  {
    call: 'GET /api/property-types',
    send: () => json('GET', '/api/property-types'),
    reads: (answer) => {
      expect(answer.success).toBe(true);
      answer.data.forEach((type: Json) => expect(type).toMatchObject({ propertyTypeId: expect.any(Number), typeName: expect.any(String) }));
    },
  },
  {
    call: 'GET /api/properties',
    send: () => json('GET', '/api/properties'),
    reads: (answer, world) => {
      readsProperties(answer);
      expect(listOf(answer).map((p) => p.id)).toContain(world.listing.id);
    },
  },
  {
    call: 'GET /api/properties (the create-deal dialog: seller name and phone)',
    as: staff,
    send: () => json('GET', '/api/properties'),
    reads: (answer, world) => {
      const listing = listOf(answer).find((p) => p.id === world.listing.id);
      expect(listing.user).toMatchObject({ id: world.seller.id, firstName: 'Sita', mobileNumber: world.seller.mobileNumber });
    },
  },
  {
    call: 'GET /api/properties/featured',
    send: () => json('GET', '/api/properties/featured'),
    reads: (answer) => listOf(answer).forEach(readsCard),
  },
  {
    call: 'GET /api/properties/{id}',
    send: (world) => json('GET', `/api/properties/${world.listing.id}`),
    reads: (answer, world) => {
      readsProperty(answer);
      expect(answer).toMatchObject({ id: world.listing.id, title: 'Conformance villa' });
    },
  },
  {
    call: 'POST /api/properties',
    send: (world) => json('POST', '/api/properties', specProperty(world, world.seller)),
    refused: { status: 401, reason: SIGN_IN_FOR_LISTINGS },
  },
  {
    call: 'POST /api/properties, with the stored authToken',
    as: seller,
    send: (world) => json('POST', '/api/properties', specProperty(world, world.seller)),
    reads: (answer, world) => {
      readsProperty(answer);
      expect(answer).toMatchObject({ listingType: 'sale', ownerType: 'owner', areaName: 'Kondapur', type: 'Apartment', imageUrl: world.picture, user: { id: world.seller.id }, status: 'available' });
    },
  },
  {
    call: 'POST /api/properties, the type as text, with the stored authToken',
    as: seller,
    send: (world) => json('POST', '/api/properties', specProperty(world, world.seller, { propertyType: undefined, type: 'Villa', listingType: 'Rent', ownerType: 'Broker' })),
    reads: (answer) => expect(answer).toMatchObject({ type: 'Villa', listingType: 'rent', ownerType: 'broker' }),
  },
  {
    call: 'PUT /api/properties/{id}',
    send: (world) => json('PUT', `/api/properties/${world.listing.id}`, specProperty(world, world.seller)),
    refused: { status: 401, reason: SIGN_IN_FOR_LISTINGS },
  },
  {
    call: 'PUT /api/properties/{id}, with the stored authToken',
    as: seller,
    send: async (world) => {
      const listing = await postListing(t, world.ref, world.seller.token);
      return json('PUT', `/api/properties/${listing.id}`, specProperty(world, world.seller, { id: listing.id, title: 'Edited as the spec sends it', price: 9_000_000 }));
    },
    reads: (answer) => {
      readsProperty(answer);
      expect(answer).toMatchObject({ title: 'Edited as the spec sends it', price: 9_000_000, priceDisplay: '90.00 Lac' });
    },
  },
  {
    call: 'image upload in the edit dialog (a third-party image host), then PUT /api/properties/{id}',
    as: seller,
    send: (world) => json('PUT', `/api/properties/${world.listing.id}`, specProperty(world, world.seller, { imageUrl: 'https://res.cloudinary.example/demo/image/upload/home.jpg' })),
    refused: {
      status: 400,
      reason: "a listing's pictures are ones this server stored (POST /api/upload/image), checked and re-encoded; links to other hosts are refused (docs/decisions/listings.md, Posting and editing)",
    },
  },
  {
    call: 'DELETE /api/properties/{id} (no auth header)',
    send: (world) => json('DELETE', `/api/properties/${world.listing.id}`),
    refused: { status: 401, reason: 'only the poster or an admin may delete a listing, and only the token says who is asking' },
  },
  {
    call: 'DELETE /api/properties/{id}, with the stored authToken',
    as: seller,
    send: async (world) => json('DELETE', `/api/properties/${(await postListing(t, world.ref, world.seller.token)).id}`),
    reads: (answer) => expect(answer.success).toBe(true),
  },
  {
    call: 'POST /api/properties/search (page 0, size 50, sorted by createdAt descending)',
    send: () => json('POST', '/api/properties/search', specSearch()),
    reads: (answer, world) => {
      expect(answer.success).toBe(true);
      readsProperties(answer);
      expect(answer.data.map((p: Json) => p.id)).toContain(world.listing.id);
    },
  },
  {
    call: 'POST /api/properties/search (a Buy menu link: owner properties for sale)',
    send: () => json('POST', '/api/properties/search', specSearch({ listingType: 'SALE', ownerType: 'OWNER' })),
    reads: (answer, world) => {
      expect(answer.data.map((p: Json) => p.id)).toContain(world.listing.id);
      answer.data.forEach((p: Json) => expect(p).toMatchObject({ listingType: 'sale', ownerType: 'owner' }));
    },
  },
  {
    call: 'POST /api/properties/search (a Rent menu budget band)',
    send: () => json('POST', '/api/properties/search', specSearch({ listingType: 'RENT', minPrice: 10_000, maxPrice: 20_000, propertyType: 'Apartments' })),
    reads: (answer) => answer.data.forEach((p: Json) => expect(p).toMatchObject({ listingType: 'rent', type: 'Apartment' })),
  },
  {
    call: 'GET /api/properties/user/{userId}',
    send: (world) => json('GET', `/api/properties/user/${world.seller.id}`),
    reads: (answer, world) => expect(listOf(answer).map((p) => p.id)).toContain(world.listing.id),
  },
  {
    call: 'GET /api/properties/user/{userId} (bearer)',
    as: seller,
    send: (world) => json('GET', `/api/properties/user/${world.seller.id}`),
    reads: readsProperties,
  },
  {
    call: 'POST /api/upload/image (multipart file)',
    send: async () => ({ method: 'POST', url: '/api/upload/image', ...multipart(await pictureBytes()) }),
    refused: { status: 401, reason: 'pictures are stored only for signed-in people: an open upload would be free file hosting for anyone' },
  },
  {
    call: 'POST /api/upload/image (multipart file), with the stored authToken',
    as: seller,
    send: async () => ({ method: 'POST', url: '/api/upload/image', ...multipart(await pictureBytes()) }),
    reads: (answer) => {
      expect(answer.success).toBe(true);
      expect(answer.url).toMatch(/^\/uploads\/images\//);
    },
  },
  {
    call: 'POST /api/deals/{id}/upload-document (JSON {docUrl} built from a placeholder storage path)',
    as: buyer,
    send: (world) => json('POST', `/api/deals/${world.dealId}/upload-document`, { docUrl: 'https://storage.example.com/placeholder/deed.pdf' }),
    refused: {
      status: 400,
      reason: 'Gruha keeps deal documents itself: a docUrl is accepted only as the download URL of a document already uploaded to this deal (docs/decisions/deals.md)',
    },
  },
  {
    call: 'POST /api/deals/{id}/upload-document (JSON {docUrl} of a document this deal holds)',
    as: buyer,
    send: async (world) => {
      const body = multipartBody(pdfBytes());
      const uploaded = await t.app.inject({ method: 'POST', url: `/api/deals/${world.dealId}/upload-document`, ...body, headers: { ...body.headers, ...bearer(world.buyer.token) } });
      return json('POST', `/api/deals/${world.dealId}/upload-document`, { docUrl: uploaded.json().data.downloadUrl });
    },
    reads: (answer) => expect(answer.success).toBe(true),
  },
  {
    call: 'PUT /api/deals/{id}/stage',
    as: staff,
    send: async () => json('PUT', `/api/deals/${await dealAt('INQUIRY')}/stage`, { stage: 'NEGOTIATION', notes: 'Met the buyer at the site', date: '2026-11-20' }),
    reads: (answer) => {
      readsDeal(answer.data);
      expect(answer.data.stage).toBe('NEGOTIATION');
      expect(answer.message).toEqual(expect.any(String));
    },
  },
  {
    call: 'POST /api/deals/{id}/seller-confirm',
    as: seller,
    send: async () => json('POST', `/api/deals/${await dealAt('REGISTRATION')}/seller-confirm`, { notes: 'Registration done' }),
    reads: (answer) => {
      readsDeal(answer.data);
      expect(answer.data.sellerConfirmed).toBe(true);
    },
  },
  {
    call: 'POST /api/deals/{id}/complete-payment',
    as: staff,
    send: async () => json('POST', `/api/deals/${await dealAt('PAYMENT')}/complete-payment`),
    reads: (answer) => {
      readsDeal(answer.data);
      expect(answer.data.paymentCompleted).toBe(true);
    },
  },
  ...(['USER', 'BUYER', 'SELLER'] as const).map(
    (role): Row => ({
      call: `GET /api/deals/my-deals?userRole=${role}&userId={id}`,
      as: role === 'SELLER' ? seller : buyer,
      send: (world) => json('GET', `/api/deals/my-deals?userRole=${role}&userId=${(role === 'SELLER' ? world.seller : world.buyer).id}`),
      reads: (answer, world) => {
        readsDeals(answer);
        expect(answer.data.map((d: Json) => d.id)).toContain(world.dealId);
        // A USER viewer: phones hidden, nested ones too.
        answer.data.forEach((d: Json) => expect([d.buyerMobile, d.buyer.mobileNumber, d.property.user.mobileNumber]).toEqual([null, null, null]));
      },
    }),
  ),
  {
    call: "GET /api/deals/my-deals?userRole={role}&userId={id} (the agent's own role)",
    as: staff,
    send: (world) => json('GET', `/api/deals/my-deals?userRole=AGENT&userId=${world.agent.id}`),
    reads: (answer, world) => {
      readsDeals(answer);
      expect(answer.data.find((d: Json) => d.id === world.dealId).buyer.mobileNumber).toBe(world.buyer.mobileNumber);
    },
  },
  {
    call: 'GET /api/deals/admin/dashboard?userId={id}',
    as: admin,
    send: (world) => json('GET', `/api/deals/admin/dashboard?userId=${world.admin.id}`),
    reads: (answer, world) => {
      expect(answer.success).toBe(true);
      const agent = answer.data.agentPerformance.find((a: Json) => a.agentId === world.agent.id);
      expect(agent).toMatchObject({ agentName: expect.any(String), agentEmail: expect.any(String), agentMobile: world.agent.mobileNumber, totalDeals: expect.any(Number), completedDeals: expect.any(Number) });
    },
  },
  {
    call: 'GET /api/deals/admin/agent/{agentId}?userId={id}',
    as: admin,
    send: (world) => json('GET', `/api/deals/admin/agent/${world.agent.id}?userId=${world.admin.id}`),
    reads: (answer, world) => {
      readsDeals(answer);
      expect(listOf(answer).map((d) => d.id)).toContain(world.dealId);
    },
  },
  {
    call: 'GET /api/deals/user/{id}/role/BUYER',
    as: buyer,
    send: (world) => json('GET', `/api/deals/user/${world.buyer.id}/role/BUYER`),
    reads: (answer, world) => {
      readsDeals(answer);
      expect(listOf(answer).map((d) => d.id)).toContain(world.dealId);
    },
  },
  {
    call: 'GET /api/deals/buyer/{buyerId}',
    as: buyer,
    send: (world) => json('GET', `/api/deals/buyer/${world.buyer.id}`),
    reads: (answer, world) => expect(listOf(answer).map((d) => d.id)).toContain(world.dealId),
  },
  {
    call: 'GET /api/deals/property/{propertyId}',
    as: staff,
    send: (world) => json('GET', `/api/deals/property/${world.listing.id}`),
    reads: (answer, world) => {
      readsDeals(answer);
      expect(listOf(answer).map((d) => d.id)).toEqual([world.dealId]);
    },
  },
  {
    call: 'GET /api/deals/agent/{agentId}',
    as: staff,
    send: (world) => json('GET', `/api/deals/agent/${world.agent.id}`),
    reads: (answer, world) => {
      readsDeals(answer);
      expect(listOf(answer).map((d) => d.id)).toContain(world.dealId);
    },
  },
  ...(['INQUIRY', 'SHORTLIST', 'NEGOTIATION', 'AGREEMENT', 'REGISTRATION', 'PAYMENT'] as const).map(
    (stage): Row => ({
      call: `GET /api/deals/stage/${stage}?userId={id}`,
      as: admin,
      send: (world) => json('GET', `/api/deals/stage/${stage}?userId=${world.admin.id}`),
      reads: (answer) => {
        readsDeals(answer);
        listOf(answer).forEach((d) => expect(d.stage).toBe(stage));
      },
    }),
  ),
  {
    call: 'POST /api/deals/create',
    as: staff,
    send: async (world) => {
      const listing = await postListing(t, world.ref, world.seller.token);
      return json('POST', '/api/deals/create', { propertyId: listing.id, buyerId: world.buyer.id, agentId: world.agent.id, agreedPrice: 11_500_000 });
    },
    reads: (answer) => {
      expect(answer.success).toBe(true);
      readsDeal(answer.data);
    },
  },
  {
    call: 'POST /api/deals/create (the same buyer and property again: message on failure)',
    as: staff,
    send: (world) => json('POST', '/api/deals/create', { propertyId: world.listing.id, buyerId: world.buyer.id, agentId: world.agent.id, agreedPrice: 11_500_000 }),
    refused: { status: 409, reason: "a deal is unique per buyer and property (spec section 4); the client shows the server's message" },
  },
  {
    call: 'GET /api/agents/{id}/all-properties',
    as: staff,
    send: (world) => json('GET', `/api/agents/${world.agent.id}/all-properties`),
    reads: (answer, world) => {
      expect(answer.success).toBe(true);
      expect(answer.data.map((p: Json) => p.id)).toContain(world.listing.id);
    },
  },
  {
    call: 'GET /api/agents/{id}/stats',
    as: staff,
    send: (world) => json('GET', `/api/agents/${world.agent.id}/stats`),
    reads: (answer) => {
      expect(answer.success).toBe(true);
      expect(answer.data).toMatchObject({ totalDeals: expect.any(Number), activeDeals: expect.any(Number), completedDeals: expect.any(Number) });
    },
  },
  {
    call: 'GET /api/users',
    as: admin,
    send: () => json('GET', '/api/users'),
    reads: (answer, world) => {
      const users = listOf(answer);
      expect(users.map((u) => u.id)).toContain(world.buyer.id);
      users.forEach((u) => expect(u).toMatchObject({ id: expect.any(Number), firstName: expect.any(String), username: expect.any(String), role: expect.stringMatching(/^(USER|AGENT|ADMIN)$/) }));
    },
  },
  {
    call: 'GET /api/users/agents',
    as: admin,
    send: () => json('GET', '/api/users/agents'),
    reads: (answer, world) => expect(listOf(answer).map((u) => u.id)).toContain(world.agent.id),
  },
  {
    call: 'GET /api/users/search?phone={10 digits}',
    as: staff,
    send: (world) => json('GET', `/api/users/search?phone=${world.buyer.mobileNumber}`),
    reads: (answer, world) => {
      expect(answer.success).toBe(true);
      expect(answer.data).toMatchObject({ id: world.buyer.id, mobileNumber: world.buyer.mobileNumber, email: expect.any(String) });
    },
  },
  {
    call: 'PUT /api/users/{id} (the edited user, sent whole)',
    as: admin,
    send: async (world) => {
      const person = await t.createUser();
      const listed = (await t.app.inject({ method: 'GET', url: `/api/users?search=${person.username}`, headers: bearer(world.admin.token) })).json().data[0];
      return json('PUT', `/api/users/${person.id}`, { ...listed, lastName: 'Edited', role: 'agent' });
    },
    reads: (answer) => expect(answer.data).toMatchObject({ lastName: 'Edited', role: 'AGENT' }),
  },
  {
    call: 'DELETE /api/users/{id}',
    as: admin,
    send: async () => json('DELETE', `/api/users/${(await t.createUser()).id}`),
    reads: (answer) => expect(answer.success).toBe(true),
  },
];

describe("the spec's calls (section 7), as its client sends them", () => {
  it.each(rows.map((row) => [row.call, row] as const))('%s', async (_, row) => {
    const request = await row.send(w);
    const caller = row.as?.(w);
    const res = await t.app.inject({ ...request, headers: { ...request.headers, ...(caller ? bearer(caller.token) : {}) } });
    if (row.refused) {
      expect(row.refused.reason.length).toBeGreaterThan(20);
      expect(res.statusCode).toBe(row.refused.status);
      // 'Text error on non-ok', 'message on failure': the refusal says why, in the error envelope.
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
      return;
    }
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
    expect(res.statusCode, res.body).toBeLessThan(300);
    row.reads?.(res.json(), w);
  });

  it('says in the OpenAPI document what is answered bare and what stays refused without a token, and why', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const one = paths['/api/properties/{id}'];
    for (const [answer, isBare] of [
      [one.get.responses['200'], true],
      [one.put.responses['200'], true],
      [paths['/api/properties'].post.responses['201'], true],
      [paths['/api/properties/search'].post.responses['200'], false],
    ] as const) {
      const schema = answer.content['application/json'].schema;
      expect(Object.keys(schema.properties).includes('success'), JSON.stringify(schema).slice(0, 80)).toBe(!isBare);
      if (isBare) expect(schema.properties).toHaveProperty('imageUrl');
    }
    for (const described of [paths['/api/properties'].post, one.put, one.delete, paths['/api/upload/image'].post]) {
      expect(described.description).toMatch(/Needs a bearer token.*spec's client/);
    }
    expect(paths['/api/properties'].post.description).toContain('user: { id }');
  });

  it('covers every row of the spec table', () => {
    const specRows = [
      'POST /api/auth/login',
      'POST /api/auth/register',
      'GET /api/areas',
      'GET /api/property-types',
      'GET /api/properties',
      'GET /api/properties/featured',
      'GET /api/properties/{id}',
      'POST /api/properties',
      'PUT /api/properties/{id}',
      'DELETE /api/properties/{id}',
      'POST /api/properties/search',
      'GET /api/properties/user/{userId}',
      'POST /api/upload/image',
      'image upload in the edit dialog',
      'POST /api/deals/{id}/upload-document',
      'PUT /api/deals/{id}/stage',
      'POST /api/deals/{id}/seller-confirm',
      'POST /api/deals/{id}/complete-payment',
      'GET /api/deals/my-deals',
      'GET /api/deals/admin/dashboard',
      'GET /api/deals/admin/agent/{agentId}',
      'GET /api/deals/user/{id}/role/BUYER',
      'GET /api/deals/buyer/{buyerId}',
      'GET /api/deals/property/{propertyId}',
      'GET /api/deals/agent/{agentId}',
      'GET /api/deals/stage/',
      'POST /api/deals/create',
      'GET /api/agents/{id}/all-properties',
      'GET /api/agents/{id}/stats',
      'GET /api/users',
      'GET /api/users/agents',
      'GET /api/users/search',
      'PUT /api/users/{id}',
      'DELETE /api/users/{id}',
    ];
    for (const call of specRows) expect(rows.some((row) => row.call.startsWith(call)), call).toBe(true);
  });
});
