import unzipper from 'unzipper';
import { type FileRefusal, refusal } from './file-refusal.js';

const MB = 1024 * 1024;
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export interface ZipLimits {
  maxEntries: number;
  maxEntryBytes: number;
  maxZipBytes: number;
  /** Inflated bytes per compressed byte above which an entry is taken for a bomb (XML compresses 5-20x). */
  maxRatio: number;
  /** Below this many inflated bytes the ratio is not checked: a small file full of blanks compresses well. */
  ratioFloorBytes: number;
}

export const ZIP_LIMITS: ZipLimits = {
  maxEntries: 2000,
  maxEntryBytes: 20 * MB,
  maxZipBytes: 200 * MB,
  maxRatio: 100,
  ratioFloorBytes: 1 * MB,
};

export type ZipEntry = { ok: true; name: string; content: Buffer } | FileRefusal;

type Inflated = { bytes: number; content: Buffer } | { bytes: number; reason: string; stopZip?: true };

const size = (bytes: number) => (bytes % MB === 0 ? `${bytes / MB} MB` : `${bytes.toLocaleString('pt-BR')} bytes`);

/** Folders, macOS resource forks (__MACOSX/, ._nota.xml) and hidden files: nothing a merchant put there. */
function isMetadata(file: unzipper.File, path: string): boolean {
  const base = path.slice(path.lastIndexOf('/') + 1);
  return file.type === 'Directory' || path.startsWith('__MACOSX/') || base === '' || base.startsWith('.');
}

/**
 * Inflates one entry, counting the bytes as they come: the sizes in the zip's headers are written by
 * whoever made the file, so they are never trusted. Stops at the first limit crossed.
 */
async function inflate(file: unzipper.File, limits: ZipLimits, zipBytesLeft: number): Promise<Inflated> {
  const stream = file.stream();
  // unzipper may still emit on the entry after it is abandoned; that must not become an uncaught error.
  stream.on('error', () => undefined);
  const chunks: Buffer[] = [];
  let bytes = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > zipBytesLeft) {
        return {
          bytes,
          stopZip: true,
          reason: `Zip interrompido: o conteúdo descompactado passa de ${size(limits.maxZipBytes)}; este arquivo e os seguintes não foram lidos.`,
        };
      }
      if (bytes > limits.maxEntryBytes) {
        return {
          bytes,
          reason: `Arquivo com mais de ${size(limits.maxEntryBytes)} descompactado: recusado como possível bomba de zip.`,
        };
      }
      if (bytes > limits.ratioFloorBytes && bytes > file.compressedSize * limits.maxRatio) {
        return {
          bytes,
          reason: `Taxa de compressão acima de ${limits.maxRatio} para 1: recusado como possível bomba de zip.`,
        };
      }
      chunks.push(chunk);
    }
  } catch {
    return { bytes, reason: 'Arquivo corrompido dentro do zip: não foi possível descompactá-lo.' };
  }
  return { bytes, content: Buffer.concat(chunks) };
}

/**
 * The .xml entries of a zip (nested folders included), one at a time so that a big zip is never held
 * inflated in memory. Every entry that is not read becomes a refusal naming 'arquivo.zip/pasta/nota.xml'.
 */
export async function* readZipEntries(
  zipName: string,
  content: Buffer,
  limits: ZipLimits = ZIP_LIMITS,
): AsyncGenerator<ZipEntry> {
  let files: unzipper.File[];
  try {
    files = (await unzipper.Open.buffer(content)).files;
  } catch {
    yield refusal(zipName, 'Arquivo .zip inválido ou corrompido: não foi possível abrir o zip.');
    return;
  }
  if (files.length > limits.maxEntries) {
    yield refusal(
      zipName,
      `O zip tem ${files.length.toLocaleString('pt-BR')} arquivos; o limite é ${limits.maxEntries.toLocaleString('pt-BR')} por zip: divida em zips menores.`,
    );
    return;
  }

  let zipBytesLeft = limits.maxZipBytes;
  for (const file of files) {
    const path = file.path.replace(/\\/g, '/');
    const name = `${zipName}/${path}`;
    const lower = path.toLowerCase();
    if (isMetadata(file, path)) continue;
    if (lower.endsWith('.zip')) {
      yield refusal(name, 'Zip dentro de zip não é aceito: extraia esse zip e envie o conteúdo.');
    } else if (!lower.endsWith('.xml')) {
      yield { ...refusal(name, 'Ignorado: dentro do zip só arquivos .xml são lidos.'), skipped: true };
    } else if (file.flags & 0x1) {
      yield refusal(name, 'Arquivo protegido por senha: envie o zip sem senha.');
    } else if (file.compressionMethod !== 0 && file.compressionMethod !== 8) {
      yield refusal(
        name,
        `Método de compressão ${file.compressionMethod} não suportado: gere o zip com a compressão padrão (deflate).`,
      );
    } else {
      const inflated = await inflate(file, limits, zipBytesLeft);
      zipBytesLeft -= inflated.bytes;
      if (!('content' in inflated)) {
        yield refusal(name, inflated.reason);
        if (inflated.stopZip) return;
      } else if (inflated.content.subarray(0, 4).equals(ZIP_SIGNATURE)) {
        yield refusal(
          name,
          'Zip dentro de zip não é aceito (arquivo .xml que é um zip): extraia esse zip e envie o conteúdo.',
        );
      } else {
        yield { ok: true, name, content: inflated.content };
      }
    }
  }
}
