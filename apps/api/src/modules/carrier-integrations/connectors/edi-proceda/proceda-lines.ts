import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';

/** A stream of a PROCEDA file's bytes (an upload, a request body), or chunks in memory. */
export type ProcedaInput = AsyncIterable<Buffer | string> | Iterable<Buffer | string>;

/** The file as a whole is not one of records (binary, gzip broken): the reader refuses it. */
export class ProcedaFileError extends Error {}

/** A file whose "line" grows past this is not a text file of records (CONEMB's longest is 739). */
const MAX_LINE = 4096;

/**
 * Bytes in, lines out (LF or CRLF), gunzipped first when the file is gzip. Lines are read as
 * ISO-8859-1; `notText` is the reason given when a line grows past MAX_LINE.
 */
export async function* textLines(input: ProcedaInput, notText: string): AsyncGenerator<string> {
  let rest = '';
  for await (const chunk of gunzipped(input)) {
    rest += typeof chunk === 'string' ? chunk : chunk.toString('latin1');
    let end: number;
    let start = 0;
    while ((end = rest.indexOf('\n', start)) >= 0) {
      yield rest.slice(start, end);
      start = end + 1;
    }
    rest = rest.slice(start);
    if (rest.length > MAX_LINE) throw new ProcedaFileError(notText);
  }
  if (rest.length > 0) yield rest;
}

async function* gunzipped(input: ProcedaInput): AsyncGenerator<Buffer | string> {
  const iterator = (async function* (): AsyncGenerator<Buffer | string, void> {
    yield* input;
  })();
  const first = await iterator.next();
  if (first.done) return;
  const head = first.value;
  async function* all(): AsyncGenerator<Buffer | string> {
    yield head;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  if (typeof head !== 'string' && head[0] === 0x1f && head[1] === 0x8b)
    yield* Readable.from(all()).pipe(createGunzip());
  else yield* all();
}

/** ISO-8859-1 is the norm; a line that is valid UTF-8 with accents was written in UTF-8 and is read so. */
const UTF8_PAIR = /[\u00c2-\u00f4][\u0080-\u00bf]/;
export function decoded(line: string): string {
  const text = line.endsWith('\r') ? line.slice(0, -1) : line;
  return UTF8_PAIR.test(text) ? Buffer.from(text, 'latin1').toString('utf8') : text;
}

/** A broken .gz surfaces as a zlib error ('Z_…'). */
export const isGzipError = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && String(error.code).startsWith('Z_');
