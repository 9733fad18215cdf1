import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../../config';
import { assertStoredName, type FileStorage } from './storage';

/** S3's smallest multipart part; one part a file is held in memory at a time. */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * An S3-compatible bucket (AWS, MinIO, Ceph, ...), for several app nodes sharing the files. Uploads
 * stream as a multipart upload of unknown length, which S3 completes only when the whole body has
 * arrived; a failed one is aborted, so nothing is left in the bucket (a lifecycle rule that aborts
 * incomplete multipart uploads after a day also covers a node killed mid-upload). The AWS SDK is
 * loaded only when S3 is configured: it adds about 150 ms to a start.
 */
export async function s3Storage(
  config: Extract<StorageConfig, { driver: 's3' }>,
): Promise<FileStorage & { client: S3Client }> {
  const { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client } = await import('@aws-sdk/client-s3');
  const { Upload } = await import('@aws-sdk/lib-storage');
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint && { endpoint: config.endpoint }),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials && { credentials: config.credentials }),
  });
  const Bucket = config.bucket;
  return {
    driver: 's3',
    client,
    async put(name, body: Readable, contentType) {
      assertStoredName(name);
      const upload = new Upload({
        client,
        params: { Bucket, Key: name, Body: body, ContentType: contentType },
        partSize: PART_BYTES,
        queueSize: 1,
        leavePartsOnError: false,
      });
      // The body's own failure is the cause worth reporting, not the abort that followed it.
      let bodyError: unknown;
      body.once('error', (err) => {
        bodyError ??= err;
      });
      try {
        await upload.done();
      } catch (err) {
        throw bodyError ?? err;
      }
    },
    async get(name) {
      assertStoredName(name);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        if (!res.Body) return null;
        return { body: res.Body as Readable, size: res.ContentLength ?? 0 };
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async delete(name) {
      assertStoredName(name);
      await client.send(new DeleteObjectCommand({ Bucket, Key: name }));
    },
  };
}
