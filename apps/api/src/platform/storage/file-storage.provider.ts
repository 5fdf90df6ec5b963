import { CreateBucketCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { Provider } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { FILE_STORAGE, type FileStorage } from './file-storage.js';
import { LocalFileStorage } from './local-file-storage.js';
import { S3FileStorage, type S3StorageConfig } from './s3-file-storage.js';

/** A fresh MinIO (docker compose up) has no bucket yet: the first process to start creates it. */
async function ensureBucket(config: S3StorageConfig): Promise<void> {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  try {
    await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
  } catch {
    await client.send(new CreateBucketCommand({ Bucket: config.bucket })).catch((error: Error) => {
      // Another replica may have created it in between.
      if (error.name !== 'BucketAlreadyOwnedByYou' && error.name !== 'BucketAlreadyExists') throw error;
    });
  } finally {
    client.destroy();
  }
}

export async function createFileStorage(config: AppConfig): Promise<FileStorage> {
  if (!config.storage) return new LocalFileStorage(config.uploadDir);
  await ensureBucket(config.storage);
  return new S3FileStorage(config.storage);
}

export function fileStorageProvider(config: AppConfig): Provider {
  return { provide: FILE_STORAGE, useFactory: () => createFileStorage(config) };
}
