// Builds the whole server without listening: main.ts listens, tests inject (HOUSE-STYLE 1).
import path from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { serializerCompiler } from './http/fast-serializer.ts';
import { hstsOverTls } from './http/hsts.ts';
import { originCheck } from './http/origin-check.ts';
import { agentRoutes } from './modules/agents/routes.ts';
import { agreementRoutes } from './modules/agreements/routes.ts';
import { areaRoutes } from './modules/areas/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createLoginThrottle, memoryCounterStore } from './modules/auth/login-throttle.ts';
import { redisCounterStore } from './modules/auth/redis-counter-store.ts';
import { createTokenService, resolveJwtSecret } from './modules/auth/tokens.ts';
import { dealReadRoutes } from './modules/deals/routes-read.ts';
import { dealWriteRoutes } from './modules/deals/routes-write.ts';
import { dealDocumentRoutes } from './modules/deals/routes-documents.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { inquiryLeadRoutes } from './modules/inquiries/agent-routes.ts';
import { inquiryRoutes } from './modules/inquiries/routes.ts';
import { discoveryRoutes } from './modules/properties/discovery-routes.ts';
import { propertyReadRoutes } from './modules/properties/routes.ts';
import { propertyWriteRoutes } from './modules/properties/write-routes.ts';
import { uploadRoutes } from './modules/uploads/routes.ts';
import { userSearchRoutes } from './modules/users/search-routes.ts';
import { adminUserRoutes } from './modules/users/admin-routes.ts';
import { authenticatePlugin } from './plugins/authenticate.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { webPlugin } from './plugins/web.ts';

export type AppOptions = { config: Config; database: Database };

/** Shared counters when REDIS_URL is set (several instances), else this process's memory. */
function loginCounters(app: FastifyInstance, redisUrl: string | undefined) {
  if (!redisUrl) return memoryCounterStore();
  // While Redis is away a command waits for one reconnect attempt, then counting falls back to memory.
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  redis.on('error', (error) => app.log.warn({ err: error }, 'Redis unavailable; counting sign-in failures in memory'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redisCounterStore(redis, (error) => app.log.warn({ err: error }, 'Redis command failed; counting in memory'));
}

export async function buildApp({ config, database }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    // Forwarded addresses count only from configured proxies: a client cannot pick its own address.
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  const db = database.db;
  const tokens = createTokenService(resolveJwtSecret(config.jwtSecret, config.dataDir), config.tokenTtlSeconds);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'frame-ancestors': ["'none'"] },
    },
    frameguard: { action: 'deny' },
    // Sent by hstsOverTls, only over TLS (docs/decisions/security.md).
    strictTransportSecurity: false,
  });
  app.addHook('onSend', hstsOverTls);
  await app.register(originCheck, { allowedOrigins: config.allowedOrigins });
  await app.register(compress, { threshold: 1024 });
  await app.register(openApiPlugin);
  await app.register(authenticatePlugin, { db, tokens });

  await app.register(healthRoutes, { database });
  await app.register(authRoutes, { db, tokens, throttle: createLoginThrottle(loginCounters(app, config.redisUrl)) });
  await app.register(areaRoutes, { db });
  await app.register(propertyReadRoutes, { db });
  await app.register(propertyWriteRoutes, { db, uploadsDir: config.uploadsDir });
  await app.register(discoveryRoutes, { db });
  await app.register(inquiryRoutes, { db });
  await app.register(uploadRoutes, { uploadsDir: config.uploadsDir });
  await app.register(dealReadRoutes, { db });
  await app.register(dealWriteRoutes, { db });
  // Documents stay out of the public /uploads/ tree (docs/decisions/deals.md).
  await app.register(dealDocumentRoutes, { db, documentsDir: path.join(config.dataDir, 'documents') });
  await app.register(agentRoutes, { db });
  await app.register(inquiryLeadRoutes, { db });
  await app.register(userSearchRoutes, { db });
  await app.register(adminUserRoutes, { db });
  await app.register(agreementRoutes, { db });

  await app.register(webPlugin, { webDir: config.webDir, uploadsDir: config.uploadsDir, db });
  return app;
}
