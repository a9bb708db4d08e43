// A real S3-protocol server for the tests (s3rver: pure JavaScript, from the npm registry, so it
// runs offline and in CI), with one empty bucket in its own temporary directory. `env` is what a
// Gruha server needs to use it; the AWS SDK reads the credentials from the environment as usual.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export const S3_TEST_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

export type S3TestServer = { endpoint: string; bucket: string; env: Record<string, string>; close(): Promise<void> };

export async function startS3Server(bucket = 'gruha-test'): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  let closed: Promise<void> | null = null;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      ...S3_TEST_CREDENTIALS,
      // The SDK warns on every start that it will need Node 22 from 2027 (docs/deploy.md).
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    /** Stops the server (a test may do so early, to play an outage) and removes its files; once. */
    close() {
      closed ??= server.close().then(() => fs.rmSync(directory, { recursive: true, force: true }));
      return closed;
    },
  };
}

/** Makes the SDK in this process sign requests as the test server expects. */
export function useS3TestCredentials() {
  Object.assign(process.env, S3_TEST_CREDENTIALS, { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' });
}
