import { readXmlUploads, type UploadedFile, type XmlReader } from '../../../../platform/fiscal-xml/upload-readings.js';
import { ZIP_LIMITS, type ZipLimits } from '../../../../platform/fiscal-xml/zip-entries.js';
import type { FeeDictionary } from './cte-fee-types.js';
import { readCteXml } from './cte-reader.js';
import type { CteReading } from './parsed-cte.js';

/**
 * Reads a CT-e upload batch (xml files and zips, within the shared zip limits): one reading per XML,
 * good or refused, a later copy of the same CT-e in the batch refused.
 */
export function readCteFiles(
  files: UploadedFile[],
  dictionary: FeeDictionary = {},
  limits: ZipLimits = ZIP_LIMITS,
): AsyncGenerator<CteReading> {
  const reader: XmlReader<Extract<CteReading, { ok: true }>> = {
    read: (content, fileName) => readCteXml(content, fileName, dictionary),
    keyOf: (reading) => reading.cte.key,
    duplicateReason: (key, first) => `CT-e duplicado no lote: chave ${key} já lida em ${first}.`,
  };
  return readXmlUploads(files, reader, limits);
}
