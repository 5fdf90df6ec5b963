import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DataSource } from 'typeorm';

const CHUNK_BYTES = 256 * 1024;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const SPECIAL = /[\\\t\n\r]/;
const SPECIALS = /[\\\t\n\r]/g;

/** A value as COPY's text format writes it: null as \N, backslash, tab and line ends escaped. */
export function copyField(value: string | number | null): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  return SPECIAL.test(value) ? value.replace(SPECIALS, (c) => ESCAPES[c]) : value;
}

/** JSON text as a COPY field: JSON has no raw tab or line end, so only its backslashes need escaping. */
export function copyJson(json: string): string {
  return json.includes('\\') ? json.replaceAll('\\', '\\\\') : json;
}

const TAB = 0x09;
const LINE_END = 0x0a;

/** Writes one row's fields, tab-separated, and its line end at `offset`; answers the offset after it. */
function writeRow(target: Buffer, offset: number, fields: readonly string[]): number {
  let at = offset;
  for (let i = 0; i < fields.length; i++) {
    if (i > 0) target[at++] = TAB;
    at += target.write(fields[i], at);
  }
  target[at++] = LINE_END;
  return at;
}

/**
 * Rows of a COPY … FROM STDIN (text format) kept as UTF-8 bytes in 256 KB chunks that are reused
 * from batch to batch. A batch held as JavaScript objects or one large string outlives the young
 * generation: under load every batch was copied by the collector and its pages faulted in afresh.
 * Here each row's text dies at once, and the chunks sit outside the JavaScript heap.
 */
export class CopyRows {
  private filled: Buffer[] = [];
  private chunk: Buffer | null = null;
  private offset = 0;
  private spare: Buffer[] = [];
  count = 0;

  /** Adds one row: its fields already in copyField / copyJson form, written one by one (no joined copy). */
  add(fields: readonly string[]): void {
    let most = fields.length; // the tabs and the line end
    for (const field of fields) most += field.length * 3; // UTF-8 bytes of a UTF-16 code unit, at most
    if (most > CHUNK_BYTES) {
      this.close();
      const own = Buffer.allocUnsafeSlow(most);
      this.filled.push(own.subarray(0, writeRow(own, 0, fields)));
    } else {
      if (!this.chunk || this.offset + most > CHUNK_BYTES) {
        this.close();
        this.chunk = this.spare.pop() ?? Buffer.allocUnsafeSlow(CHUNK_BYTES);
      }
      this.offset = writeRow(this.chunk, this.offset, fields);
    }
    this.count++;
  }

  /** The rows so far, as byte chunks; this starts empty again. Give them back with `reuse` once sent. */
  take(): Buffer[] {
    this.close();
    const taken = this.filled;
    this.filled = [];
    this.count = 0;
    return taken;
  }

  reuse(chunks: Buffer[]): void {
    for (const chunk of chunks) if (chunk.buffer.byteLength === CHUNK_BYTES) this.spare.push(Buffer.from(chunk.buffer));
  }

  private close(): void {
    if (this.chunk && this.offset > 0) this.filled.push(this.chunk.subarray(0, this.offset));
    else if (this.chunk) this.spare.push(this.chunk);
    this.chunk = null;
    this.offset = 0;
  }
}

/** Runs `sql` (a COPY … FROM STDIN) with `chunks` as its data on a connection of the pool. */
export async function copyIn(db: DataSource, sql: string, chunks: Buffer[]): Promise<void> {
  const runner = db.createQueryRunner();
  try {
    const client = (await runner.connect()) as PoolClient;
    await pipeline(chunks, client.query(copyFrom(sql)));
  } finally {
    await runner.release();
  }
}
