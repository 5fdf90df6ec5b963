import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CommandDispatcher } from '../../../platform/commands/command-dispatcher.js';
import type { UploadedFile } from '../../../platform/fiscal-xml/upload-readings.js';
import { DomainError } from '../../../platform/errors/domain-errors.js';
import { UploadStore } from '../../../platform/uploads/upload-store.js';
import { type BatchProgress, batchFiles, CTE_BATCH, InvoiceBatches, type StartedBatch } from '../../orders/index.js';
import { OrderJobEvents } from '../../orders/index.js';
import { carrierIdsByTaxId, distributionCenterTaxIds } from '../../catalog/index.js';
import { companyTaxId } from '../../identity/index.js';
import { AuditSettingsReader, type CompanyAuditSettings } from '../queries/audit-settings-reader.js';
import { ConembCtes, isConembFile } from '../adapters/conemb/conemb-ctes.js';
import { ImportCteCommand } from '../commands/import-cte/import-cte.command.js';
import { readCteFiles } from '../domain/cte/cte-archive.js';
import type { FeeDictionary } from '../domain/cte/cte-fee-types.js';
import { isPartyToCte } from '../domain/cte/cte-parties.js';
import type { CteReading, ParsedCte } from '../domain/cte/parsed-cte.js';
import { runSql, sql } from '../../../platform/database/sql.js';

/** A CT-e belongs to a company that is one of its parties (docs/audit.md). */
const NOT_A_PARTY = (cte: ParsedCte) =>
  `CT-e ${cte.number}: a empresa não é parte deste CT-e (nenhum CNPJ dela é o emitente, remetente, expedidor, recebedor, destinatário ou tomador); cadastre o CNPJ em um centro de distribuição.`;

/** The screen's counters move every this many CT-e. */
const PROGRESS_EVERY = 20;

/**
 * CreateCteFromXml's job: every CT-e of every file (xml, or zip entries within the reader's limits)
 * is imported, and reconciled at once when its NF-e keys match orders; or it becomes an error line
 * 'file: reason'. A bad file, a cancelled CT-e or a duplicate never stops the others.
 */
@Injectable()
export class CteImportRunner {
  constructor(
    private readonly db: DataSource,
    private readonly batches: InvoiceBatches,
    private readonly uploads: UploadStore,
    private readonly dispatcher: CommandDispatcher,
    private readonly settings: AuditSettingsReader,
    private readonly conemb: ConembCtes,
  ) {}

  async run(batchId: string): Promise<void> {
    const batch = await this.batches.start(batchId, CTE_BATCH);
    if (!batch) return;
    const progress: BatchProgress = { total: 0, total_success: 0, errors: [] };
    const files = await batchFiles(this.uploads, batch, progress);
    // The company's component names and tolerance, as they are when the batch starts.
    const settings = await this.settings.of(batch.company_id);
    // A batch is mostly one or a few carriers' CT-e: each emitter's CNPJ is looked up once.
    const carriers = new Map<string, Promise<string | null>>();
    const documents = await this.documentsOf(batch.company_id);
    for await (const reading of this.readings(batch.company_id, files, settings.dictionary)) {
      progress.total += 1;
      if (!reading.ok) progress.errors.push(`${reading.fileName}: ${reading.reason}`);
      else if (!isPartyToCte(reading.cte, documents))
        progress.errors.push(`${reading.fileName}: ${NOT_A_PARTY(reading.cte)}`);
      else {
        const refusal = await this.importCte(batch, batchId, reading.fileName, reading.cte, settings, carriers);
        if (refusal) progress.errors.push(`${reading.fileName}: ${refusal}`);
        else progress.total_success += 1;
      }
      if (progress.total % PROGRESS_EVERY === 0) await this.batches.progress(batchId, progress);
    }
    await this.batches.finish(batchId, batch, progress, OrderJobEvents.CteBatchFinished);
  }

  /** The XML and zip files through the CT-e reader, then each CONEMB text file's CT (docs/edi-files.md). */
  private async *readings(
    companyId: string,
    files: UploadedFile[],
    dictionary: FeeDictionary,
  ): AsyncGenerator<CteReading> {
    yield* readCteFiles(
      files.filter((file) => !isConembFile(file)),
      dictionary,
    );
    for (const file of files.filter(isConembFile)) yield* this.conemb.readings(companyId, file, dictionary);
  }

  /** Answers why the CT-e was not imported, or null when it was. */
  private async importCte(
    batch: StartedBatch,
    batchId: string,
    fileName: string,
    document: ParsedCte,
    settings: CompanyAuditSettings,
    carriers: Map<string, Promise<string | null>>,
  ): Promise<string | null> {
    const companyId = batch.company_id;
    const [existing] = await runSql(
      this.db,
      sql`SELECT number FROM ctes WHERE company_id = ${companyId} AND key = ${document.key}`,
    );
    if (existing) return `CT-e já importado: chave ${document.key} (CT-e ${existing.number}).`;
    const imported = {
      company_id: companyId,
      batch_id: batchId,
      file_name: fileName,
      carrier_id: await this.carrierOf(companyId, document, carriers),
      document,
      imported_at: new Date().toISOString(),
    };
    const context = { companyId, userId: batch.user_id, correlationId: batchId };
    try {
      await this.dispatcher.dispatch(new ImportCteCommand(imported, settings.tolerance, context));
      return null;
    } catch (error) {
      if (error instanceof DomainError) return `CT-e ${document.number}: ${error.message}`;
      throw error;
    }
  }

  /** The company's CNPJs (or CPF): its CDs' and its own. */
  private async documentsOf(companyId: string): Promise<string[]> {
    const [centers, own] = await Promise.all([
      distributionCenterTaxIds(this.db, companyId),
      companyTaxId(this.db, companyId),
    ]);
    return [...new Set([...centers, ...(own ? [own] : [])])].map((document) => document.replace(/[^0-9A-Za-z]/g, ''));
  }

  /** The carrier (the company's own or the shared catalog's) that emitted the CT-e, by CNPJ. */
  private carrierOf(
    companyId: string,
    document: ParsedCte,
    carriers: Map<string, Promise<string | null>>,
  ): Promise<string | null> {
    const cnpj = document.carrier.cnpj;
    if (!cnpj) return Promise.resolve(null);
    let carrier = carriers.get(cnpj);
    if (!carrier) {
      carrier = carrierIdsByTaxId(this.db, companyId, [cnpj]).then((ids) => ids.get(cnpj) ?? null);
      carriers.set(cnpj, carrier);
    }
    return carrier;
  }
}
