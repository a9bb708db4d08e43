// Configuration is read once, at start-up, and every bad key is reported together (HOUSE-STYLE 6).
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

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

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(24 * 7),
  REDIS_URL: z.string().url().optional(),
  // Unset: demo data on the embedded database only (docs/decisions/security.md, "Demo accounts").
  SEED_DEMO: booleanFlag.optional(),
  NODE_ENV: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIR: z.string().min(1).default('dist/web'),
  // Who may set X-Forwarded-For/-Proto: 'false' (nobody), 'true' (any peer: only when the port is
  // reachable through the proxy alone), or the proxies' addresses or CIDRs, comma-separated.
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, 'must be true, false or proxy addresses')
    .default('false'),
  // Other origins whose pages may call the API (CORS), comma-separated, e.g. https://partner.example.
  ALLOWED_ORIGINS: z
    .string()
    .transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean))
    .pipe(z.array(z.string().refine(isOrigin, 'must be origins like https://example.com, comma-separated (no path)')))
    .default([]),
}).superRefine((env, ctx) => {
  if (env.NODE_ENV === 'production' && env.SEED_DEMO) {
    ctx.addIssue({ code: 'custom', path: ['SEED_DEMO'], message: 'demo accounts share a published password and are never created when NODE_ENV=production' });
  }
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  databaseUrl?: string;
  jwtSecret?: string;
  tokenTtlSeconds: number;
  redisUrl?: string;
  /** Demo people (published password), listings and deals go into an empty database. */
  seedDemo: boolean;
  /** NODE_ENV=production: never demo data, and a loud warning if demo accounts are found. */
  isProduction: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  webDir: string;
  trustProxy: boolean | string;
  /** Normalised (lower case, no default port): compare with new URL(origin).origin. */
  allowedOrigins: string[];
};

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
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    tokenTtlSeconds: e.TOKEN_TTL_HOURS * 3600,
    redisUrl: e.REDIS_URL,
    seedDemo: !isProduction && (e.SEED_DEMO ?? !e.DATABASE_URL),
    isProduction,
    logLevel: e.LOG_LEVEL,
    webDir: path.resolve(e.WEB_DIR),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    allowedOrigins: e.ALLOWED_ORIGINS.map((origin) => new URL(origin).origin),
  };
}

function parseTrustProxy(value: string): boolean | string {
  return value === 'true' || value === 'false' ? value === 'true' : value;
}
