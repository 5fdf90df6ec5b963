import { readXmlUploads, type UploadedFile, type XmlReader } from '../../../../platform/fiscal-xml/upload-readings.js';
import { ZIP_LIMITS, type ZipLimits } from '../../../../platform/fiscal-xml/zip-entries.js';
import { readInvoiceXml } from './nfe-reader.js';
import type { InvoiceReading } from './parsed-invoice.js';

export type { UploadedFile } from '../../../../platform/fiscal-xml/upload-readings.js';

const NFE_READER: XmlReader<Extract<InvoiceReading, { ok: true }>> = {
  read: readInvoiceXml,
  keyOf: (reading) => reading.invoice.key,
  duplicateReason: (key, first) => `NF-e duplicada no lote: chave ${key} já lida em ${first}.`,
};

/**
 * Reads an NF-e upload batch (xml files and zips): one reading per XML, good or refused, a later
 * copy of the same NF-e refused (see readXmlUploads).
 */
export function readInvoiceFiles(
  files: UploadedFile[],
  limits: ZipLimits = ZIP_LIMITS,
): AsyncGenerator<InvoiceReading> {
  return readXmlUploads(files, NFE_READER, limits);
}
