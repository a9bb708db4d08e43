//many complete edits of one listing at once (the edit dialog sends the whole
// form, pictures included). The rule (docs/decisions/0037-whole-edits-and-if-match.md): each edit is applied whole and
// alone, never half of one and half of another, never a picture lost or doubled. Without If-Match
// the last one wins; with it (as the web app sends), an edit made from an older version is refused.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { propertyImages } from '#server/db/schema.ts';
import { PROPERTY_MESSAGES, type TProperty } from '#shared/contracts/property.ts';
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
}, 120_000);
afterAll(() => t.close());

/**
 * Fresh pictures for each test: a picture an edit drops is removed once no listing shows it
 *, so pictures are not carried from one test's listing to the next.
 */
beforeEach(async () => {
  pictures = await Promise.all(Array.from({ length: EDITS }, async () => (await uploadPicture(t, owner.token)).url));
}, 120_000);

/** Edit number i: every field says i, so a mix of two edits shows. */
function edit(i: number) {
  const areas = [ref.area('Gachibowli'), ref.area('Kondapur')];
  return listingBody(ref, [pictures[i]!, pictures[(i + 1) % EDITS]!], {
    title: `Edit ${i}`,
    description: `Description of edit ${i}`,
    price: (i % 2 ? 40_000 : 10_000_000) + i,
    bedrooms: 1 + (i % 5),
    bathrooms: 1 + (i % 3),
    listingType: i % 2 ? 'rent' : 'sale',
    areaId: areas[i % 2]!.areaId,
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
    answers.forEach((answer, i) => expect(editedParts(answer.json())).toEqual(expectedParts(i)));

    const final: TProperty = (await t.app.inject({ method: 'GET', url: `/api/properties/${listing.id}` })).json();
    expect(editedParts(final)).toEqual(expectedParts(editNumber(final)));
    const rows = await t.database.db.select().from(propertyImages).where(eq(propertyImages.propertyId, listing.id));
    expect(rows.map((row) => row.url).sort()).toEqual([...edit(editNumber(final)).imageUrls].sort());
    expect(rows.filter((row) => row.isPrimary).map((row) => row.url)).toEqual([final.images[0]!.url]);
  });
});

describe('edits sent with If-Match, the version they were made from', () => {
  const put = (id: number, i: number, ifMatch: string, caller = owner) =>
    t.app.inject({ method: 'PUT', url: `/api/properties/${id}`, headers: { ...bearer(caller.token), 'if-match': ifMatch }, payload: edit(i) });

  it(`${EDITS} at once from one version: one is applied, the others get 412 and change nothing`, async () => {
    const listing = await postListing(t, ref, owner.token);
    expect(listing.version).toBe(1);
    const answers = await Promise.all(Array.from({ length: EDITS }, (_, i) => put(listing.id, i, '"1"', i % 4 === 3 ? admin : owner)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 412)).toHaveLength(EDITS - 1);
    const winner = statuses.indexOf(200);
    for (const refused of answers.filter((a) => a.statusCode === 412)) {
      expect(refused.json()).toMatchObject({ success: false, message: PROPERTY_MESSAGES.staleEdit });
    }

    const final: TProperty = (await t.app.inject({ method: 'GET', url: `/api/properties/${listing.id}` })).json();
    expect(final.version).toBe(2);
    expect(editedParts(final)).toEqual(expectedParts(winner));
    const rows = await t.database.db.select().from(propertyImages).where(eq(propertyImages.propertyId, listing.id));
    expect(rows.map((row) => row.url).sort()).toEqual([...edit(winner).imageUrls].sort());
  });

  it('the next edit must name the new version; a malformed If-Match is a 400 naming the header', async () => {
    const listing = await postListing(t, ref, owner.token);
    const first = await put(listing.id, 1, '"1"');
    expect(first.statusCode).toBe(200);
    expect(first.json().version).toBe(2);
    expect((await put(listing.id, 2, '"1"')).statusCode).toBe(412);
    expect((await put(listing.id, 2, 'W/"2"')).json().version).toBe(3);
    const malformed = await put(listing.id, 3, 'yesterday');
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().errors)).toEqual(['If-Match']);
    const final: TProperty = (await t.app.inject({ method: 'GET', url: `/api/properties/${listing.id}` })).json();
    expect(editedParts(final)).toEqual(expectedParts(2));
  });
});
