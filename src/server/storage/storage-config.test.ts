// The storage settings as the server reads them from its environment (docs/deploy.md).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../config.ts';

describe('storage configuration', () => {
  it('keeps files in DATA_DIR unless S3_BUCKET is set', () => {
    const config = readConfig({ DATA_DIR: '/srv/gruha' });
    expect(config.storage).toEqual({ kind: 'local', root: path.resolve('/srv/gruha') });
    expect(config.publicAssetUrl).toBeUndefined();
  });

  it('reads the bucket, endpoint, region and path style, and a public base without its trailing slash', () => {
    const config = readConfig({
      S3_BUCKET: 'gruha-pictures',
      S3_ENDPOINT: 'https://minio.example.com',
      S3_REGION: 'ap-south-1',
      S3_FORCE_PATH_STYLE: 'true',
      PUBLIC_ASSET_URL: 'https://cdn.example.com/gruha/',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'gruha-pictures',
      endpoint: 'https://minio.example.com',
      region: 'ap-south-1',
      forcePathStyle: true,
    });
    expect(config.publicAssetUrl).toBe('https://cdn.example.com/gruha');
  });

  it('defaults to us-east-1 and virtual-host addressing (AWS S3)', () => {
    expect(readConfig({ S3_BUCKET: 'gruha' }).storage).toEqual({
      kind: 's3',
      bucket: 'gruha',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
    });
  });

  it('names every bad storage setting at once', () => {
    const read = () =>
      readConfig({ S3_BUCKET: 'No_Such Bucket', S3_ENDPOINT: 'minio', S3_FORCE_PATH_STYLE: 'maybe', PUBLIC_ASSET_URL: 'ftp://cdn.example.com?x=1' });
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(read).toThrow(/S3_ENDPOINT:/);
    expect(read).toThrow(/S3_FORCE_PATH_STYLE:/);
    expect(read).toThrow(/PUBLIC_ASSET_URL: must be an http\(s\) URL without query/);
  });
});
