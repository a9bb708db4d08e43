import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../client.ts';
import { deals, inquiries, properties, propertyImages, users } from '../schema.ts';
import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../modules/auth/passwords.ts';
import { DEMO_PASSWORD, seedDemoData } from './demo.ts';
import { demoAccountsWithPublishedPassword } from './demo-accounts.ts';
import { seedReferenceData } from './reference.ts';
import { createLocalStore } from '../../storage/local-store.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-demo-'));
const store = createLocalStore(dataDir);
let database: Database;

beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
  await seedReferenceData(database.db);
  await seedDemoData(database.db, store);
}, 180_000);

afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo data', () => {
  it('has the five demo people, each with a 10-digit mobile number', async () => {
    const people = await database.db.select().from(users);
    expect(people.map((p) => [p.username, p.role]).sort()).toEqual([
      ['admin', 'ADMIN'],
      ['agent1', 'AGENT'],
      ['agent2', 'AGENT'],
      ['buyer', 'USER'],
      ['seller', 'USER'],
    ]);
    for (const person of people) expect(person.mobileNumber).toMatch(/^\d{10}$/);
  });

  it('has at least 40 listings spread over localities, all eight types, sale and rent, owner and broker', async () => {
    const listings = await database.db.select().from(properties);
    expect(listings.length).toBeGreaterThanOrEqual(40);
    expect(new Set(listings.map((l) => l.propertyTypeId)).size).toBe(8);
    expect(new Set(listings.map((l) => l.areaId)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(listings.map((l) => l.listingType))).toEqual(new Set(['sale', 'rent']));
    expect(new Set(listings.map((l) => l.ownerType))).toEqual(new Set(['owner', 'broker']));
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

  it('gives each demo person their own salt: five different hashes, each accepting the demo password', async () => {
    const hashes = (await database.db.select({ hash: users.passwordHash }).from(users)).map((u) => u.hash);
    expect(new Set(hashes).size).toBe(5);
    expect(new Set(hashes.map((h) => h.split('$')[4])).size).toBe(5);
    for (const hash of hashes) expect(await verifyPassword(hash, DEMO_PASSWORD)).toBe(true);
  });

  it('finds the demo accounts that still accept the published password (what a production start warns about)', async () => {
    expect(await demoAccountsWithPublishedPassword(database.db)).toEqual(['admin', 'agent1', 'agent2', 'buyer', 'seller']);
    await database.db.update(users).set({ passwordHash: await hashPassword('A-private-passphrase-9') }).where(eq(users.username, 'admin'));
    expect(await demoAccountsWithPublishedPassword(database.db)).toEqual(['agent1', 'agent2', 'buyer', 'seller']);
  });

  it('is added only to an empty database', async () => {
    const before = (await database.db.select().from(properties)).length;
    await seedDemoData(database.db, store);
    expect(await database.db.select().from(properties)).toHaveLength(before);
    expect(await database.db.select().from(users)).toHaveLength(5);
  });
});
