import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertKey, type FileStorage } from './file-storage.js';

export interface S3StorageConfig {
  /** The service's base URL (http://minio:9000); buckets go in the path (path-style, as MinIO and s3rver want). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Keys go under this prefix, so several stacks can share a bucket. */
  prefix: string;
}

const missing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

/** Objects in an S3-compatible bucket (AWS S3, MinIO, s3rver in tests): every machine sees the same files. */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  readonly description: string;

  constructor(private readonly config: S3StorageConfig) {
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: true,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    });
    this.description = `s3 ${config.endpoint}/${config.bucket}${config.prefix ? `/${config.prefix}` : ''}`;
  }

  private objectOf(key: string): { Bucket: string; Key: string } {
    assertKey(key);
    return { Bucket: this.config.bucket, Key: this.config.prefix ? `${this.config.prefix}/${key}` : key };
  }

  async put(key: string, content: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ ...this.objectOf(key), Body: content, ContentLength: content.length }),
    );
  }

  async get(key: string): Promise<Readable | null> {
    try {
      const object = await this.client.send(new GetObjectCommand(this.objectOf(key)));
      return object.Body as Readable;
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand(this.objectOf(key)));
      return true;
    } catch (error) {
      if (missing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand(this.objectOf(key)));
  }

  async ping(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket }));
  }

  close(): void {
    this.client.destroy();
  }
}
