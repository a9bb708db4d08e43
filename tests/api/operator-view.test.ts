// What an operator sees: /metrics in Prometheus' text format behind its token, and readiness that
// says when the database lacks this build's migrations.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '#server/db/schema.ts';
import { bearer, buildTestApp, type TestApp } from './helper.ts';

const TOKEN = 'metrics-token-for-the-test-0123456789';

type Sample = { name: string; labels: Record<string, string>; value: number };

/** Every line a comment or `name{labels} value`; anything else fails the test. */
function parseExposition(text: string): { families: Set<string>; samples: Sample[] } {
  const families = new Set<string>();
  const samples: Sample[] = [];
  // Values as Go's ParseFloat reads them (Prometheus' parser): NaN and Inf in any case.
  const sampleLine = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? ([+-]?(?:[0-9.]+(?:e[+-]?[0-9]+)?|nan|inf))$/i;
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      const type = /^# TYPE (\S+) (counter|gauge|histogram|summary|untyped)$/.exec(line);
      if (type) families.add(type[1]!);
      continue;
    }
    const match = sampleLine.exec(line);
    expect(match, `not a sample line: ${line}`).not.toBeNull();
    const labels = Object.fromEntries([...(match![2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]));
    samples.push({ name: match![1]!, labels, value: Number(match![3]) });
  }
  return { families, samples };
}

const valueOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v)).reduce((sum, s) => sum + s.value, 0);

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return parseExposition(res.body);
  };

  it('answers only the metrics token, as a bearer token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(`${TOKEN}x`) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: TOKEN } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })).statusCode).toBe(200);
  });

  it('parses, and holds the request, error, outbox, job, cache and memory families', async () => {
    const { families } = await scrape();
    for (const family of [
      'http_request_duration_seconds',
      'http_request_errors_total',
      'gruha_outbox_backlog_jobs',
      'gruha_outbox_oldest_job_age_seconds',
      'gruha_outbox_given_up_jobs',
      'gruha_job_failures_total',
      'gruha_cache_lookups_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(families, family).toContain(family);
    }
    // A pool only where there is one: PostgreSQL's.
    expect(families.has('gruha_db_pool_connections')).toBe(t.database.kind === 'postgres');
  });

  it("counts a request under its route's pattern, and its error by status class", async () => {
    const route = { method: 'GET', route: '/api/properties/:id', status_class: '4xx' };
    const before = (await scrape()).samples;
    expect((await t.app.inject({ method: 'GET', url: '/api/properties/987654' })).statusCode).toBe(404);
    const after = (await scrape()).samples;
    expect(valueOf(after, 'http_request_duration_seconds_count', route) - valueOf(before, 'http_request_duration_seconds_count', route)).toBe(1);
    const error = { status_class: '4xx', route: '/api/properties/:id' };
    expect(valueOf(after, 'http_request_errors_total', error) - valueOf(before, 'http_request_errors_total', error)).toBe(1);
    expect(after.some((s) => Object.values(s.labels).some((v) => v.includes('987654')))).toBe(false);
  });

  it("counts a cache's misses and hits where it answers", async () => {
    const stats = (samples: Sample[], result: string) => valueOf(samples, 'gruha_cache_lookups_total', { cache: 'stats', result });
    const before = (await scrape()).samples;
    await t.app.inject({ method: 'GET', url: '/api/stats' });
    await t.app.inject({ method: 'GET', url: '/api/stats' });
    const after = (await scrape()).samples;
    expect(stats(after, 'hit') - stats(before, 'hit')).toBeGreaterThanOrEqual(1);
    expect(stats(after, 'hit') + stats(after, 'miss') - stats(before, 'hit') - stats(before, 'miss')).toBe(2);
  });

  it('reads the outbox backlog and its oldest job at scrape time', async () => {
    const hourAgo = new Date(t.clock.now().getTime() - 3600_000);
    await t.database.db.insert(outbox).values([
      { kind: 'metrics-test', payload: {}, createdAt: hourAgo },
      { kind: 'metrics-test', payload: {} },
      { kind: 'metrics-test', payload: {}, failedAt: hourAgo },
    ]);
    const { samples } = await scrape();
    expect(valueOf(samples, 'gruha_outbox_backlog_jobs')).toBe(2);
    expect(valueOf(samples, 'gruha_outbox_given_up_jobs')).toBe(1);
    const age = valueOf(samples, 'gruha_outbox_oldest_job_age_seconds');
    expect(age).toBeGreaterThanOrEqual(3600);
    expect(age).toBeLessThan(3700);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is not there, whatever is sent', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })).statusCode).toBe(404);
  });

  it('readiness is refused while the database lacks a migration this build ships', async () => {
    const ready = () => t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect((await ready()).json().data).toMatchObject({ status: 'ready', migrations: 'applied' });
    await t.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const refused = await ready();
    expect(refused.statusCode).toBe(503);
    expect(refused.json().data).toMatchObject({ status: 'not_ready', database: 'up', migrations: 'pending' });
    // Liveness is another question: the process is up.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
