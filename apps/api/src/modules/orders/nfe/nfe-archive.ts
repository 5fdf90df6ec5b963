import { readInvoiceXml } from './nfe-reader.js';
import { refusal, type InvoiceReading } from './parsed-invoice.js';
import { readZipEntries, ZIP_LIMITS, type ZipLimits } from './zip-entries.js';

export interface UploadedFile {
  name: string;
  content: Buffer;
}

async function* readingsOf(file: UploadedFile, limits: ZipLimits): AsyncGenerator<InvoiceReading> {
  const extension = file.name.toLowerCase().slice(file.name.lastIndexOf('.'));
  if (extension === '.xml') {
    yield readInvoiceXml(file.content, file.name);
  } else if (extension === '.zip') {
    for await (const entry of readZipEntries(file.name, file.content, limits)) {
      yield entry.ok ? readInvoiceXml(entry.content, entry.name) : entry;
    }
  } else {
    yield refusal(file.name, 'Formato não aceito: envie arquivos .xml ou .zip.');
  }
}

/**
 * Reads an upload batch: one line per XML file or zip entry, in order, good or refused — a bad file
 * never stops the others. The same NF-e twice in one batch is read once; the later copy is refused.
 * Lazy, so the caller holds one inflated entry at a time.
 */
export async function* readInvoiceFiles(files: UploadedFile[], limits: ZipLimits = ZIP_LIMITS): AsyncGenerator<InvoiceReading> {
  const seen = new Map<string, string>();
  for (const file of files) {
    for await (const reading of readingsOf(file, limits)) {
      if (!reading.ok) {
        yield reading;
        continue;
      }
      const first = seen.get(reading.invoice.key);
      if (first !== undefined) {
        yield refusal(reading.fileName, `NF-e duplicada no lote: chave ${reading.invoice.key} já lida em ${first}.`);
        continue;
      }
      seen.set(reading.invoice.key, reading.fileName);
      yield reading;
    }
  }
}
