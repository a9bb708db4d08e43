// Issue 8, point 6: many complete edits of one listing at once (the edit dialog sends the whole
// form, pictures included). The rule (docs/decisions/reliability.md): each edit is applied whole and
// alone, the last one wins; never half of one and half of another, never a picture lost or doubled.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyImages } from '../../../src/server/db/schema.ts';
import type { TProperty } from '../../../src/shared/contracts/property.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from '../helper.ts';
import { listingBody, loadReference, postListing, uploadPicture, type Reference } from '../listing-fixtures.ts';

const EDITS = 8;
const ROUNDS = 3;

let t: TestApp;
let ref: Reference;
let owner: TestUser;
let admin: TestUser;
let pictures: string[];
beforeAll(async () => {
  t = await buildTestApp();
  ref = await loadReference(t);
  owner = await t.createUser();
  admin = await t.createUser({ role: 'ADMIN' });
  pictures = await Promise.all(Array.from({ length: EDITS }, async () => (await uploadPicture(t, owner.token)).url));
}, 120_000);
afterAll(() => t.close());

/** Edit number i: every field says i, so a mix of two edits shows. */
function edit(i: number) {
  const areas = [ref.area('Gachibowli'), ref.area('Kondapur')];
  return listingBody(ref, [pictures[i], pictures[(i + 1) % EDITS]], {
    title: `Edit ${i}`,
    description: `Description of edit ${i}`,
    price: 10_000_000 + i,
    bedrooms: 1 + (i % 5),
    bathrooms: 1 + (i % 3),
    listingType: i % 2 ? 'rent' : 'sale',
    areaId: areas[i % 2].areaId,
    amenities: [`Amenity ${i}`],
  });
}

/** The parts of a listing an edit sets, as the API answers them. */
const editedParts = (listing: TProperty) => ({
  title: listing.title,
  description: listing.description,
  price: listing.price,
  bedrooms: listing.bedrooms,
  bathrooms: listing.bathrooms,
  listingType: listing.listingType,
  areaId: listing.area.areaId,
  amenities: listing.amenities,
  pictures: listing.images.map((image) => image.url),
});

const expectedParts = (i: number) => {
  const body = edit(i);
  return {
    title: body.title,
    description: body.description,
    price: body.price,
    bedrooms: body.bedrooms,
    bathrooms: body.bathrooms,
    listingType: body.listingType,
    areaId: body.areaId,
    amenities: (body.amenities as string[]).join(', '),
    pictures: body.imageUrls,
  };
};

const editNumber = (listing: TProperty) => Number(/^Edit (\d+)$/.exec(listing.title)?.[1]);

describe(`${EDITS} complete edits of one listing at once, by its owner and an admin`, () => {
  it.each(Array.from({ length: ROUNDS }, (_, round) => round))('round %i: one whole edit wins, each answer is its own edit', async () => {
    const listing = await postListing(t, ref, owner.token);
    const answers = await Promise.all(
      Array.from({ length: EDITS }, (_, i) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/properties/${listing.id}`,
          headers: bearer((i % 4 === 3 ? admin : owner).token),
          payload: edit(i),
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    answers.forEach((answer, i) => expect(editedParts(answer.json().data)).toEqual(expectedParts(i)));

    const final: TProperty = (await t.app.inject({ method: 'GET', url: `/api/properties/${listing.id}` })).json().data;
    expect(editedParts(final)).toEqual(expectedParts(editNumber(final)));
    const rows = await t.database.db.select().from(propertyImages).where(eq(propertyImages.propertyId, listing.id));
    expect(rows.map((row) => row.url).sort()).toEqual([...edit(editNumber(final)).imageUrls].sort());
    expect(rows.filter((row) => row.isPrimary).map((row) => row.url)).toEqual([final.images[0].url]);
  });
});
