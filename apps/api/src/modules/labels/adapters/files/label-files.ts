import { Inject, Injectable } from '@nestjs/common';
import { FILE_STORAGE, type FileStorage, readAll } from '../../../../platform/storage/file-storage.js';
import type { LabelFormat } from '../../../identity/index.js';
import { labelsOnA4, mergePdfs } from '../render/label-sheets.js';

/** A package's stored files: its 10×15 page (the carrier's or ours) and its ZPL. */
export interface StoredLabel {
  id: string;
  order_id: string;
  shipment_id: string;
  n: number;
  pdf_key: string;
  zpl_key: string;
}

/** A composed download: its bytes, type and extension. */
export interface LabelFile {
  content: Buffer;
  contentType: string;
  extension: 'pdf' | 'zpl';
}

/**
 * The labels' files in the FileStorage: each package's own, under the company and order (the row id
 * in the name, so a voided label's files stay for audit beside the new one), and the formats a user
 * downloads, composed from them: merged 10×15 pages, four per A4 page, or the ZPL one after another.
 */
@Injectable()
export class LabelFiles {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  keysOf(companyId: string, label: Pick<StoredLabel, 'id' | 'order_id' | 'shipment_id' | 'n'>) {
    const base = `${companyId}/labels/${label.order_id}/${label.shipment_id}-${label.n}-${label.id}`;
    return { pdf_key: `${base}.pdf`, zpl_key: `${base}.zpl` };
  }

  async store(keys: { pdf_key: string; zpl_key: string }, pdf: Buffer, zpl: string): Promise<void> {
    await this.storage.put(keys.pdf_key, pdf);
    await this.storage.put(keys.zpl_key, Buffer.from(zpl, 'utf8'));
  }

  async compose(labels: readonly StoredLabel[], format: LabelFormat): Promise<LabelFile> {
    if (format === 'zpl') {
      const parts = await Promise.all(labels.map((label) => this.read(label.zpl_key)));
      return { content: Buffer.concat(parts), contentType: 'text/plain; charset=utf-8', extension: 'zpl' };
    }
    const pdfs = await Promise.all(labels.map((label) => this.read(label.pdf_key)));
    const content = format === 'pdf_a4' ? await labelsOnA4(pdfs) : await mergePdfs(pdfs);
    return { content, contentType: 'application/pdf', extension: 'pdf' };
  }

  async put(key: string, content: Buffer): Promise<void> {
    await this.storage.put(key, content);
  }

  async read(key: string): Promise<Buffer> {
    const stream = await this.storage.get(key);
    if (!stream) throw new Error(`Arquivo de etiqueta ausente: ${key}`);
    return readAll(stream);
  }
}
