import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

const ZHealth = z.object({
  success: z.boolean(),
  data: z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({ kind: z.enum(['embedded', 'postgres']), status: z.enum(['up', 'down']), latencyMs: z.number() }),
  }),
});

const ZLive = z.object({ success: z.literal(true), data: z.object({ status: z.literal('ok') }) });

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  // Liveness for load balancers: answers without touching the database (also the benchmark's ceiling).
  app.get('/api/health/live', {
    schema: { tags: ['health'], summary: 'The server process is up', response: { 200: ZLive } },
    handler: async () => ({ success: true as const, data: { status: 'ok' as const } }),
  });

  app.get('/api/health', {
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
