// Clients on another origin (a partner site, a mobile app's web view): with PUBLIC_URL set, answers
// give picture URLs absolute from it, and public pictures may be shown cross-origin; deal documents
// stay same-origin.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProperty } from '#shared/contracts/property.ts';
import { createDeal, dealCast, pdfBytes, uploadDocument } from './fixtures/deals.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from './helper.ts';
import { listingBody, loadReference, uploadPicture, type Reference } from './listing-fixtures.ts';
import { properties } from '#server/db/schema.ts';

const PUBLIC_URL = 'https://homes.gruha.example';

let t: TestApp;
let ref: Reference;
let poster: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL });
  ref = await loadReference(t);
  poster = await t.createUser();
});
afterAll(() => t.close());

const absolutePicture = new RegExp(`^${PUBLIC_URL.replaceAll('.', '\\.')}/uploads/images/[0-9a-f]{32}(-thumb)?\\.webp$`);

describe('PUBLIC_URL', () => {
  it('makes every picture URL in answers absolute, and takes those URLs back when a listing is sent again', async () => {
    const picture = await uploadPicture(t, poster.token);
    expect(picture.url).toMatch(absolutePicture);
    expect(picture.thumbnailUrl).toMatch(absolutePicture);

    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: bearer(poster.token),
      payload: listingBody(ref, [picture.url]),
    });
    expect(posted.statusCode).toBe(201);
    const listing = posted.json() as TProperty;
    expect(listing.imageUrl).toBe(picture.url);
    expect(listing.thumbnailUrl).toBe(picture.thumbnailUrl);
    expect(listing.images.map((image) => image.url)).toEqual([picture.url]);

    const read = (await t.app.inject({ method: 'GET', url: `/api/properties/${listing.id}` })).json() as TProperty;
    expect(read.imageUrl).toBe(picture.url);
    const found = (await t.app.inject({ method: 'POST', url: '/api/properties/search', payload: { q: listing.title } })).json().data as TProperty[];
    expect(found.find((p) => p.id === listing.id)?.thumbnailUrl).toBe(picture.thumbnailUrl);
    // The featured list holds checked homes: an admin's check, as the moderation queue records it.
    await t.database.db.update(properties).set({ isVerified: true, verificationRequestedAt: null }).where(eq(properties.id, listing.id));
    const featured = (await t.app.inject({ method: 'GET', url: '/api/properties/featured' })).json().data as TProperty[];
    expect(featured.find((p) => p.id === listing.id)?.imageUrl).toBe(picture.url);

    // The answer sent back as it came (absolute URLs and all) is a valid edit.
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/properties/${listing.id}`,
      headers: bearer(poster.token),
      payload: { ...read, title: 'Sent back whole' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Sent back whole', imageUrl: picture.url });
    // Other hosts stay refused.
    const elsewhere = await t.app.inject({
      method: 'PUT',
      url: `/api/properties/${listing.id}`,
      headers: bearer(poster.token),
      payload: { ...read, imageUrls: [picture.url.replace(PUBLIC_URL, 'https://pictures.example')] },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors).toHaveProperty('imageUrls');
  });

  it('serves listing pictures for use on other origins, and deal documents for this origin only', async () => {
    const picture = await uploadPicture(t, poster.token);
    const file = await t.app.inject({ method: 'GET', url: new URL(picture.url).pathname });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cross-origin-resource-policy']).toBe('cross-origin');

    const cast = await dealCast(t);
    const deal = await createDeal(t, cast.agent, { propertyId: cast.property.id, buyerId: cast.buyer.id });
    const uploaded = (await uploadDocument(t, cast.buyer, deal.id, pdfBytes())).json().data;
    const document = await t.app.inject({ method: 'GET', url: uploaded.downloadUrl, headers: bearer(cast.buyer.token) });
    expect(document.statusCode).toBe(200);
    expect(document.headers['cross-origin-resource-policy']).toBe('same-origin');
    // An API answer is not a picture either.
    expect((await t.app.inject({ method: 'GET', url: '/api/areas?city=Hyderabad' })).headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
