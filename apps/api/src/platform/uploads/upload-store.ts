import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { InvalidInput, NotFound, TooLarge } from '../errors/domain-errors.js';
import { FILE_STORAGE, type FileStorage, readAll } from '../storage/file-storage.js';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** {company id}/{upload id}/{file name}: nothing else (no '..', no absolute path) is ever opened. */
const UPLOAD_PATH = new RegExp(`^(${UUID})/${UUID}/([\\w-][\\w.-]{0,99})$`);

/** The multipart file stream: busboy sets `truncated` when the size limit cut it. */
export type UploadStream = Readable & { truncated?: boolean };

/** Keeps the client's name readable but harmless: letters, digits, '.', '-', '_' only. */
function safeName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const ascii = base.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  // The end keeps the extension; leading dots go last, so the name never starts with one.
  const cleaned = ascii
    .replace(/[^\w.-]+/g, '_')
    .slice(-100)
    .replace(/^[.]+/, '');
  return cleaned || 'arquivo';
}

/** An upload read whole (10 MB at most) before storing: a cut or empty upload never reaches the storage. */
export async function readUpload(content: UploadStream): Promise<Buffer> {
  const bytes = await readAll(content);
  if (content.truncated) throw new TooLarge('O arquivo passa de 10 MB.');
  if (bytes.length === 0) throw new InvalidInput('O arquivo enviado está vazio.');
  return bytes;
}

const notFound = () => new NotFound('Arquivo não encontrado.');

/**
 * Files users upload (CSV imports, order attachments, logos), kept in the FileStorage under one key
 * prefix per company. The path handed back is the key and the only handle clients get; it opens
 * only for its company, whichever machine (API or worker) asks.
 */
@Injectable()
export class UploadStore {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  async save(companyId: string, fileName: string, content: UploadStream): Promise<string> {
    return this.saveBytes(companyId, fileName, await readUpload(content));
  }

  /** Stores bytes already read: a checked upload, or a file the server produced (an imported NF-e's XML). */
  async saveBytes(companyId: string, fileName: string, bytes: Buffer): Promise<string> {
    const path = `${companyId}/${randomUUID()}/${safeName(fileName)}`;
    await this.storage.put(path, bytes);
    return path;
  }

  /** Removes the company's uploads (a missing one is no error). */
  async delete(companyId: string, paths: string[]): Promise<void> {
    await Promise.all(paths.map((path) => this.storage.delete(this.check(companyId, path))));
  }

  /** The key of a company's upload; another company's, a malformed path or a missing file is not found. */
  private check(companyId: string, path: string): string {
    const match = UPLOAD_PATH.exec(path);
    if (!match || match[1] !== companyId) throw notFound();
    return path;
  }

  /** Fails with 'Arquivo não encontrado.' unless the company has this upload. */
  async assertExists(companyId: string, path: string): Promise<void> {
    if (!(await this.storage.exists(this.check(companyId, path)))) throw notFound();
  }

  /** The company's upload as a stream (downloads). */
  async open(companyId: string, path: string): Promise<Readable> {
    const stream = await this.storage.get(this.check(companyId, path));
    if (!stream) throw notFound();
    return stream;
  }

  async read(companyId: string, path: string): Promise<Buffer> {
    return readAll(await this.open(companyId, path));
  }
}
