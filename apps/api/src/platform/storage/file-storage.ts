import type { Readable } from 'node:stream';

/**
 * Where the application keeps files (uploads, imports, logos, generated documents): a local folder
 * or an S3-compatible bucket, chosen by STORAGE_URL, so API and worker processes on different
 * machines read the same files. Keys are relative ('{company id}/...'); callers build them, never
 * from a client's path, and check tenancy before they read (see UploadStore).
 */
export interface FileStorage {
  /** Writes (or replaces) the object. */
  put(key: string, content: Buffer): Promise<void>;
  /** The object's bytes as a stream, or null when there is no such object. */
  get(key: string): Promise<Readable | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Throws when the storage cannot be reached (readiness probe). */
  ping(): Promise<void>;
  /** Lets go of connections at shutdown. */
  close?(): void;
  /** Short description for logs ('pasta .data/uploads', 's3 http://minio:9000/despacho'). */
  readonly description: string;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');

/** Keys are relative, '/'-separated and never climb: a bug that builds one from client input fails here. */
const SAFE_KEY = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[\w.-]+(?:\/[\w.-]+)*$/;

export function assertKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.length > 900) throw new Error(`Chave de arquivo inválida: '${key}'.`);
}

/** Reads a whole stream (files here are at most a few MB: uploads stop at 10 MB). */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
