import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config.ts';

const POSTGRES = 'postgres://gruha@db.example:5432/gruha';

describe('when demo data is seeded', () => {
  it('by default on the embedded database only; on PostgreSQL only with SEED_DEMO=true', () => {
    expect(readConfig({}).seedDemo).toBe(true);
    expect(readConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(readConfig({ DATABASE_URL: POSTGRES }).seedDemo).toBe(false);
    expect(readConfig({ DATABASE_URL: POSTGRES, SEED_DEMO: '' }).seedDemo).toBe(false);
    expect(readConfig({ DATABASE_URL: POSTGRES, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('never with NODE_ENV=production, and asking for it there stops the start with the reason', () => {
    expect(readConfig({ NODE_ENV: 'production' })).toMatchObject({ seedDemo: false, isProduction: true });
    expect(readConfig({ NODE_ENV: 'production', DATABASE_URL: POSTGRES })).toMatchObject({ seedDemo: false, isProduction: true });
    expect(() => readConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toThrow(ConfigError);
    expect(() => readConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toThrow(/SEED_DEMO: demo accounts .* never created when NODE_ENV=production/);
    expect(readConfig({ NODE_ENV: 'test' }).isProduction).toBe(false);
  });
});
