import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CommandContext } from '../../../platform/event-store/stored-event.js';
import { AppError } from '../../../platform/http/app-errors.js';
import { UploadStore } from '../../../platform/uploads/upload-store.js';
import { productData } from '../commands/shared/product-data.js';
import { ProductWriter } from '../commands/shared/product-writer.js';
import { checkRow } from '../csv/product-csv-row.js';
import { ProductCsvFileError, type ProductCsvRow, readProductCsv } from '../csv/products-csv.js';
import { type ImportProgress, ProductImportTasks } from './product-import-tasks.js';

/** The screen's progress bar moves every this many rows. */
const PROGRESS_EVERY = 50;

const lowerMap = (rows: { key: string; id: string }[]) => new Map(rows.map((row) => [row.key.toLowerCase(), row.id]));

/**
 * CreateProductsFromCSV's job: each good row creates or updates the product with its SKU; each
 * bad row is reported with its row number and reason, and the good ones are kept. A file that
 * cannot be read at all (encoding, quotes, header) fails the import with the reason.
 */
@Injectable()
export class ProductImportRunner {
  constructor(
    private readonly db: DataSource,
    private readonly tasks: ProductImportTasks,
    private readonly uploads: UploadStore,
    private readonly writer: ProductWriter,
  ) {}

  async run(importId: string): Promise<void> {
    const task = await this.tasks.start(importId);
    if (!task) return;
    let rows: ProductCsvRow[];
    try {
      rows = readProductCsv(await this.uploads.read(task.company_id, task.path));
    } catch (error) {
      if (!(error instanceof ProductCsvFileError || error instanceof AppError)) throw error;
      await this.tasks.fail(importId, error.message);
      return;
    }
    const context: CommandContext = { companyId: task.company_id, userId: task.user_id, correlationId: importId };
    const progress: ImportProgress = { total: rows.length, processed: 0, created: 0, updated: 0, errors: [] };
    await this.importRows(task.company_id, rows, context, progress, () => this.tasks.progress(importId, progress));
    await this.tasks.finish(importId, progress);
  }

  private async importRows(
    companyId: string,
    rows: ProductCsvRow[],
    context: CommandContext,
    progress: ImportProgress,
    report: () => Promise<void>,
  ): Promise<void> {
    const [centers, existing] = await Promise.all([
      this.db.query('SELECT reference AS key, id FROM distribution_centers WHERE company_id = $1', [companyId]).then(lowerMap),
      this.db.query('SELECT reference AS key, id FROM products WHERE company_id = $1', [companyId]).then(lowerMap),
    ]);
    const firstLineOf = new Map<string, number>();
    for (const row of rows) {
      try {
        const checked = await checkRow(row);
        if (checked.error !== undefined) throw new RowError(checked.error);
        const sku = checked.fields.reference.toLowerCase();
        const repeated = firstLineOf.get(sku);
        if (repeated) throw new RowError(`SKU repetido no arquivo: já aparece na linha ${repeated}.`);
        firstLineOf.set(sku, row.line);
        const centerId = checked.centerReference ? centers.get(checked.centerReference.toLowerCase()) : null;
        if (centerId === undefined) throw new RowError(`CD '${checked.centerReference}' não encontrado: use o código de um CD da empresa.`);
        const data = productData(checked.fields, centerId);
        const id = existing.get(sku);
        if (id) {
          await this.writer.change(companyId, id, data, context);
          progress.updated++;
        } else {
          existing.set(sku, await this.writer.register(companyId, data, context));
          progress.created++;
        }
      } catch (error) {
        // A refused row (or one a concurrent change made invalid) is reported; anything else retries the job.
        if (!(error instanceof RowError || error instanceof AppError)) throw error;
        progress.errors.push({ row: row.line, message: error.message });
      }
      if (++progress.processed % PROGRESS_EVERY === 0) await report();
    }
  }
}

class RowError extends Error {}
