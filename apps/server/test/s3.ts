import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { StorageConfig } from '../src/config';

export type TestS3 = {
  config: Extract<StorageConfig, { driver: 's3' }>;
  /** The keys in the bucket. */
  keys: () => Promise<string[]>;
  stop: () => Promise<void>;
};

/** A real S3-compatible server (s3rver) on a free port, in a temp folder, with an empty bucket. */
export async function startS3(): Promise<TestS3> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'hris-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir });
  const { port } = await server.run();
  const config: TestS3['config'] = {
    driver: 's3',
    bucket: 'hris-test-uploads',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
  const client = new S3Client({ ...config, credentials: config.credentials! });
  await client.send(new CreateBucketCommand({ Bucket: config.bucket }));
  return {
    config,
    keys: async () => {
      const res = await client.send(new ListObjectsV2Command({ Bucket: config.bucket }));
      return (res.Contents ?? []).map((o) => o.Key!).sort();
    },
    stop: async () => {
      client.destroy();
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
