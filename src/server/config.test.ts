import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config.ts';
import { alertLimits } from './http/request-limits.ts';

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
    expect(() => readConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toThrow(
      /SEED_DEMO: demo accounts .* never created when NODE_ENV=production/,
    );
    expect(readConfig({ NODE_ENV: 'test' }).isProduction).toBe(false);
  });

  it.each(['Production', 'PRODUCTION', ' production '])('counts NODE_ENV=%j as production, whatever its case', (value) => {
    expect(readConfig({ NODE_ENV: value })).toMatchObject({ seedDemo: false, isProduction: true });
    expect(() => readConfig({ NODE_ENV: value, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO/);
  });
});

describe('the map’s tile source', () => {
  it('is a raster tile URL template or a PMTiles file, not both, and a style URL is refused naming the variable', () => {
    expect(readConfig({ MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png' }).mapTiles).toEqual({
      kind: 'url',
      url: 'https://tiles.example/{z}/{x}/{y}.png',
      attribution: '',
    });
    expect(readConfig({ MAP_PMTILES_FILE: 'hyderabad.pmtiles' }).mapTiles).toMatchObject({ kind: 'pmtiles' });
    expect(() => readConfig({ MAP_TILE_URL: 'https://tiles.example/styles/streets/style.json' })).toThrow(
      /MAP_TILE_URL: must be a raster tile URL template.*a style URL is not supported/,
    );
    expect(() => readConfig({ MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png', MAP_PMTILES_FILE: 'a.pmtiles' })).toThrow(/not both/);
  });
});

describe('configuration of keys, demo data and limits', () => {
  it('reads per-hour limit changes and refuses unknown names or counts', () => {
    expect(readConfig({ RATE_LIMITS: 'upload=500, register=50' }).rateLimits).toEqual({ upload: 500, register: 50 });
    expect(readConfig({}).rateLimits).toEqual({});
    expect(() => readConfig({ RATE_LIMITS: 'uploads=5' })).toThrow(ConfigError);
    expect(() => readConfig({ RATE_LIMITS: 'upload=0' })).toThrow(/RATE_LIMITS/);
  });

  it('changes every limit of the one table, the write limits and the daily alert limits alike', () => {
    expect(readConfig({ RATE_LIMITS: 'listing-post=5,deal-write=900,report=3,message=40,alerts-per-watcher=10' }).rateLimits).toEqual({
      'listing-post': 5,
      'deal-write': 900,
      report: 3,
      message: 40,
      'alerts-per-watcher': 10,
    });
    expect(alertLimits(readConfig({ RATE_LIMITS: 'alerts-per-listing=7' }).rateLimits)).toEqual({
      'alerts-per-listing': 7,
      'alerts-per-watcher': 30,
    });
  });

  it('reads data keys as 32 bytes and refuses anything else, naming the variable', () => {
    const hex = 'ab'.repeat(32);
    const config = readConfig({ DATA_ENCRYPTION_KEY: hex, DATA_ENCRYPTION_OLD_KEYS: Buffer.alloc(32, 7).toString('base64') });
    expect(config.dataEncryptionKey).toEqual(Buffer.from(hex, 'hex'));
    expect(config.oldDataEncryptionKeys).toEqual([Buffer.alloc(32, 7)]);
    expect(() => readConfig({ DATA_ENCRYPTION_KEY: 'too-short' })).toThrow(/DATA_ENCRYPTION_KEY: must be 32 bytes/);
    expect(() => readConfig({ DATA_ENCRYPTION_OLD_KEYS: `${hex},nope` })).toThrow(/DATA_ENCRYPTION_OLD_KEYS/);
  });
});

describe('slow and greedy clients', () => {
  it('gives a request 60 s to arrive whole and an address 64 connections by default, both changeable', () => {
    expect(readConfig({})).toMatchObject({ requestTimeoutMs: 60_000, maxConnectionsPerAddress: 64 });
    expect(readConfig({ REQUEST_TIMEOUT_SECONDS: '15', MAX_CONNECTIONS_PER_ADDRESS: '200' })).toMatchObject({
      requestTimeoutMs: 15_000,
      maxConnectionsPerAddress: 200,
    });
    expect(() => readConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
    expect(() => readConfig({ MAX_CONNECTIONS_PER_ADDRESS: '0' })).toThrow(/MAX_CONNECTIONS_PER_ADDRESS/);
  });
});

describe('the grievance officer', () => {
  it("is Gruha's own office at grievance@ the sending domain unless configured, and a bad email or phone is named", () => {
    expect(readConfig({}).grievanceOfficer).toEqual({ name: 'Grievance Officer, Gruha', email: 'grievance@gruha.local', phone: null });
    expect(readConfig({ MAIL_FROM: 'Gruha <no-reply@homes.example>' }).grievanceOfficer.email).toBe('grievance@homes.example');
    const set = readConfig({
      GRIEVANCE_OFFICER_NAME: 'Data Protection Desk',
      GRIEVANCE_OFFICER_EMAIL: 'dpo@homes.example',
      GRIEVANCE_OFFICER_PHONE: '+91 40 1234 5678',
    });
    expect(set.grievanceOfficer).toEqual({ name: 'Data Protection Desk', email: 'dpo@homes.example', phone: '+91 40 1234 5678' });
    expect(() => readConfig({ GRIEVANCE_OFFICER_EMAIL: 'not-an-address', GRIEVANCE_OFFICER_PHONE: 'call me' })).toThrow(
      /GRIEVANCE_OFFICER_EMAIL: must be an email address\n {2}GRIEVANCE_OFFICER_PHONE: must be a phone number/,
    );
  });
});
