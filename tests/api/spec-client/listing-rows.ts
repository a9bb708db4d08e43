// The spec's calls for accounts, reference data, listings and pictures (section 7, first rows).
import { expect } from 'vitest';
import { randomMobile } from '../helper.ts';
import { multipart, pictureBytes, postListing } from '../listing-fixtures.ts';
import { listOf, readsCard, readsProperties, readsProperty } from './reads.ts';
import { SIGN_IN_FOR_LISTINGS, specProperty, specSearch } from './sends.ts';
import { fresh, json, seller, staff, type Json, type Row } from './world.ts';

/** A picture on the picture host the conformance app lists in PICTURE_HOSTS. */
export const HOSTED_PICTURE = 'https://res.cloudinary.example/demo/image/upload/home.jpg';

export const listingRows: Row[] = [
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
      return json('POST', '/api/auth/register', {
        firstName: 'Spec',
        lastName: 'Client',
        username: name,
        email: `${name}@example.test`,
        password: 'Lake9view',
        mobileNumber: randomMobile(),
      });
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
      answer.data.forEach((area: Json) =>
        expect(area).toMatchObject({ areaId: expect.any(Number), areaName: expect.any(String), pincode: expect.any(String) }),
      );
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
      expect(answer).toMatchObject({
        listingType: 'sale',
        ownerType: 'owner',
        areaName: 'Kondapur',
        type: 'Apartment',
        imageUrl: world.picture,
        user: { id: world.seller.id },
        status: 'available',
      });
    },
  },
  {
    call: 'POST /api/properties, the type as text, with the stored authToken',
    as: seller,
    send: (world) =>
      json(
        'POST',
        '/api/properties',
        specProperty(world, world.seller, { propertyType: undefined, type: 'Villa', listingType: 'Rent', ownerType: 'Broker' }),
      ),
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
      const listing = await postListing(world.t, world.ref, world.seller.token);
      return json(
        'PUT',
        `/api/properties/${listing.id}`,
        specProperty(world, world.seller, { id: listing.id, title: 'Edited as the spec sends it', price: 9_000_000 }),
      );
    },
    reads: (answer) => {
      readsProperty(answer);
      expect(answer).toMatchObject({ title: 'Edited as the spec sends it', price: 9_000_000, priceDisplay: '90.00 Lac' });
    },
  },
  {
    call: 'image upload in the edit dialog (a third-party image host), then PUT /api/properties/{id}',
    as: seller,
    // The host is one the operator lists in PICTURE_HOSTS (spec-conformance.test.ts): the link is kept, never fetched.
    send: async (world) => {
      const listing = await postListing(world.t, world.ref, world.seller.token);
      return json('PUT', `/api/properties/${listing.id}`, specProperty(world, world.seller, { id: listing.id, imageUrl: HOSTED_PICTURE }));
    },
    reads: (answer) => {
      readsProperty(answer);
      expect(answer.imageUrl).toBe(HOSTED_PICTURE);
    },
  },
  {
    call: 'image upload to a host the operator does not list, then PUT /api/properties/{id}',
    as: seller,
    send: (world) =>
      json(
        'PUT',
        `/api/properties/${world.listing.id}`,
        specProperty(world, world.seller, { imageUrl: 'https://pictures.elsewhere.example/home.jpg' }),
      ),
    refused: {
      status: 400,
      reason:
        "a listing's pictures are ones this server stored (POST /api/upload/image), checked and re-encoded, or links to a picture host the operator lists in PICTURE_HOSTS; links to any other host are refused",
    },
  },
  {
    call: 'GET /api/properties?page={page}&size={size}, every page until the last',
    send: () => json('GET', '/api/properties?page=0&size=1'),
    reads: (answer) => {
      readsProperties(answer);
      expect(answer).toMatchObject({ page: 0, size: 1, totalElements: expect.any(Number), totalPages: expect.any(Number) });
      expect(answer.totalPages).toBe(answer.totalElements);
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
    send: async (world) => json('DELETE', `/api/properties/${(await postListing(world.t, world.ref, world.seller.token)).id}`),
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
    send: () =>
      json('POST', '/api/properties/search', specSearch({ listingType: 'RENT', minPrice: 10_000, maxPrice: 20_000, propertyType: 'Apartments' })),
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
];
