import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, mkdir, readFile, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AppError, BadRequestError, NotFoundError } from '../http/app-errors.js';

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
  const cleaned = ascii.replace(/[^\w.-]+/g, '_').slice(-100).replace(/^[.]+/, '');
  return cleaned || 'arquivo';
}

const notFound = () => new NotFoundError('Arquivo não encontrado.');

/**
 * Files users upload (CSV imports, order attachments), stored under UPLOAD_DIR in one folder per
 * company. The path handed back is the only handle clients get, and it opens only for its company.
 */
@Injectable()
export class UploadStore {
  private readonly root: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = resolve(config.uploadDir);
  }

  async save(companyId: string, fileName: string, content: UploadStream): Promise<string> {
    const path = `${companyId}/${randomUUID()}/${safeName(fileName)}`;
    const file = join(this.root, path);
    await mkdir(dirname(file), { recursive: true });
    try {
      await pipeline(content, createWriteStream(file, { flags: 'wx' }));
      if (content.truncated) throw new AppError(413, 'O arquivo passa de 10 MB.');
      if ((await stat(file)).size === 0) throw new BadRequestError('O arquivo enviado está vazio.');
    } catch (error) {
      await rm(dirname(file), { recursive: true, force: true });
      throw error;
    }
    return path;
  }

  /** The absolute file of a company's upload; another company's, a malformed or a missing path is not found. */
  async locate(companyId: string, path: string): Promise<string> {
    const match = UPLOAD_PATH.exec(path);
    if (!match || match[1] !== companyId) throw notFound();
    const file = join(this.root, path);
    await access(file).catch(() => {
      throw notFound();
    });
    return file;
  }

  async read(companyId: string, path: string): Promise<Buffer> {
    return readFile(await this.locate(companyId, path));
  }
}
