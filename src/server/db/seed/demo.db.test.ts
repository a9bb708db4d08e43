import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSearchRequest, type TSearchRequest } from '#shared/contracts/property.ts';
import { searchProperties } from '#server/modules/properties/find-properties.ts';
import { keptListings, type KeptContext } from '#server/modules/properties/kept-listings.ts';
import { KeptBytes } from '#server/cache/kept-bytes.ts';
import { openChangeFeed, type ChangeFeed } from '../change-feed.ts';
import { openDatabase, type Database } from '../client.ts';
import { deals, properties, propertyImages, users } from '../schema.ts';
import { inquiries } from '../schema-conversations.ts';
import { tenancies, tenancyPayments, tenancyRepairs } from '../schema-tenancies.ts';
import { eq, inArray } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '#server/crypto/passwords.ts';
import { DEMO_PASSWORD, DEMO_USERNAMES } from './demo-users.ts';
import { seedDemoData } from './demo.ts';
import { demoAccountsWithPublishedPassword } from './demo-accounts.ts';
import { seedReferenceData } from './reference.ts';
import { createLocalStore } from '#server/storage/local-store.ts';
import { systemClock } from '../../time/clock.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-demo-'));
const store = createLocalStore(dataDir);
let database: Database;
let feed: ChangeFeed;
/** What an app on this database keeps (kept-listings.ts), for searching as the app does. */
let context: KeptContext;

beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
  await seedReferenceData(database.db);
  await seedDemoData(database.db, store);
  feed = await openChangeFeed(database);
  context = { db: database.db, kept: keptListings(database.db, feed, systemClock, new KeptBytes(Infinity)) };
}, 180_000);

afterAll(async () => {
  await feed.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo data', () => {
  it('has the five demo people among the posters, each with a 10-digit mobile number', async () => {
    const everyone = await database.db.select().from(users);
    const people = everyone.filter((p) => (DEMO_USERNAMES as readonly string[]).includes(p.username));
    expect(people.map((p) => [p.username, p.role]).sort()).toEqual([
      ['admin', 'ADMIN'],
      ['agent1', 'AGENT'],
      ['agent2', 'AGENT'],
      ['buyer', 'USER'],
      ['seller', 'USER'],
    ]);
    for (const person of everyone) expect(person.mobileNumber).toMatch(/^\d{10}$/);
    // Hundreds of posters besides: most owners post one to three homes, a few brokers many.
    const listings = await database.db.select().from(properties);
    const perPoster = new Map<number, number>();
    for (const l of listings) perPoster.set(l.userId, (perPoster.get(l.userId) ?? 0) + 1);
    expect(perPoster.size).toBeGreaterThan(200);
    const brokerShare = listings.filter((l) => l.ownerType === 'broker').length / listings.length;
    expect(brokerShare).toBeGreaterThan(0.15);
    expect(brokerShare).toBeLessThan(0.4);
    const ownersOnly = [...perPoster].filter(([id]) => listings.filter((l) => l.userId === id).every((l) => l.ownerType === 'owner'));
    expect(ownersOnly.filter(([, n]) => n <= 3).length / ownersOnly.length).toBeGreaterThan(0.95);
    expect(Math.max(...perPoster.values())).toBeGreaterThan(10);
  });

  it('has listings rented out, sold, awaiting confirmation and hidden, posted over three months', async () => {
    const listings = await database.db.select().from(properties);
    const statuses = new Set(listings.map((l) => l.status));
    for (const status of ['available', 'unconfirmed', 'hidden', 'rented_out', 'sold']) expect(statuses).toContain(status);
    for (const l of listings) expect(l.isActive).toBe(l.status === 'available' || l.status === 'unconfirmed');
    const ages = listings.map((l) => (Date.now() - l.createdAt.getTime()) / 86_400_000);
    expect(Math.max(...ages)).toBeGreaterThan(80);
    expect(Math.max(...ages)).toBeLessThan(92);
    const featured = listings.filter((l) => l.isAdminFeatured);
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.length).toBeLessThan(listings.length / 10);
  });

  it("dates each poster's account to their first listing, so On Gruha since matches it", async () => {
    const listings = await database.db.select({ userId: properties.userId, createdAt: properties.createdAt }).from(properties);
    const first = new Map<number, number>();
    for (const l of listings) first.set(l.userId, Math.min(first.get(l.userId) ?? Infinity, l.createdAt.getTime()));
    const people = await database.db
      .select({ id: users.id, createdAt: users.createdAt })
      .from(users)
      .where(inArray(users.id, [...first.keys()]));
    expect(people.length).toBe(first.size);
    for (const person of people) expect(person.createdAt.getTime()).toBe(first.get(person.id));
  });

  it('has over 600 listings in all 73 localities, all eight types, sale and rent, owner and broker', async () => {
    const listings = await database.db.select().from(properties);
    expect(listings.length).toBeGreaterThanOrEqual(600);
    expect(new Set(listings.map((l) => l.propertyTypeId)).size).toBe(8);
    expect(new Set(listings.map((l) => l.areaId)).size).toBe(73);
    expect(new Set(listings.map((l) => l.listingType))).toEqual(new Set(['sale', 'rent']));
    expect(new Set(listings.map((l) => l.ownerType))).toEqual(new Set(['owner', 'broker']));
  });

  it('stores the listing facts: every rental with deposit, furnishing, tenants and a date; sales with possession', async () => {
    const listings = await database.db.select().from(properties);
    const rentals = listings.filter((l) => l.listingType === 'rent');
    for (const l of rentals) expect([l.deposit, l.furnishing, l.preferredTenants, l.availableFrom, l.facing].every((v) => v !== null)).toBe(true);
    const homesForSale = listings.filter((l) => l.listingType === 'sale' && l.possessionStatus !== null);
    expect(homesForSale.some((l) => l.possessionStatus === 'under_construction' && l.possessionDate !== null)).toBe(true);
    expect(homesForSale.filter((l) => l.reraNumber !== null).length).toBeGreaterThan(20);
  });

  it('lets a renter searching the popular localities for 1 to 3 BHK at common budgets find several homes', async () => {
    const search = async (request: TSearchRequest) => searchProperties(context, ZSearchRequest.parse({ listingType: 'rent', size: 50, ...request }));
    for (const area of ['Gachibowli', 'Kondapur', 'Madhapur', 'HITEC City', 'Kukatpally', 'Miyapur']) {
      const found = await search({ area, minBedrooms: 1, maxBedrooms: 3, minPrice: 15_000, maxPrice: 60_000 });
      expect(found.totalElements, area).toBeGreaterThanOrEqual(4);
    }
    // "A 2 BHK to rent in Gachibowli under ₹40,000", and around it in the IT corridor.
    const twoBhk = { minBedrooms: 2, maxBedrooms: 2, maxPrice: 40_000 };
    expect((await search({ area: 'Gachibowli', ...twoBhk })).totalElements).toBeGreaterThanOrEqual(3);
    let nearby = 0;
    for (const area of ['Gachibowli', 'Kondapur', 'Madhapur', 'HITEC City']) nearby += (await search({ area, ...twoBhk })).totalElements;
    expect(nearby).toBeGreaterThanOrEqual(4);
    // The same through the filter rail's fields and through keywords as people type them.
    const rail = await search({
      areas: ['Gachibowli', 'Kondapur', 'Hitech City'],
      bedrooms: [1, 2, 3],
      furnishing: ['semi', 'fully'],
      maxPrice: 45_000,
    });
    expect(rail.totalElements).toBeGreaterThanOrEqual(5);
    const typed = await searchProperties(context, ZSearchRequest.parse({ q: '2 bhk gachibowli under 40k' }));
    expect(typed.totalElements).toBeGreaterThanOrEqual(1);
    for (const home of typed.data) expect([home.bedrooms, home.areaName, home.price <= 40_000]).toEqual([2, 'Gachibowli', true]);
    const oneBhk = await search({ area: 'HITEC City', minBedrooms: 1, maxBedrooms: 1, maxPrice: 30_000 });
    expect(oneBhk.totalElements).toBeGreaterThanOrEqual(2);
    for (const home of oneBhk.data) expect([home.bedrooms, home.listingType, home.price <= 30_000]).toEqual([1, 'rent', true]);
  });

  it('gives every listing one primary picture whose files ship in the uploads folder', async () => {
    const [listings, pictures] = await Promise.all([database.db.select().from(properties), database.db.select().from(propertyImages)]);
    for (const listing of listings) {
      const own = pictures.filter((p) => p.propertyId === listing.id);
      expect(own.filter((p) => p.isPrimary)).toHaveLength(1);
      for (const picture of own) {
        expect(fs.existsSync(path.join(dataDir, picture.url))).toBe(true);
        expect(fs.existsSync(path.join(dataDir, picture.thumbUrl))).toBe(true);
      }
    }
  });

  it('has deals at different stages and an open lead', async () => {
    const stages = (await database.db.select().from(deals)).map((d) => d.stage);
    expect(new Set(stages).size).toBeGreaterThanOrEqual(3);
    expect(stages).toContain('COMPLETED');
    expect(await database.db.select().from(inquiries)).toHaveLength(1);
  });

  it('has a tenancy between the demo seller and buyer, some months in: rent paid and confirmed, one repair done, one open', async () => {
    const [seller, buyer] = await Promise.all(
      ['seller', 'buyer'].map(async (username) => (await database.db.select().from(users).where(eq(users.username, username)))[0]!.id),
    );
    const [tenancy] = await database.db.select().from(tenancies);
    expect(tenancy).toMatchObject({ status: 'active', ownerId: seller, tenantId: buyer });
    const payments = await database.db.select().from(tenancyPayments).where(eq(tenancyPayments.tenancyId, tenancy!.id));
    expect(payments.length).toBeGreaterThanOrEqual(3);
    expect(payments.every((p) => p.status === 'confirmed')).toBe(true);
    expect((await database.db.select().from(tenancyRepairs)).map((r) => r.status).sort()).toEqual(['confirmed', 'open']);
  });

  it('gives each demo person their own salt: five different hashes, each accepting the demo password', async () => {
    const hashes = (await database.db.select({ hash: users.passwordHash }).from(users).where(inArray(users.username, DEMO_USERNAMES))).map(
      (u) => u.hash,
    );
    expect(new Set(hashes).size).toBe(5);
    expect(new Set(hashes.map((h) => h.split('$')[4])).size).toBe(5);
    for (const hash of hashes) expect(await verifyPassword(hash, DEMO_PASSWORD)).toBe(true);
  });

  it('finds the demo accounts that still accept the published password (what a production start warns about)', async () => {
    expect(await demoAccountsWithPublishedPassword(database.db)).toEqual(['admin', 'agent1', 'agent2', 'buyer', 'seller']);
    await database.db
      .update(users)
      .set({ passwordHash: await hashPassword('A-private-passphrase-9') })
      .where(eq(users.username, 'admin'));
    expect(await demoAccountsWithPublishedPassword(database.db)).toEqual(['agent1', 'agent2', 'buyer', 'seller']);
  });

  it('is added only to an empty database', async () => {
    const before = (await database.db.select().from(properties)).length;
    const people = (await database.db.select().from(users)).length;
    await seedDemoData(database.db, store);
    expect(await database.db.select().from(properties)).toHaveLength(before);
    expect(await database.db.select().from(users)).toHaveLength(people);
  });
});
