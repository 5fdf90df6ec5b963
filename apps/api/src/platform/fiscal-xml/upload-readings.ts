import { type FileRefusal, refusal } from './file-refusal.js';
import { readZipEntries, ZIP_LIMITS, type ZipLimits } from './zip-entries.js';

export interface UploadedFile {
  name: string;
  content: Buffer;
}

/** How one kind of fiscal document is read from an XML, and what makes two of them the same document. */
export interface XmlReader<R extends { ok: true; fileName: string }> {
  read(content: Buffer, fileName: string): R | FileRefusal;
  /** The access key: a second document with it in the same batch is refused. */
  keyOf(reading: R): string;
  duplicateReason(key: string, firstFileName: string): string;
}

async function* readingsOf<R extends { ok: true; fileName: string }>(
  file: UploadedFile,
  reader: XmlReader<R>,
  limits: ZipLimits,
): AsyncGenerator<R | FileRefusal> {
  const extension = file.name.toLowerCase().slice(file.name.lastIndexOf('.'));
  if (extension === '.xml') {
    yield reader.read(file.content, file.name);
  } else if (extension === '.zip') {
    for await (const entry of readZipEntries(file.name, file.content, limits)) {
      yield entry.ok ? reader.read(entry.content, entry.name) : entry;
    }
  } else {
    yield refusal(file.name, 'Formato não aceito: envie arquivos .xml ou .zip.');
  }
}

/**
 * Reads an upload batch: one line per XML file or zip entry, in order, good or refused — a bad file
 * never stops the others. The same document twice in one batch is read once; the later copy is
 * refused. Lazy, so the caller holds one inflated entry at a time.
 */
export async function* readXmlUploads<R extends { ok: true; fileName: string }>(
  files: UploadedFile[],
  reader: XmlReader<R>,
  limits: ZipLimits = ZIP_LIMITS,
): AsyncGenerator<R | FileRefusal> {
  const seen = new Map<string, string>();
  for (const file of files) {
    for await (const reading of readingsOf(file, reader, limits)) {
      if (!reading.ok) {
        yield reading;
        continue;
      }
      const key = reader.keyOf(reading as R);
      const first = seen.get(key);
      if (first !== undefined) {
        yield refusal(reading.fileName, reader.duplicateReason(key, first));
        continue;
      }
      seen.set(key, reading.fileName);
      yield reading;
    }
  }
}
