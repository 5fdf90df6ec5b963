import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../../src/platform/storage/s3-file-storage.js';

export interface LocalS3 {
  config: (prefix?: string) => S3StorageConfig;
  stop: () => Promise<void>;
}

/** An S3-compatible server in this process (s3rver, files in a temp folder), on a free port. */
export async function startLocalS3(bucket = 'despacho-test'): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'despacho-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  return {
    config: (prefix = '') => ({
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      prefix,
    }),
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
