import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DataSource } from 'typeorm';
import { JsonBytes } from '../http/json-bytes.js';
import { isRowFault } from './row-fault.js';

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

/** Between a row's fields. */
export const TAB = 0x09;
/** After a row's last field. */
export const LINE_END = 0x0a;

/**
 * Rows of a COPY … FROM STDIN (text format) kept as UTF-8 bytes in 256 KB chunks that are reused
 * from batch to batch. A batch held as JavaScript objects or one large string outlives the young
 * generation: under load every batch was copied by the collector and its pages faulted in afresh.
 * Here each row is written as bytes at once (JsonBytes), and the chunks sit outside the JavaScript heap.
 */
export class CopyRows {
  private filled: Buffer[] = [];
  private chunk: Buffer | null = null;
  private offset = 0;
  private spare: Buffer[] = [];
  count = 0;

  /**
   * Room for one row of at most `most` bytes (its fields in copyField / copyJson form, tabs and line
   * end included): write it there, then `commit` it. Nothing is copied on the way.
   */
  row(most: number): JsonBytes {
    if (most > CHUNK_BYTES) {
      this.close();
      return new JsonBytes(Buffer.allocUnsafeSlow(most));
    }
    if (!this.chunk || this.offset + most > CHUNK_BYTES) {
      this.close();
      this.chunk = this.spare.pop() ?? Buffer.allocUnsafeSlow(CHUNK_BYTES);
    }
    return new JsonBytes(this.chunk, this.offset);
  }

  commit(row: JsonBytes): void {
    if (row.buffer === this.chunk) this.offset = row.at;
    else this.filled.push(row.written());
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

/** The rows of COPY chunks, one Buffer each (a row never spans two chunks, and holds no raw line end). */
function rowsOf(chunks: Buffer[]): Buffer[] {
  const rows: Buffer[] = [];
  for (const chunk of chunks)
    for (let start = 0; start < chunk.length;) {
      const end = chunk.indexOf(LINE_END, start) + 1 || chunk.length;
      rows.push(chunk.subarray(start, end));
      start = end;
    }
  return rows;
}

/** A row PostgreSQL refused (its COPY text, line end included) and why. */
export type RefusedRow = (row: Buffer, error: unknown) => void;

/** `rows`, which PostgreSQL refused with `error`, sent again in halves down to the rows at fault. */
async function copyHalves(db: DataSource, sql: string, rows: Buffer[], error: unknown, refused: RefusedRow) {
  if (rows.length === 1) return refused(rows[0], error);
  const half = rows.length >>> 1;
  for (const part of [rows.slice(0, half), rows.slice(half)]) {
    try {
      await copyIn(db, sql, part);
    } catch (partError) {
      if (!isRowFault(partError)) throw partError;
      await copyHalves(db, sql, part, partError, refused);
    }
  }
}

/**
 * copyIn where one bad row never drops the others: when PostgreSQL refuses the batch for a row's
 * data (isRowFault), the rows are sent again in halves, down to the rows at fault, which go to
 * `refused`; every other row is written. A batch that goes in costs nothing more; one bad row among
 * 500 costs about 2 × log2(500) ≈ 18 more COPYs. Any other failure (connection, shutdown) is thrown.
 */
export async function copyInApart(db: DataSource, sql: string, chunks: Buffer[], refused: RefusedRow): Promise<void> {
  try {
    await copyIn(db, sql, chunks);
  } catch (error) {
    if (!isRowFault(error)) throw error;
    await copyHalves(db, sql, rowsOf(chunks), error, refused);
  }
}
