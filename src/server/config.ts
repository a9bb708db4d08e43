// Configuration is read once, at start-up, and every bad key is reported together.
import path from 'node:path';
import { z } from 'zod';
import { decodeDataKey } from './crypto/data-keys.ts';
import { LIMIT_NAMES, type LimitOverrides } from './http/request-limits.ts';

const booleanFlag = z.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off']).transform((v) => ['true', '1', 'yes', 'on'].includes(v));

/** An http(s) origin: scheme, host and optional port, nothing after but an optional '/'. */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    const isHttp = url.protocol === 'http:' || url.protocol === 'https:';
    return isHttp && !url.username && !url.password && url.pathname === '/' && !url.search && !value.includes('#');
  } catch {
    return false;
  }
}

/** An http(s) base URL that a key can be appended to: no credentials, query or fragment. */
function isAssetBase(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && !url.search && !value.includes('#');
  } catch {
    return false;
  }
}

/** A comma-separated list, each item trimmed and empties dropped, then each checked by `item`. */
const commaList = (item: z.ZodType<string, string>) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item))
    .default([]);

const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url().optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    // 32 bytes as 64 hex digits or base64 (openssl rand -base64 32); generated into DATA_DIR when unset.
    DATA_ENCRYPTION_KEY: z
      .string()
      .refine((v) => decodeDataKey(v) !== null, 'must be 32 bytes, as 64 hex digits or base64')
      .optional(),
    // Keys being rotated out, comma-separated: still read, never used to encrypt.
    DATA_ENCRYPTION_OLD_KEYS: commaList(z.string().refine((v) => decodeDataKey(v) !== null, 'must be 32-byte keys (hex or base64), comma-separated')),
    TOKEN_TTL_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 90)
      .default(24 * 7),
    REDIS_URL: z.url().optional(),
    // Namespace for Gruha's keys, so several deployments (or test runs) can share one Redis.
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[\w:.-]{1,64}$/, 'must be 1-64 letters, digits or _ : . -')
      .default('gruha:'),
    // Limits changed from their defaults (http/request-limits.ts), e.g. 'upload=500,listing-post=50'.
    RATE_LIMITS: commaList(
      z.string().refine(
        (pair) => {
          const [name = '', count] = pair.split('=');
          return (LIMIT_NAMES as string[]).includes(name) && /^[1-9][0-9]{0,6}$/.test(count ?? '');
        },
        `must be name=count pairs, comma-separated; names: ${LIMIT_NAMES.join(', ')}`,
      ),
    ),
    // A request (headers and body) must arrive whole within this, or it gets 408 and its connection
    // is closed: a client trickling a body cannot hold a connection for long (docs/decisions/0020-slow-clients-and-connection-cap.md).
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
    // Connections one client address may hold open at once; trusted proxies (TRUST_PROXY) are not capped.
    MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(64),
    // Unset: demo data on the embedded database only (docs/decisions/0025-demo-data.md).
    SEED_DEMO: booleanFlag.optional(),
    // Any case counts ('Production', 'PRODUCTION'): a production start must never be taken for development.
    NODE_ENV: z
      .string()
      .transform((value) => value.trim().toLowerCase())
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIR: z.string().min(1).default('dist/web'),
    // Who may set X-Forwarded-For/-Proto: 'false' (nobody), 'true' (any peer: only when the port is
    // reachable through the proxy alone), or the proxies' addresses or CIDRs, comma-separated.
    TRUST_PROXY: z
      .string()
      .regex(/^(true|false|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, 'must be true, false or proxy addresses')
      .default('false'),
    // Where clients reach this server (scheme, host, port), e.g. https://gruha.example: answers give picture
    // URLs absolute from it, and pages their canonical and share links. Unset: answers keep paths, pages use
    // http://localhost:{PORT} (docs/decisions/0023-links-from-public-url.md).
    PUBLIC_URL: z.string().refine(isOrigin, 'must be an origin like https://gruha.example (no path)').optional(),
    // Other origins whose pages may call the API (CORS), comma-separated, e.g. https://partner.example.
    ALLOWED_ORIGINS: commaList(z.string().refine(isOrigin, 'must be origins like https://example.com, comma-separated (no path)')),
    // Pictures and documents in an S3-compatible bucket instead of DATA_DIR (docs/deploy.md).
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)')
      .optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    // Where browsers fetch public pictures from (the bucket's public URL or a CDN), e.g. https://cdn.example.com.
    PUBLIC_ASSET_URL: z
      .string()
      .refine(isAssetBase, 'must be an http(s) URL without query, e.g. https://cdn.example.com or https://bucket.example.com/gruha')
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
    // Picture hosts whose https links a listing may use as its pictures (a client that uploads to one,
    // as the spec's edit dialog does), comma-separated origins. Never fetched by the server.
    PICTURE_HOSTS: commaList(
      z
        .string()
        .refine(
          (value) => isOrigin(value) && value.startsWith('https://'),
          'must be https origins like https://res.cloudinary.com, comma-separated (no path)',
        ),
    ),
    // Email (docs/decisions/0042-outbox-and-worker.md): over SMTP when set (smtp://user:pass@host:587, smtps://...),
    // else each email is written as an .eml file into DATA_DIR/outbox.
    SMTP_URL: z
      .string()
      .refine((value) => /^smtps?:\/\//.test(value), 'must start with smtp:// or smtps://')
      .pipe(z.url())
      .optional(),
    MAIL_FROM: z.string().min(3).default('Gruha <no-reply@gruha.local>'),
    // The grievance officer people write to (the footer, the privacy and grievance pages). Unset: Gruha's own
    // office, at grievance@ the domain MAIL_FROM sends from.
    GRIEVANCE_OFFICER_NAME: z.string().trim().min(2).max(120).default('Grievance Officer, Gruha'),
    GRIEVANCE_OFFICER_EMAIL: z.string().trim().max(254).pipe(z.email('must be an email address')).optional(),
    GRIEVANCE_OFFICER_PHONE: z
      .string()
      .trim()
      .regex(/^\+?[0-9][0-9 -]{5,19}$/, 'must be a phone number (digits, spaces, dashes, an optional leading +)')
      .optional(),
    // The map's base layer (docs/deploy.md, Maps). Unset: drawn from Gruha's own data. A raster PMTiles
    // file that Gruha serves with range requests, or a raster tile URL template with {z}, {x} and {y}.
    MAP_PMTILES_FILE: z.string().min(1).optional(),
    MAP_TILE_URL: z
      .string()
      .refine((value) => isAssetBase(value.replace(/[{}]/g, '')) && ['{z}', '{x}', '{y}'].every((part) => value.includes(part)), {
        // A MapLibre style URL (a vector style) names no tile: Leaflet cannot draw it.
        message:
          'must be a raster tile URL template, http(s) with {z}, {x} and {y}, e.g. https://tiles.example/{z}/{x}/{y}.png (a style URL is not supported)',
      })
      .optional(),
    // Credit the tile source asks for, shown in the map's corner.
    MAP_TILE_ATTRIBUTION: z.string().max(300).default(''),
    // Whether this instance delivers the outbox (emails, digests). Any number of instances may.
    OUTBOX_WORKER: booleanFlag.default(true),
    // Bearer token for GET /metrics (Prometheus); unset, /metrics answers 404.
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    // Scheduled backups (backup/schedule.ts): where, how often, how many to keep.
    BACKUP_DIR: z.string().min(1).optional(),
    BACKUP_EVERY_HOURS: z.coerce
      .number()
      .min(1)
      .max(24 * 30)
      .default(24),
    BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  })
  .superRefine((env, ctx) => {
    if (env.MAP_PMTILES_FILE && env.MAP_TILE_URL) {
      ctx.addIssue({ code: 'custom', path: ['MAP_TILE_URL'], message: 'set MAP_PMTILES_FILE or MAP_TILE_URL, not both' });
    }
    if (env.NODE_ENV === 'production' && env.SEED_DEMO) {
      ctx.addIssue({
        code: 'custom',
        path: ['SEED_DEMO'],
        message: 'demo accounts share a published password and are never created when NODE_ENV=production',
      });
    }
  });

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret?: string;
  /** Encrypts personal data at rest; undefined: generated into DATA_DIR (crypto/data-keys.ts). */
  dataEncryptionKey?: Buffer;
  oldDataEncryptionKeys: Buffer[];
  tokenTtlSeconds: number;
  redisUrl?: string;
  redisKeyPrefix: string;
  /** Per-hour request limits and per-day alert limits that differ from the defaults in http/request-limits.ts. */
  rateLimits: LimitOverrides;
  /** How long a request may take to arrive whole (headers and body) before a 408, in ms. */
  requestTimeoutMs: number;
  /** Connections one client address may hold open at once (trusted proxies excepted). */
  maxConnectionsPerAddress: number;
  /** Demo people (published password), listings and deals go into an empty database. */
  seedDemo: boolean;
  /** NODE_ENV=production: never demo data, and a loud warning if demo accounts are found. */
  isProduction: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  webDir: string;
  trustProxy: boolean | string;
  /** Normalised (lower case, no default port): compare with new URL(origin).origin. */
  allowedOrigins: string[];
  /** Where pictures and documents are kept: DATA_DIR, or a bucket when S3_BUCKET is set. */
  storage: { kind: 'local'; root: string } | { kind: 's3'; bucket: string; endpoint?: string; region: string; forcePathStyle: boolean };
  /** Base URL that public pictures are served from instead of this server (no trailing '/'). */
  publicAssetUrl?: string;
  /** Origins (https) whose picture links listings may use; allowed as image sources by the CSP. */
  pictureHosts: string[];
  /** PUBLIC_URL as an origin (no trailing '/'), when set. */
  publicUrl?: string;
  /** The origin pages build their absolute links from: PUBLIC_URL, else http://localhost:{PORT}; never a request's Host. */
  siteOrigin: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Named in the footer and on the privacy and grievance pages; grievances are copied to its email. */
  grievanceOfficer: { name: string; email: string; phone: string | null };
  outboxWorker: boolean;
  outboxDir: string;
  /** The bearer token /metrics asks for; undefined: no /metrics at all. */
  metricsToken?: string;
  /** Scheduled backups into `dir` (absolute) every `everyHours`, the newest `keep` kept; undefined: none. */
  backups?: { dir: string; everyHours: number; keep: number };
  /** The map's base layer: Gruha's own data, a PMTiles file served from /map/tiles.pmtiles, or a tile URL template. */
  mapTiles: MapTiles;
};

export type MapTiles = { kind: 'own' } | { kind: 'pmtiles'; file: string; attribution: string } | { kind: 'url'; url: string; attribution: string };

export class ConfigError extends Error {}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means unset, as in most deployment tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    dataEncryptionKey: e.DATA_ENCRYPTION_KEY ? (decodeDataKey(e.DATA_ENCRYPTION_KEY) ?? undefined) : undefined,
    oldDataEncryptionKeys: e.DATA_ENCRYPTION_OLD_KEYS.flatMap((key) => decodeDataKey(key) ?? []),
    tokenTtlSeconds: e.TOKEN_TTL_HOURS * 3600,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    rateLimits: Object.fromEntries(
      e.RATE_LIMITS.map((pair) => {
        const [name = '', count] = pair.split('=');
        return [name, Number(count)];
      }),
    ),
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
    seedDemo: !isProduction && (e.SEED_DEMO ?? !e.DATABASE_URL),
    isProduction,
    logLevel: e.LOG_LEVEL,
    webDir: path.resolve(e.WEB_DIR),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    allowedOrigins: e.ALLOWED_ORIGINS.map((origin) => new URL(origin).origin),
    storage: e.S3_BUCKET
      ? { kind: 's3', bucket: e.S3_BUCKET, endpoint: e.S3_ENDPOINT, region: e.S3_REGION, forcePathStyle: e.S3_FORCE_PATH_STYLE }
      : { kind: 'local', root: dataDir },
    publicAssetUrl: e.PUBLIC_ASSET_URL,
    pictureHosts: e.PICTURE_HOSTS.map((origin) => new URL(origin).origin),
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : undefined,
    siteOrigin: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : `http://localhost:${e.PORT}`,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    grievanceOfficer: {
      name: e.GRIEVANCE_OFFICER_NAME,
      email: e.GRIEVANCE_OFFICER_EMAIL ?? `grievance@${mailDomain(e.MAIL_FROM)}`,
      phone: e.GRIEVANCE_OFFICER_PHONE ?? null,
    },
    outboxWorker: e.OUTBOX_WORKER,
    outboxDir: path.join(dataDir, 'outbox'),
    metricsToken: e.METRICS_TOKEN,
    backups: e.BACKUP_DIR ? { dir: path.resolve(e.BACKUP_DIR), everyHours: e.BACKUP_EVERY_HOURS, keep: e.BACKUP_KEEP } : undefined,
    mapTiles: e.MAP_PMTILES_FILE
      ? { kind: 'pmtiles', file: path.resolve(e.MAP_PMTILES_FILE), attribution: e.MAP_TILE_ATTRIBUTION }
      : e.MAP_TILE_URL
        ? { kind: 'url', url: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION }
        : { kind: 'own' },
  };
}

/** 'Gruha <no-reply@gruha.example>' -> 'gruha.example'. */
function mailDomain(from: string): string {
  return /@([^\s>]+)/.exec(from)?.[1] ?? 'gruha.local';
}

function parseTrustProxy(value: string): boolean | string {
  return value === 'true' || value === 'false' ? value === 'true' : value;
}
