// Figures read when Prometheus asks, not counted as they happen: the outbox's backlog (from its
// table, so every instance reports the same shared queue) and the connection pool's use.
import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import type { Database, PoolUse } from '#server/db/client.ts';
import { firstRow, rowsOf } from '#server/db/rows.ts';
import type { Clock } from '#server/time/clock.ts';

type Backlog = { waiting: number; oldestAt: string | null; givenUp: number };

async function readBacklog(database: Database): Promise<Backlog> {
  return firstRow(
    await rowsOf<Backlog>(
      database.db,
      sql`select count(*) filter (where done_at is null and failed_at is null)::int as "waiting",
        (min(created_at) filter (where done_at is null and failed_at is null))::text as "oldestAt",
        count(*) filter (where failed_at is not null)::int as "givenUp"
      from outbox`,
    ),
  );
}

/** Registers the gauges; the function returned starts a scrape (the outbox is read again for each). */
export function registerScrapeGauges(registry: Registry, database: Database, clock: Clock): () => void {
  // One query answers the three outbox gauges: the first collected in a scrape runs it.
  let reading: Promise<Backlog> | null = null;
  const backlog = () => (reading ??= readBacklog(database));
  const startScrape = () => {
    reading = null;
  };
  new Gauge({
    name: 'gruha_outbox_backlog_jobs',
    help: 'Outbox jobs not yet done nor given up (emails, digests), across all instances',
    registers: [registry],
    async collect() {
      this.set((await backlog()).waiting);
    },
  });
  new Gauge({
    name: 'gruha_outbox_oldest_job_age_seconds',
    help: 'How long the oldest outbox job not yet done has waited since it was written (0 when none)',
    registers: [registry],
    async collect() {
      const { oldestAt } = await backlog();
      this.set(oldestAt === null ? 0 : Math.max(0, (clock.now().getTime() - new Date(oldestAt).getTime()) / 1000));
    },
  });
  new Gauge({
    name: 'gruha_outbox_given_up_jobs',
    help: 'Outbox jobs given up after their last try (kept for an operator to look at)',
    registers: [registry],
    async collect() {
      this.set((await backlog()).givenUp);
    },
  });
  const { poolUse } = database;
  if (poolUse) registerPoolGauges(registry, poolUse);
  return startScrape;
}

function registerPoolGauges(registry: Registry, poolUse: () => PoolUse): void {
  new Gauge({
    name: 'gruha_db_pool_connections',
    help: 'Database pool connections by state: open (in use or idle), idle, and the pool maximum',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = poolUse();
      this.set({ state: 'open' }, use.open);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'max' }, use.max);
    },
  });
  new Gauge({
    name: 'gruha_db_pool_waiting_requests',
    help: 'Queries waiting for a free pool connection',
    registers: [registry],
    collect() {
      this.set(poolUse().waiting);
    },
  });
}
