// A small catalogue for the issue-15 search tests: rentals and sales with their facts, and older
// listings without any, written straight to the database with chosen dates (newest last).
import { properties } from '#server/db/schema.ts';
import type { TestApp } from './helper.ts';
import type { Reference } from './listing-fixtures.ts';

type Row = typeof properties.$inferInsert;
export type CatalogueSeed = Omit<Row, 'userId' | 'propertyTypeId' | 'areaId' | 'description'> & {
  key: string;
  type: string;
  area: string;
  description?: string;
};

export const CATALOGUE: CatalogueSeed[] = [
  {
    key: 'gachiFamily',
    title: 'Lake view 2 BHK for families',
    type: 'Apartment',
    area: 'Gachibowli',
    listingType: 'rent',
    price: 35_000,
    bedrooms: 2,
    areaSqft: 1200,
    furnishing: 'semi',
    preferredTenants: 'family',
    availableFrom: '2026-12-01',
    petsAllowed: true,
    nonVegAllowed: true,
    parking: 'car',
    deposit: 100_000,
    maintenance: 3_000,
    floor: 3,
    totalFloors: 10,
    facing: 'east',
    description: 'Quiet flat near the lake.',
  },
  {
    key: 'gachiLake',
    title: 'Gachibowli 2 BHK flat',
    type: 'Apartment',
    area: 'Gachibowli',
    listingType: 'rent',
    price: 38_000,
    bedrooms: 2,
    areaSqft: 1100,
    furnishing: 'fully',
    preferredTenants: 'bachelors',
    availableFrom: '2027-01-15',
    petsAllowed: false,
    nonVegAllowed: true,
    parking: 'two_wheeler',
    deposit: 200_000,
    floor: 7,
    totalFloors: 12,
    facing: 'north_east',
    description: 'A lake view from the club house.',
  },
  {
    key: 'hitecOne',
    title: 'HITEC City 1 BHK',
    type: 'Apartment',
    area: 'HITEC City',
    listingType: 'rent',
    price: 22_000,
    bedrooms: 1,
    areaSqft: 650,
    furnishing: 'fully',
    preferredTenants: 'anyone',
    nonVegAllowed: false,
    parking: 'none',
    deposit: 60_000,
    floor: 0,
    totalFloors: 5,
    facing: 'west',
  },
  {
    key: 'kondapurThree',
    title: 'Kondapur 3 BHK for a company',
    type: 'Apartment',
    area: 'Kondapur',
    listingType: 'rent',
    price: 55_000,
    bedrooms: 3,
    areaSqft: 1800,
    furnishing: 'unfurnished',
    preferredTenants: 'company',
    availableFrom: '2026-11-30',
    petsAllowed: true,
    parking: 'car',
    deposit: 300_000,
    floor: 12,
    totalFloors: 20,
    facing: 'south',
  },
  {
    key: 'madhapurVilla',
    title: 'Madhapur 5 BHK villa',
    type: 'Villa',
    area: 'Madhapur',
    listingType: 'rent',
    price: 150_000,
    bedrooms: 5,
    furnishing: 'fully',
    preferredTenants: 'family',
    deposit: 500_000,
    facing: 'east',
    parking: 'car',
  },
  {
    key: 'oldRent',
    title: 'Older 2 BHK rental',
    type: 'Apartment',
    area: 'Gachibowli',
    listingType: 'rent',
    price: 30_000,
    bedrooms: 2,
    areaSqft: 1000,
  },
  {
    key: 'kondapurSale',
    title: 'Kondapur 3 BHK ready to move',
    type: 'Apartment',
    area: 'Kondapur',
    listingType: 'sale',
    price: 15_000_000,
    bedrooms: 3,
    areaSqft: 1700,
    possessionStatus: 'ready',
    buildingAgeYears: 5,
    reraNumber: 'P02400001234',
    floor: 8,
    totalFloors: 14,
    facing: 'east',
    parking: 'car',
    furnishing: 'semi',
  },
  {
    key: 'kokapetNew',
    title: 'Kokapet 3 BHK under construction',
    type: 'Apartment',
    area: 'Kokapet',
    listingType: 'sale',
    price: 22_000_000,
    bedrooms: 3,
    areaSqft: 2000,
    possessionStatus: 'under_construction',
    possessionDate: '2028-06-30',
    reraNumber: 'P02400005678',
    floor: 20,
    totalFloors: 30,
    facing: 'north',
  },
  {
    key: 'jubileeVilla',
    title: 'Jubilee Hills villa',
    type: 'Villa',
    area: 'Jubilee Hills',
    listingType: 'sale',
    price: 90_000_000,
    bedrooms: 5,
    areaSqft: 5000,
    possessionStatus: 'ready',
    buildingAgeYears: 25,
    facing: 'north_east',
  },
  { key: 'oldSale', title: 'Older 2 BHK for sale', type: 'Apartment', area: 'Gachibowli', listingType: 'sale', price: 8_000_000, bedrooms: 2 },
];

/** Writes `seeds` for a new poster, a day apart (the last newest); answers their ids by key. */
export async function seedCatalogue(t: TestApp, ref: Reference, seeds: CatalogueSeed[] = CATALOGUE): Promise<Record<string, number>> {
  const poster = await t.createUser();
  const start = Date.parse('2026-01-01T00:00:00Z');
  const ids: Record<string, number> = {};
  for (const [index, { key, type, area, description, ...seed }] of seeds.entries()) {
    const [row] = await t.database.db
      .insert(properties)
      .values({
        ...seed,
        userId: poster.id,
        description: description ?? `${seed.title} in ${area}`,
        propertyTypeId: ref.type(type).propertyTypeId,
        areaId: ref.area(area).areaId,
        createdAt: new Date(start + index * 86_400_000),
      })
      .returning({ id: properties.id });
    ids[key] = row!.id;
  }
  return ids;
}
