import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#server/db/client.ts';
import { areMigrationsApplied } from '#server/db/migration-state.ts';
import type { ObjectStore } from '#server/storage/object-store.ts';

const ZHealth = z.object({
  success: z.boolean(),
  data: z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({ kind: z.enum(['embedded', 'postgres']), status: z.enum(['up', 'down']), latencyMs: z.number() }),
  }),
});

const ZLive = z.object({ success: z.literal(true), data: z.object({ status: z.literal('ok') }) });

const ZReady = z.object({
  success: z.boolean(),
  data: z.object({
    status: z.enum(['ready', 'not_ready']),
    database: z.enum(['up', 'down']),
    storage: z.enum(['up', 'down']),
    migrations: z.enum(['applied', 'pending', 'unknown']),
  }),
});

const succeeds = (work: () => Promise<unknown>) =>
  work().then(
    () => true,
    () => false,
  );

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; store: ObjectStore }> = async (app, { database, store }) => {
  // Liveness for load balancers: answers without touching the database (also the benchmark's ceiling).
  // Health answers are a few bytes, under the compression threshold: no compression hooks.
  app.get('/api/health/live', {
    compress: false,
    schema: { tags: ['health'], summary: 'The server process is up', response: { 200: ZLive } },
    handler: async () => ({ success: true as const, data: { status: 'ok' as const } }),
  });

  // Readiness for load balancers: send traffic here only while the database and the file store
  // answer and the database has every migration this build ships ('unknown' while it is down). While draining (SIGTERM) Fastify answers every new request 503, this one included.
  app.get('/api/health/ready', {
    compress: false,
    schema: {
      tags: ['health'],
      summary: 'The server can serve requests (database and file store reachable, migrations applied)',
      response: { 200: ZReady, 503: ZReady },
    },
    handler: async (_request, reply) => {
      const [isDatabaseUp, isStorageUp, migrations] = await Promise.all([
        succeeds(() => database.ping()),
        succeeds(() => store.check()),
        areMigrationsApplied(database.db).then(
          (isApplied) => (isApplied ? ('applied' as const) : ('pending' as const)),
          () => 'unknown' as const,
        ),
      ]);
      const isReady = isDatabaseUp && isStorageUp && migrations === 'applied';
      return reply.status(isReady ? 200 : 503).send({
        success: isReady,
        data: {
          status: isReady ? 'ready' : 'not_ready',
          database: isDatabaseUp ? 'up' : 'down',
          storage: isStorageUp ? 'up' : 'down',
          migrations,
        },
      });
    },
  });

  app.get('/api/health', {
    compress: false,
    schema: { tags: ['health'], summary: "The server's and the database's state", response: { 200: ZHealth, 503: ZHealth } },
    handler: async (_request, reply) => {
      const started = performance.now();
      const isUp = await database.ping().then(
        () => true,
        () => false,
      );
      const latencyMs = Math.round((performance.now() - started) * 10) / 10;
      return reply.status(isUp ? 200 : 503).send({
        success: isUp,
        data: {
          status: isUp ? 'ok' : 'degraded',
          database: { kind: database.kind, status: isUp ? 'up' : 'down', latencyMs },
        },
      });
    },
  });
};
