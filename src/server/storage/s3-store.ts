// The S3-compatible backend (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces...): credentials
// come from the AWS SDK's usual chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile, an
// instance role). Each object carries its sha256 as metadata, so a copy can be verified without
// trusting ETags (which are not content hashes for multipart uploads).
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertKey, isStorageKey, sha256Of, type ObjectStore } from './object-store.ts';

export type S3Settings = { bucket: string; endpoint?: string; region: string; forcePathStyle: boolean };

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || error instanceof NotFound || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

export function createS3Store({ bucket, endpoint, region, forcePathStyle }: S3Settings): ObjectStore {
  const client = new S3Client({ endpoint, region, forcePathStyle });

  const getObject = async (key: string) => {
    try {
      return await client.send(new GetObjectCommand({ Bucket: bucket, Key: assertKey(key) }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };
  const head = async (key: string) => {
    try {
      return await client.send(new HeadObjectCommand({ Bucket: bucket, Key: assertKey(key) }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const sha256 = sha256Of(bytes);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: assertKey(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
          Metadata: { sha256 },
        }),
      );
      return { key, sha256, sizeBytes: bytes.length };
    },
    async get(key) {
      const object = await getObject(key);
      return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    },
    async stream(key) {
      const object = await getObject(key);
      return (object?.Body as Readable | undefined) ?? null;
    },
    async exists(key) {
      return (await head(key)) !== null;
    },
    async checksum(key) {
      const found = await head(key);
      return found ? (found.Metadata?.sha256 ?? null) : null;
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: assertKey(key) }));
    },
    async *list(prefix) {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key && isStorageKey(object.Key)) yield object.Key;
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
  };
}
