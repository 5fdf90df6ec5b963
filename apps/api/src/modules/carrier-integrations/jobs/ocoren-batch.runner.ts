import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../platform/errors/domain-errors.js';
import { UploadStore } from '../../../platform/uploads/upload-store.js';
import { type BatchProgress, InvoiceBatches, OCOREN_BATCH } from '../../orders/index.js';
import { emptyOcorenSummary, OcorenImporter, type OcorenSummary } from '../commands/ocoren-importer.js';

const progressOf = ({ total, total_success, errors }: OcorenSummary): BatchProgress => ({
  total,
  total_success,
  errors,
});

/**
 * An OCOREN batch (type 3): each file streamed from the uploads through the importer, the batch's
 * counters moving every chunk. A retried job reads the files again: events are kept once by key, so
 * the counters come out the same.
 */
@Injectable()
export class OcorenBatchRunner {
  constructor(
    private readonly batches: InvoiceBatches,
    private readonly uploads: UploadStore,
    private readonly importer: OcorenImporter,
  ) {}

  /** The batch's summary, or null when it is done already or gone. */
  async run(batchId: string): Promise<OcorenSummary | null> {
    const batch = await this.batches.start(batchId, OCOREN_BATCH);
    if (!batch) return null;
    const summary = emptyOcorenSummary();
    for (const { path } of batch.files) {
      const name = path.slice(path.lastIndexOf('/') + 1);
      let file;
      try {
        file = await this.uploads.open(batch.company_id, path);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        summary.total += 1;
        summary.errors.push(`${name}: arquivo não encontrado no envio.`);
        continue;
      }
      await this.importer.import(batch.company_id, name, file, summary, (done) =>
        this.batches.progress(batchId, progressOf(done)),
      );
    }
    await this.batches.progress(batchId, progressOf(summary), true);
    return summary;
  }
}
