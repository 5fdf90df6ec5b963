import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CommandDispatcher } from '../../../platform/commands/command-dispatcher.js';
import { companyDistributionCentersOf } from '../../catalog/index.js';
import { faultMessage, isRowFault } from '../../../platform/database/row-fault.js';
import type { CommandContext } from '../../../platform/event-store/stored-event.js';
import { DomainError } from '../../../platform/errors/domain-errors.js';
import { UploadStore } from '../../../platform/uploads/upload-store.js';
import { productData } from '../commands/shared/product-data.js';
import { ImportProductRowCommand } from '../commands/import-product-row/import-product-row.command.js';
import { checkRow } from '../adapters/csv/product-csv-row.js';
import { ProductCsvFileError, type ProductCsvRow, readProductCsv } from '../adapters/csv/products-csv.js';
import { type ImportProgress, LISTED_ERRORS, ProductImportTasks } from './product-import-tasks.js';
import type { ImportSlice, ProductImportJob } from './product-import.job.js';
import { runSql, sql } from '../../../platform/database/sql.js';

/** The screen's progress bar moves every this many rows. */
const PROGRESS_EVERY = 50;

/** Rows one job imports before the rest goes back to the end of the queue, behind other companies' imports. */
export const SLICE_ROWS = 1000;

const lowerMap = (rows: { key: string; id: string }[]) => new Map(rows.map((row) => [row.key.toLowerCase(), row.id]));

const skuKey = (row: ProductCsvRow) => row.cells.sku.toLowerCase();

/**
 * CreateProductsFromCSV's job: each good row creates or updates the product with its SKU (a
 * dispatched ImportProductRow); each bad row is reported with its row number and reason, and the good
 * ones are kept. A file that cannot be read at all (encoding, quotes, header) fails the import with
 * the reason. A big file is imported SLICE_ROWS rows per job: `run` answers the next slice, which the
 * job enqueues again.
 */
@Injectable()
export class ProductImportRunner {
  /** The last file read: the slices of one import would otherwise parse it again each time. */
  private lastFile: { path: string; rows: ProductCsvRow[] } | null = null;
  private readonly logger = new Logger(ProductImportRunner.name);

  constructor(
    private readonly db: DataSource,
    private readonly tasks: ProductImportTasks,
    private readonly uploads: UploadStore,
    private readonly dispatcher: CommandDispatcher,
  ) {}

  /** Answers the slice still to import, if any. */
  async run({ importId, slice }: ProductImportJob): Promise<ImportSlice | null> {
    const task = slice ? await this.tasks.resume(importId) : await this.tasks.start(importId);
    if (!task) return null;
    let rows: ProductCsvRow[];
    try {
      rows = await this.rowsOf(task.company_id, task.path);
    } catch (error) {
      if (!(error instanceof ProductCsvFileError || error instanceof DomainError)) throw error;
      await this.tasks.fail(importId, error.message);
      return null;
    }
    const from = slice?.from ?? 0;
    const to = Math.min(from + SLICE_ROWS, rows.length);
    // A retried slice starts again from the copy its job carries, so nothing is counted twice.
    const progress: ImportProgress = slice
      ? structuredClone(slice.progress)
      : { total: rows.length, processed: 0, created: 0, updated: 0, failed: 0, errors: [] };
    const firstLineOf = new Map(Object.entries(slice?.firstLineOf ?? {}));
    const context: CommandContext = { companyId: task.company_id, userId: task.user_id, correlationId: importId };
    await this.importRows(task.company_id, rows.slice(from, to), firstLineOf, context, progress, () =>
      this.tasks.progress(importId, progress),
    );
    if (to === rows.length) {
      this.lastFile = null;
      await this.tasks.finish(importId, progress);
      return null;
    }
    await this.tasks.progress(importId, progress);
    const later = new Set(rows.slice(to).map(skuKey));
    return {
      from: to,
      progress,
      firstLineOf: Object.fromEntries([...firstLineOf].filter(([sku]) => later.has(sku))),
    };
  }

  private async rowsOf(companyId: string, path: string): Promise<ProductCsvRow[]> {
    if (this.lastFile?.path !== path)
      this.lastFile = { path, rows: readProductCsv(await this.uploads.read(companyId, path)) };
    return this.lastFile.rows;
  }

  private async importRows(
    companyId: string,
    rows: ProductCsvRow[],
    firstLineOf: Map<string, number>,
    context: CommandContext,
    progress: ImportProgress,
    report: () => Promise<void>,
  ): Promise<void> {
    const [centers, existing] = await Promise.all([
      companyDistributionCentersOf(this.db, companyId).then((centers) =>
        lowerMap(centers.map(({ reference, id }) => ({ key: reference, id }))),
      ),
      runSql(this.db, sql`SELECT reference AS key, id FROM products WHERE company_id = ${companyId}`).then(lowerMap),
    ]);
    for (const row of rows) {
      try {
        const checked = await checkRow(row);
        if (checked.error !== undefined) throw new RowError(checked.error);
        const sku = checked.fields.reference.toLowerCase();
        const repeated = firstLineOf.get(sku);
        if (repeated) throw new RowError(`SKU repetido no arquivo: já aparece na linha ${repeated}.`);
        firstLineOf.set(sku, row.line);
        const centerId = checked.centerReference ? centers.get(checked.centerReference.toLowerCase()) : null;
        if (centerId === undefined)
          throw new RowError(`CD '${checked.centerReference}' não encontrado: use o código de um CD da empresa.`);
        const data = productData(checked.fields, centerId);
        const id = existing.get(sku) ?? null;
        const command = new ImportProductRowCommand({ company_id: companyId, id, data }, context);
        existing.set(sku, await this.dispatcher.dispatch(command));
        if (id) progress.updated++;
        else progress.created++;
      } catch (error) {
        // A refused row (or one a concurrent change made invalid) is reported, as is a row PostgreSQL
        // refuses for its data: one bad row never stops the others. Anything else retries the job.
        const fault = isRowFault(error);
        if (!(fault || error instanceof RowError || error instanceof DomainError)) throw error;
        if (fault) this.logger.error(`Importação ${context.correlationId}, linha ${row.line}: ${faultMessage(error)}`);
        const message = fault ? ROW_NOT_STORED : (error as Error).message;
        if (progress.failed++ < LISTED_ERRORS) progress.errors.push({ row: row.line, message });
      }
      if (++progress.processed % PROGRESS_EVERY === 0) await report();
    }
  }
}

class RowError extends Error {}

const ROW_NOT_STORED =
  'Linha não gravada: um dos seus valores não pôde ser armazenado. Confira a linha e envie de novo.';
