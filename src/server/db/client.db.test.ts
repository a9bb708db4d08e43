import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { dumpEmbedded, openDatabase } from './client.ts';
import { rowsOf } from './rows.ts';
import { areas, propertyTypes } from './schema.ts';
import { PROPERTY_TYPES, readLocalities, seedReferenceData } from './seed/reference.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-db-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the embedded database', () => {
  it('keeps its data in the data directory across restarts, and reference seeding is idempotent', async () => {
    const first = await openDatabase({ dataDir });
    await first.migrate();
    await seedReferenceData(first.db);
    await first.db.insert(propertyTypes).values({ name: 'Farmhouse' });
    await first.close();

    const second = await openDatabase({ dataDir });
    await second.migrate();
    await seedReferenceData(second.db);
    const names = (await second.db.select().from(propertyTypes)).map((t) => t.name);
    const localities = await second.db.select().from(areas);
    await second.close();
    expect(names.sort()).toEqual([...PROPERTY_TYPES, 'Farmhouse'].sort());
    expect(localities).toHaveLength(readLocalities().length);
    expect(
      localities
        .filter((a) => a.isPopular)
        .map((a) => a.name)
        .sort(),
    ).toEqual(['Gachibowli', 'HITEC City', 'Jubilee Hills', 'Kondapur', 'Kukatpally', 'Madhapur', 'Miyapur'].sort());
  }, 60_000);

  it('runs with a small page cache (shared_buffers), over the 128MB initdb writes into a data directory', async () => {
    const settings: string[] = [];
    for (const database of [await openDatabase({ dataDir }), await openDatabase({})]) {
      const [setting] = await rowsOf<{ shared_buffers: string }>(database.db, sql`show shared_buffers`);
      await database.close();
      settings.push(setting!.shared_buffers);
    }
    expect(fs.readFileSync(path.join(dataDir, 'postgresql.conf'), 'utf8')).toMatch(/^shared_buffers = 128MB/m);
    expect(settings).toEqual(['16MB', '16MB']);
  }, 60_000);

  it('opens in-memory copies of a dumped database: each starts with its tables and rows, and keeps its own writes', async () => {
    const tarball = await dumpEmbedded(async (database) => {
      await database.migrate();
      await database.db.insert(propertyTypes).values({ name: 'Farmhouse' });
    });
    const [one, two] = [await openDatabase({ copyOf: tarball }), await openDatabase({ copyOf: tarball })];
    await one.db.insert(propertyTypes).values({ name: 'Treehouse' });
    const namesIn = async (database: typeof one) => (await database.db.select().from(propertyTypes)).map((t) => t.name).sort();
    const names = [await namesIn(one), await namesIn(two)];
    await Promise.all([one.close(), two.close()]);
    expect(names).toEqual([['Farmhouse', 'Treehouse'], ['Farmhouse']]);
  }, 60_000);
});
