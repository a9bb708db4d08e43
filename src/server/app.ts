// Builds the whole server without listening: main.ts listens, tests inject.
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { RESET_LINK_MINUTES } from '../shared/contracts/account.ts';
import type { Config } from './config.ts';
import { resolveDataKeys } from './crypto/data-keys.ts';
import { openChangeFeed } from './db/change-feed.ts';
import type { Database } from './db/client.ts';
import { capConnectionsPerAddress, isTrustedProxy } from './http/connection-cap.ts';
import { drainRefusedBodies } from './http/drain-refused-body.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { COMPRESS_THRESHOLD } from './http/encodings.ts';
import { serializerCompilerFor } from './http/fast-serializer.ts';
import { installJsonParser } from './http/json-body.ts';
import { logHooks, logSerializers } from './http/log-redaction.ts';
import { createRequestLimiter } from './http/request-limits.ts';
import { originCheck } from './http/origin-check.ts';
import { securityHeaders } from './http/security-headers.ts';
import { createUploadSlots } from './http/upload-slots.ts';
import { agentRoutes } from './modules/agents/routes.ts';
import { agreementRoutes } from './modules/agreements/routes.ts';
import { dataExportRoutes } from './modules/data-export/routes.ts';
import { idNumberViewRoutes } from './modules/id-number-views/routes.ts';
import { sealStoredIdNumbers } from './modules/agreements/seal-stored-id-numbers.ts';
import { resealOwnerPans } from './modules/tenancies/reseal-owner-pans.ts';
import { areaRoutes } from './modules/areas/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { accountRoutes } from './modules/auth/routes-account.ts';
import { accountDeletionRoutes } from './modules/privacy/routes-delete-account.ts';
import { createResetSigner } from './modules/auth/reset-token.ts';
import { emailConfirmationRoutes } from './modules/auth/routes-email-confirmation.ts';
import { crawlerRoutes } from './modules/crawlers/routes.ts';
import { createLoginThrottle, memoryCounterStore } from './modules/auth/login-throttle.ts';
import { redisCounterStore } from './modules/auth/redis-counter-store.ts';
import { resolveJwtSecret } from './crypto/server-secret.ts';
import { createTokenService } from './modules/auth/tokens.ts';
import { dealReadRoutes } from './modules/deals/routes-read.ts';
import { listDealAgreements } from './modules/agreements/deal-agreement.ts';
import { dealWriteRoutes } from './modules/deals/routes-write.ts';
import { dealDocumentRoutes } from './modules/deals/routes-documents.ts';
import { grievanceRoutes } from './modules/grievances/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { inquiryLeadRoutes } from './modules/inquiries/routes-leads.ts';
import { inquiryRoutes } from './modules/inquiries/routes-contact.ts';
import { discoveryRoutes } from './modules/properties/routes-discovery.ts';
import { propertyReadRoutes } from './modules/properties/routes-read.ts';
import { propertyWriteRoutes } from './modules/properties/routes-write.ts';
import { decorateKeptBytes, KEPT_ANSWERS_MAX } from './cache/kept-bytes.ts';
import { decorateKeptListings } from './modules/properties/kept-listings.ts';
import { conversationRoutes } from './modules/conversations/routes.ts';
import { localityRoutes } from './modules/localities/routes.ts';
import { mapRoutes } from './modules/map/routes.ts';
import { moderationQueueRoutes } from './modules/moderation/routes-queue.ts';
import { priceCheckRoutes } from './modules/moderation/routes-price-check.ts';
import { flagChecksWatcher } from './modules/moderation/flag-checks.ts';
import { priceCheckWatcher } from './modules/moderation/price-check.ts';
import { reportRoutes } from './modules/moderation/routes-reports.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { privacyRoutes } from './modules/privacy/routes.ts';
import { emailPreferenceRoutes } from './modules/outbox/routes-preferences.ts';
import { unsubscribeRoutes } from './modules/outbox/routes-unsubscribe.ts';
import { createConfirmLinkSigner } from './modules/listing-lifecycle/confirm-token.ts';
import { listingLifecycleRoutes } from './modules/listing-lifecycle/routes.ts';
import { createUnsubscribeSigner } from './modules/outbox/unsubscribe-token.ts';
import { savedSearchWatcher } from './modules/saved-searches/alerts.ts';
import { savedSearchRoutes } from './modules/saved-searches/routes.ts';
import { shortlistRoutes } from './modules/shortlist/routes.ts';
import { statsRoutes } from './modules/stats/routes.ts';
import { uploadRoutes } from './modules/uploads/routes.ts';
import { visitRoutes } from './modules/visits/routes.ts';
import { tenancyMoneyRoutes } from './modules/tenancies/routes-money.ts';
import { tenancyPhotoRoutes } from './modules/tenancies/routes-photos.ts';
import { tenancyReadRoutes } from './modules/tenancies/routes-read.ts';
import { tenancyRecordRoutes } from './modules/tenancies/routes-records.ts';
import { tenancyStartRoutes } from './modules/tenancies/routes-start.ts';
import { userSearchRoutes } from './modules/users/routes-search.ts';
import { adminUserRoutes } from './modules/users/routes-admin.ts';
import { metricsPlugin } from './metrics/routes.ts';
import { authenticatePlugin } from './plugins/authenticate.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { requestLimitsPlugin } from './plugins/request-limits.ts';
import { webPlugin } from './plugins/web.ts';
import { createFileDeletions } from './storage/file-deletions.ts';
import { openObjectStore } from './storage/open-store.ts';
import { publicFileRoutes } from './storage/public-files.ts';
import { type Clock, decorateClock, systemClock } from './time/clock.ts';

export type AppOptions = { config: Config; database: Database; clock?: Clock };

/** Shared counters when REDIS_URL is set (several instances), else this process's memory. */
function sharedCounters(app: FastifyInstance, { redisUrl, redisKeyPrefix }: Config) {
  if (!redisUrl) return memoryCounterStore();
  // While Redis is away a command waits for one reconnect attempt, then counting falls back to memory.
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  redis.on('error', (error) => app.log.warn({ err: error }, 'Redis unavailable; counting sign-in failures in memory'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redisCounterStore(redis, (error) => app.log.warn({ err: error }, 'Redis command failed; counting in memory'), redisKeyPrefix);
}

/** Headers must arrive within this (or the request timeout, if shorter): a client that trickles them is cut off sooner. */
const HEADERS_TIMEOUT_MS = 20_000;
/** How often Node looks for requests past their timeouts: a request is cut off at most this long after its time. */
const TIMEOUT_CHECK_MS = 2_000;

export async function buildApp({ config, database, clock = systemClock }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Fastify sets no request timeout, and Node checks its own only every 30 s (docs/decisions/0020-slow-clients-and-connection-cap.md).
    requestTimeout: config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, config.requestTimeoutMs),
      connectionsCheckingInterval: TIMEOUT_CHECK_MS,
    },
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, serializers: logSerializers, hooks: logHooks },
    bodyLimit: 1024 * 1024,
    // Forwarded addresses count only from configured proxies: a client cannot pick its own address.
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  capConnectionsPerAddress(app.server, { max: config.maxConnectionsPerAddress, isProxy: isTrustedProxy(config.trustProxy) });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompilerFor(config.publicUrl));
  installErrorHandler(app);
  installJsonParser(app);
  drainRefusedBodies(app);

  decorateClock(app, clock);
  const db = database.db;
  const counters = sharedCounters(app, config);
  const secret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  const tokens = createTokenService(secret, config.tokenTtlSeconds);
  const store = openObjectStore(config.storage);
  const deletions = createFileDeletions(db, store, app.log);
  app.addHook('onReady', async () => deletions.start());
  app.addHook('onClose', async () => deletions.stop());
  // What this app knows of committed writes without asking (change-feed.ts), and what it keeps under that.
  const changes = await openChangeFeed(database);
  app.addHook('onClose', async () => changes.close());
  app.decorate('changes', changes);
  decorateKeptBytes(app, KEPT_ANSWERS_MAX);
  decorateKeptListings(app, db, changes);
  const dataKeys = resolveDataKeys(config.dataEncryptionKey, config.oldDataEncryptionKeys, config.dataDir);
  // ID numbers saved before encryption, or under a key being rotated out, are sealed again now.
  const resealed = await sealStoredIdNumbers(db, dataKeys);
  if (resealed > 0) app.log.info({ agreements: resealed }, 'sealed stored Aadhaar/PAN numbers under the current data key');
  const resealedPans = await resealOwnerPans(db, dataKeys);
  if (resealedPans > 0) app.log.info({ tenancies: resealedPans }, "sealed owners' PANs under the current data key");

  const setSecurityHeaders = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        'img-src': [
          "'self'",
          'data:',
          'blob:',
          ...(config.publicAssetUrl ? [new URL(config.publicAssetUrl).origin] : []),
          ...(config.mapTiles.kind === 'url' ? [new URL(config.mapTiles.url.replace(/[{}]/g, '')).origin] : []),
          ...config.pictureHosts,
        ],
        'frame-ancestors': ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    // Sent only over TLS (security-headers.ts, docs/decisions/0018-security-headers.md).
    strictTransportSecurity: false,
  });
  const checkOrigin = originCheck(config.allowedOrigins);
  // Every answer's headers, then the origin check.
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request, reply);
    done();
  });
  app.addHook('onRequest', checkOrigin);
  // A request body is decompressed only where there can be one: on GET and HEAD the hook would
  // run on every request for nothing.
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().every((method) => method === 'GET' || method === 'HEAD')) route.decompress ??= false;
  });
  await app.register(compress, { threshold: COMPRESS_THRESHOLD });
  await app.register(openApiPlugin);
  // Before every route, so its measuring hook sees them all.
  await app.register(metricsPlugin, { database, token: config.metricsToken });
  await app.register(authenticatePlugin, { db, tokens, changes });
  await app.register(requestLimitsPlugin, { limiter: createRequestLimiter(counters, config.rateLimits) });

  await app.register(healthRoutes, { database, store });
  await app.register(authRoutes, { db, tokens, throttle: createLoginThrottle(counters) });
  await app.register(accountRoutes, { db, tokens, signer: createResetSigner(secret, RESET_LINK_MINUTES) });
  await app.register(emailConfirmationRoutes, { db });
  await app.register(accountDeletionRoutes, { db, deletions });
  await app.register(areaRoutes, { db });
  await app.register(statsRoutes, { db });
  await app.register(propertyReadRoutes, { db });
  await app.register(propertyWriteRoutes, {
    db,
    store,
    deletions,
    publicUrl: config.publicUrl,
    pictureHosts: config.pictureHosts,
    watchers: [priceCheckWatcher, savedSearchWatcher, flagChecksWatcher],
  });
  await app.register(discoveryRoutes, { db });
  await app.register(inquiryRoutes, { db, ownHost: new URL(config.siteOrigin).host });
  // Pictures and deal documents share the uploads held in memory at once (http/upload-slots.ts).
  const uploads = createUploadSlots();
  await app.register(uploadRoutes, { db, store, uploads });
  await app.register(dealReadRoutes, { db, agreementsOf: (deal, viewer) => listDealAgreements(db, dataKeys, clock, deal, viewer) });
  await app.register(dealWriteRoutes, { db });
  // Documents stay out of the public /uploads/ tree (docs/decisions/0022-uploads-judged-by-their-bytes.md).
  await app.register(dealDocumentRoutes, { db, objects: store, uploads });
  await app.register(agentRoutes, { db });
  await app.register(inquiryLeadRoutes, { db });
  await app.register(userSearchRoutes, { db });
  await app.register(adminUserRoutes, { db });
  await app.register(agreementRoutes, { db, keys: dataKeys });
  await app.register(dataExportRoutes, { db, store });
  await app.register(idNumberViewRoutes, { db });
  await app.register(localityRoutes, { db });
  await app.register(mapRoutes, { db, tiles: config.mapTiles });
  await app.register(shortlistRoutes, { db });
  await app.register(savedSearchRoutes, { db });
  await app.register(notificationRoutes, { db });
  await app.register(reportRoutes, { db });
  await app.register(moderationQueueRoutes, { db });
  await app.register(priceCheckRoutes, { db });
  await app.register(conversationRoutes, { db, ownHost: new URL(config.siteOrigin).host });
  await app.register(visitRoutes, { db, siteOrigin: config.siteOrigin });
  await app.register(tenancyReadRoutes, { db, keys: dataKeys });
  await app.register(tenancyStartRoutes, { db, keys: dataKeys });
  await app.register(tenancyRecordRoutes, { db, keys: dataKeys });
  await app.register(tenancyMoneyRoutes, { db, keys: dataKeys });
  await app.register(tenancyPhotoRoutes, { db, store, uploads });
  await app.register(unsubscribeRoutes, { db, signer: createUnsubscribeSigner(secret) });
  await app.register(emailPreferenceRoutes, { db });
  await app.register(privacyRoutes, { db, grievanceOfficer: config.grievanceOfficer });
  await app.register(grievanceRoutes, { db, officer: config.grievanceOfficer });
  await app.register(listingLifecycleRoutes, { db, signer: createConfirmLinkSigner(secret) });

  await app.register(publicFileRoutes, { store, publicAssetUrl: config.publicAssetUrl });
  await app.register(crawlerRoutes, { db, siteOrigin: config.siteOrigin });
  await app.register(webPlugin, {
    webDir: config.webDir,
    db,
    siteOrigin: config.siteOrigin,
    publicUrl: config.publicUrl,
    grievanceOfficer: config.grievanceOfficer,
  });
  return app;
}
