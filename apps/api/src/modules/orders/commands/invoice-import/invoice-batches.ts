import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CompanyCounters } from '../../../../platform/counters/company-counters.js';
import { EventStore } from '../../../../platform/event-store/event-store.js';
import type { UploadedFile } from '../../../../platform/fiscal-xml/upload-readings.js';
import { DomainError } from '../../../../platform/errors/domain-errors.js';
import type { UploadStore } from '../../../../platform/uploads/upload-store.js';
import { type InvoiceBatchFinished, OrderJobEvents } from '../../events/job-events.js';
import { recordJobOutcome } from '../../../../platform/event-store/job-outcome.js';
import type { BatchDto } from '../../queries/batch-list.dto.js';
import { raw, runSql, sql } from '../../../../platform/database/sql.js';

/** Batch type 1: an NF-e import (orders-pickups.md §3 Batch). */
export const INVOICE_BATCH = 1;
/** Batch type 2: a CT-e import of the freight audit (public-account.md §7). */
export const CTE_BATCH = 2;

/** Batch type 3: OCOREN files of carrier occurrences (docs/ocoren.md). */
export const OCOREN_BATCH = 3;

export type BatchType = typeof INVOICE_BATCH | typeof CTE_BATCH | typeof OCOREN_BATCH;

/** Each type numbers its batches on its own: lote 1, 2, 3... of NF-e, of CT-e and of OCOREN. */
const COUNTERS = {
  [INVOICE_BATCH]: 'invoice-batch',
  [CTE_BATCH]: 'cte-batch',
  [OCOREN_BATCH]: 'ocoren-batch',
} as const;

/** Error lines beyond this many are counted, not listed. */
export const LISTED_BATCH_ERRORS = 1000;

export interface BatchProgress {
  total: number;
  total_success: number;
  errors: string[];
}

export interface StartedBatch {
  company_id: string;
  user_id: string | null;
  files: { path: string }[];
}

/** A batch's uploads, read up front (10 MB each at most); a missing one is an error line, not a failure. */
export async function batchFiles(
  uploads: UploadStore,
  batch: StartedBatch,
  progress: BatchProgress,
): Promise<UploadedFile[]> {
  const files: UploadedFile[] = [];
  for (const { path } of batch.files) {
    const name = path.slice(path.lastIndexOf('/') + 1);
    try {
      files.push({ name, content: await uploads.read(batch.company_id, path) });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      progress.total += 1;
      progress.errors.push(`${name}: arquivo não encontrado no envio.`);
    }
  }
  return files;
}

const BATCH_COLUMNS = `id, batch, status, created_at, finished_at,
  json_build_object('total', total, 'total_success', total_success, 'total_error', total_error, 'errors', errors) AS totals`;

/** The status records of NF-e and CT-e imports (batches), written by the commands and by their jobs. */
@Injectable()
export class InvoiceBatches {
  constructor(
    private readonly db: DataSource,
    private readonly counters: CompanyCounters,
    private readonly store: EventStore,
  ) {}

  /** Numbered 1, 2, 3... per company and type; the number and the batch commit together, so no gap. */
  async create(
    id: string,
    companyId: string,
    /** null: a file the carrier sent (its token page or its system), not a user. */
    userId: string | null,
    files: { path: string }[],
    type: BatchType = INVOICE_BATCH,
  ): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [batch] = await this.counters.next(companyId, COUNTERS[type], 1, tx);
      await runSql(
        tx,
        sql`INSERT INTO batches (id, company_id, user_id, type, batch, files) VALUES (${id}, ${companyId}, ${userId}, ${type}, ${batch}, ${JSON.stringify(files)})`,
      );
      return batch;
    });
  }

  /** Marks the batch running (again, on a retry) and answers what to import; null when done or gone. */
  async start(id: string, type: BatchType = INVOICE_BATCH): Promise<StartedBatch | null> {
    const [[batch]] = await runSql(
      this.db,
      sql`UPDATE batches SET status = 'running' WHERE id = ${id} AND type = ${type} AND status IN ('pending', 'running') RETURNING company_id, user_id, files`,
    );
    return batch ?? null;
  }

  /** The last progress, then the outcome recorded once (notifications react to a batch with errors). */
  async finish(
    id: string,
    batch: StartedBatch,
    progress: BatchProgress,
    type: (typeof OrderJobEvents)['InvoiceBatchFinished' | 'CteBatchFinished'],
  ): Promise<void> {
    await this.progress(id, progress, true);
    const [{ number }] = await runSql(this.db, sql`SELECT batch AS number FROM batches WHERE id = ${id}`);
    const data: InvoiceBatchFinished = {
      company_id: batch.company_id,
      batch_id: id,
      batch: number,
      total: progress.total,
      total_success: progress.total_success,
      total_error: progress.errors.length,
    };
    const stream = {
      id: `${type === OrderJobEvents.CteBatchFinished ? 'cte' : 'invoice'}-batch-${id}`,
      type: type.slice(0, type.indexOf('.')),
    };
    await recordJobOutcome(
      this.store,
      stream,
      { type, data },
      { companyId: batch.company_id, userId: batch.user_id, correlationId: id },
    );
  }

  async progress(id: string, progress: BatchProgress, done = false): Promise<void> {
    await runSql(
      this.db,
      sql`UPDATE batches SET total = ${progress.total}, total_success = ${progress.total_success}, total_error = ${progress.errors.length}, errors = ${JSON.stringify(progress.errors.slice(0, LISTED_BATCH_ERRORS))},
              status = CASE WHEN ${done} THEN 'done' ELSE status END, finished_at = CASE WHEN ${done} THEN now() END
        WHERE id = ${id}`,
    );
  }

  async fail(id: string, message: string): Promise<void> {
    await runSql(
      this.db,
      sql`UPDATE batches SET status = 'failed', errors = errors || ${JSON.stringify([message])}::jsonb, total_error = total_error + 1, finished_at = now() WHERE id = ${id}`,
    );
  }

  async list(
    companyId: string,
    type: number,
    limit: number,
    offset: number,
  ): Promise<{ data: BatchDto[]; total: number }> {
    const [data, [{ total }]] = await Promise.all([
      runSql(
        this.db,
        sql`SELECT ${raw(BATCH_COLUMNS)} FROM batches WHERE company_id = ${companyId} AND type = ${type} ORDER BY created_at DESC, batch DESC LIMIT ${limit} OFFSET ${offset}`,
      ),
      runSql(
        this.db,
        sql`SELECT count(*)::int AS total FROM batches WHERE company_id = ${companyId} AND type = ${type}`,
      ),
    ]);
    return { data, total };
  }
}
