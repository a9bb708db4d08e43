// Every cache keeps its answers until a write on one of the channels CACHES declares for it
// (src/server/db/caches.ts). Here each cache's queries run for real, are read back with EXPLAIN
// VERBOSE, and every column they read (shown, filtered, joined or sorted on) must be one whose writes
// move one of those channels (src/server/db/change-channels.ts). An answer that gains a field read
// from a table or column no channel of its cache watches fails here: it would be kept stale.
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Param, sql, type Query, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHES, INDIA_DATE, type CacheInput, type CacheName } from '#server/db/caches.ts';
import { CHANGE_CHANNELS, type Watched } from '#server/db/change-channels.ts';
import { rowsOf } from '#server/db/rows.ts';
import { isReadOnly } from '#server/db/statement-kind.ts';
import { VersionedCache } from '#server/cache/listings-version.ts';
import { buildApp } from '#server/app.ts';
import { readConfig } from '#server/config.ts';
import { KeptPages } from '#server/render/kept-pages.ts';
import { createDeal, dealCast, get, insertProperty, post } from './fixtures/deals.ts';
import { buildTestApp, TEST_JWT_SECRET, type TestApp } from './helper.ts';
import { agreedTenancy, call } from './tenancies/fixtures.ts';

/** The version every listings answer is kept under: reading it is how a cache knows it is stale. */
const VERSION_TABLES = new Set(['listings_version']);

const computing = new AsyncLocalStorage<CacheName>();
const ran = new Map<CacheName, Query[]>();
// Every computation goes through computeMissing (getOrCompute too, after its lookup).
const computeMissing = VersionedCache.prototype.computeMissing;
// Rendered pages are kept by KeptPages (render/kept-pages.ts): each rendering is recorded as theirs.
const page = KeptPages.prototype.page;

/**
 * A stand-in for the build's first-view renderer (render/first-view-renderer.ts loads it from
 * <webDir>/.server): whatever the page, it loads every kind of call a first view makes.
 */
const RENDERER = `export async function renderFirstView(url, load) {
  await Promise.all([
    { call: 'featured' }, { call: 'stats' }, { call: 'areas', city: 'Hyderabad' }, { call: 'propertyTypes' },
    { call: 'search', request: { areas: ['Gachibowli'], listingType: 'sale', bedrooms: [3], q: 'lake', sortBy: 'confirmedAt' } },
    { call: 'property', id: Number(url.startsWith('/property/') ? url.slice('/property/'.length) : new URL(url, 'http://localhost').searchParams.get('id')) },
  ].map(load));
  return { html: '<main></main>', state: { queries: [] }, stateId: 'first-view-state' };
}
`;

let t: TestApp;
let webDir: string;
let web: FastifyInstance;
beforeAll(async () => {
  // Each cache's computation runs in its own context, and each read it sends is recorded under it.
  VersionedCache.prototype.computeMissing = function (this: VersionedCache<unknown>, key, version, compute) {
    const name = this.name;
    return computeMissing.call(this, key, version, () => computing.run(name, compute));
  };
  KeptPages.prototype.page = function (this: KeptPages, key, render) {
    return page.call(this, key, () => computing.run('pages', render));
  };
  t = await buildTestApp();
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-pages-'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><title>Gruha</title></head><body><div id="root"></div></body></html>',
  );
  fs.mkdirSync(path.join(webDir, '.server'));
  fs.writeFileSync(path.join(webDir, '.server', 'entry-server.mjs'), RENDERER);
  const config = readConfig({ DATA_DIR: t.dataDir, WEB_DIR: webDir, LOG_LEVEL: 'silent', JWT_SECRET: TEST_JWT_SECRET });
  web = await buildApp({ config, database: t.database });
  await web.ready();
  const session = t.database.db._.session;
  const prepareQuery = session.prepareQuery.bind(session);
  session.prepareQuery = (query, ...rest) => {
    const name = computing.getStore();
    if (name !== undefined && isReadOnly(query.sql)) ran.set(name, [...(ran.get(name) ?? []), query]);
    return prepareQuery(query, ...rest);
  };
});
afterAll(async () => {
  VersionedCache.prototype.computeMissing = computeMissing;
  KeptPages.prototype.page = page;
  await web.close();
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

/** The recorded statement again, with its values in place of its placeholders. */
function again(query: Query): SQL {
  const parts = query.sql.split(/\$(\d+)/);
  return sql.join(parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${new Param(query.params[Number(part) - 1])}`)));
}

type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };

/**
 * Where a plan node's Output is what its parent asks for: at the top of the statement, a subquery or
 * a union's branch. Elsewhere a scan may hand up every column of its table without being asked for
 * them (PostgreSQL skips the projection), so only its conditions count.
 */
const ASKED_FOR = new Set([undefined, 'SubPlan', 'InitPlan', 'Subquery', 'Member']);
const CONDITIONS = [
  'Filter',
  'Index Cond',
  'Recheck Cond',
  'Hash Cond',
  'Merge Cond',
  'Join Filter',
  'One-Time Filter',
  'Sort Key',
  'Group Key',
  'Cache Key',
];

/** Every 'table.column' a statement reads (shows, filters, joins or sorts on), from its plan. */
async function columnsRead(query: Query): Promise<string[]> {
  const [row] = await rowsOf<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(t.database.db, sql`explain (verbose, format json) ${again(query)}`);
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(node);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(row!['QUERY PLAN'][0].Plan);
  const tableOf = new Map<string, string>();
  for (const node of nodes) if (typeof node['Relation Name'] === 'string') tableOf.set(String(node.Alias), node['Relation Name']);
  const expressions = nodes.flatMap((node) => [
    ...(ASKED_FOR.has(node['Parent Relationship'] as string | undefined) ? [node.Output] : []),
    ...CONDITIONS.map((field) => node[field]),
  ]);
  const read = new Set<string>();
  for (const [, alias, column] of JSON.stringify(expressions).matchAll(/\b([a-z_][a-z0-9_]*)\.\\?"?([a-z_][a-z0-9_]*)/g)) {
    const table = tableOf.get(alias!);
    if (table !== undefined && !VERSION_TABLES.has(table)) read.add(`${table}.${column}`);
  }
  return [...read];
}

/** Whether a write to `table.column` moves one of the channels among a cache's `inputs`. */
function isWatched(name: string, inputs: readonly CacheInput[]): boolean {
  const [table = '', column = ''] = name.split('.');
  return inputs.some((channel) => {
    if (channel === INDIA_DATE) return false;
    const tables: Record<string, Watched | undefined> = CHANGE_CHANNELS[channel].tables;
    const watched = tables[table];
    // A row's id never changes: a channel that watches part of its table covers reading it by id.
    return watched === 'every column' || watched?.includes(column) === true || (watched !== undefined && column === 'id');
  });
}

describe('what each cache reads', () => {
  it('is among the tables and columns its declared channels watch', async () => {
    const cast = await dealCast(t);
    await createDeal(t, cast.agent, { propertyId: cast.property.id, buyerId: cast.buyer.id });
    const id = cast.property.id;
    const measured = await insertProperty(t, cast.seller.id, { areaSqft: 1500 });
    const talk = await post(t, cast.buyer, `/api/properties/${id}/conversations`, { text: 'Is it still available?' });
    expect(talk.statusCode).toBe(201);
    const tenancyId = await agreedTenancy(t, cast.seller, cast.buyer);
    await call(t, cast.seller, 'PUT', `/api/tenancies/${tenancyId}/payee`, { upiId: 'ravi@okhdfcbank', payeeName: 'Ravi Kumar', pan: 'ABCDE1234F' });
    expect(
      (await call(t, cast.buyer, 'POST', `/api/tenancies/${tenancyId}/dues/2026-04/mark-paid`, { mode: 'cash', paidOn: '2026-04-05' })).statusCode,
    ).toBe(200);
    expect((await call(t, cast.seller, 'POST', `/api/tenancies/${tenancyId}/dues/2026-04/confirm`)).statusCode).toBe(200);
    const answers = await Promise.all([
      get(t, null, '/api/stats'),
      get(t, null, '/api/properties/featured'),
      get(t, null, '/api/properties'),
      post(t, null, '/api/properties/search', {}),
      post(t, null, '/api/properties/search', { areas: ['Gachibowli'], listingType: 'sale', bedrooms: [3], q: 'lake' }),
      get(t, null, `/api/properties/${id}`),
      get(t, null, `/api/properties/${id}/similar`),
      get(t, null, `/api/properties/${measured.id}/price-insight`),
      get(t, cast.seller, `/api/properties/user/${cast.seller.id}`),
      get(t, cast.agent, '/api/deals/my-deals?userRole=AGENT'),
      get(t, cast.seller, '/api/conversations'),
      get(t, cast.seller, `/api/tenancies/${tenancyId}`),
      get(t, cast.buyer, '/api/tenancies'),
      get(t, cast.buyer, `/api/tenancies/${tenancyId}/dues/2026-04/receipt`),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    // Every page the server renders and keeps, as a visitor asks for it.
    const firstViews = [`/?id=${id}`, `/search?id=${id}`, `/property/${id}`, `/no-such-page?id=${id}`];
    const heads = ['/property-type/sale/Apartment', '/area/Gachibowli', '/localities/gachibowli'];
    const rendered = await Promise.all([...firstViews, ...heads].map((url) => web.inject({ method: 'GET', url })));
    expect(rendered.map((answer) => answer.headers['content-type'])).toEqual(rendered.map(() => 'text/html; charset=utf-8'));
    expect(rendered.slice(0, firstViews.length).map((answer) => answer.body)).toEqual(firstViews.map(() => expect.stringContaining('<main></main>')));

    const undeclared: string[] = [];
    for (const [name, queries] of ran) {
      for (const query of queries) {
        for (const column of await columnsRead(query)) if (!isWatched(column, CACHES[name])) undeclared.push(`${name}: ${column}`);
      }
    }
    expect([...new Set(undeclared)].sort()).toEqual([]);
    // Every cache that reads the database was seen reading it: the check above is not empty.
    expect([...ran.keys()].sort()).toEqual(
      expect.arrayContaining([
        'byPoster',
        'dealLists',
        'everyPublic',
        'featured',
        'inboxes',
        'insight',
        'listings',
        'localities',
        'myHomes',
        'pages',
        'receipts',
        'searchPages',
        'signedInUsers',
        'similar',
        'stats',
        'tenancyPages',
      ]),
    );
  });
});
