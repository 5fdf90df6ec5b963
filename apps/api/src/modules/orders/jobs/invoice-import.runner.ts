import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CommandDispatcher } from '../../../platform/commands/command-dispatcher.js';
import { DomainError } from '../../../platform/errors/domain-errors.js';
import { UploadStore } from '../../../platform/uploads/upload-store.js';
import { CreateImportedOrderCommand } from '../commands/create-imported-order/create-imported-order.command.js';
import { OrderJobEvents } from '../events/job-events.js';
import { readInvoiceFiles } from '../domain/nfe/nfe-archive.js';
import type { ParsedInvoice } from '../domain/nfe/parsed-invoice.js';
import { OrderQuoting } from '../commands/quoting/order-quoting.js';
import {
  type BatchProgress,
  batchFiles,
  InvoiceBatches,
  type StartedBatch,
} from '../commands/invoice-import/invoice-batches.js';
import {
  type ImportOrigin,
  invoiceVolumesProblem,
  orderFromInvoice,
} from '../commands/invoice-import/order-from-invoice.js';
import { runSql, sql } from '../../../platform/database/sql.js';
import { carriersWithTaxId, companyDistributionCenters } from '../../catalog/index.js';

/** The screen's counters move every this many invoices. */
const PROGRESS_EVERY = 20;

/**
 * CreateOrdersFromInvoices' job: every NF-e of every file (xml, or zip entries read one at a time
 * within the reader's limits) becomes an order, or an error line 'file: reason'. A bad file, a
 * duplicate or a cancelled note never stops the others.
 */
@Injectable()
export class InvoiceImportRunner {
  constructor(
    private readonly db: DataSource,
    private readonly batches: InvoiceBatches,
    private readonly uploads: UploadStore,
    private readonly dispatcher: CommandDispatcher,
    private readonly quoting: OrderQuoting,
  ) {}

  async run(batchId: string): Promise<void> {
    const batch = await this.batches.start(batchId);
    if (!batch) return;
    const progress: BatchProgress = { total: 0, total_success: 0, errors: [] };
    const origins = await this.originsOf(batch.company_id);
    const files = await batchFiles(this.uploads, batch, progress);
    for await (const reading of readInvoiceFiles(files)) {
      progress.total += 1;
      if (!reading.ok) progress.errors.push(`${reading.fileName}: ${reading.reason}`);
      else {
        const refusal = await this.createOrder(batch, reading, origins, batchId);
        if (refusal) progress.errors.push(`${reading.fileName}: ${refusal}`);
        else progress.total_success += 1;
      }
      if (progress.total % PROGRESS_EVERY === 0) await this.batches.progress(batchId, progress);
    }
    await this.batches.finish(batchId, batch, progress, OrderJobEvents.InvoiceBatchFinished);
  }

  /** Answers why the NF-e did not become an order, or null when it did. */
  private async createOrder(
    batch: StartedBatch,
    { invoice, xml }: { invoice: ParsedInvoice; xml: Buffer },
    origins: (ImportOrigin & { cnpj: string })[],
    batchId: string,
  ): Promise<string | null> {
    if (origins.length === 0) return 'cadastre um CD antes de importar notas.';
    const [existing] = await runSql(
      this.db,
      sql`SELECT o.reference, EXISTS (SELECT 1 FROM events e WHERE e.stream_id = 'order-' || o.id AND e.version = 1 AND e.metadata->>'correlation_id' = ${batchId}) AS ours
         FROM orders o WHERE o.company_id = ${batch.company_id} AND o.invoice_key = ${invoice.key}`,
    );
    // A retried job (its worker died mid-import) finds the orders it already created: they count once, as successes.
    if (existing?.ours) return null;
    if (existing) return `NF-e já importada: chave ${invoice.key} está no pedido ${existing.reference}.`;
    const { cnpj: _, ...origin } = origins.find((center) => center.cnpj === invoice.emitter.cnpj) ?? origins[0];
    const data = orderFromInvoice(invoice, origin);
    const outside = invoiceVolumesProblem(data.shipments);
    if (outside) return `pedido ${invoice.reference}: ${outside}`;
    const at = new Date();
    // The note's transporta ships it when that carrier covers the destination; otherwise the cheapest quote.
    const quoted = await this.quoting.quote(
      batch.company_id,
      data,
      at,
      await this.carriersOf(batch.company_id, invoice),
    );
    // The XML stays as the order's invoice file: its DANFE, and both offered on the carrier's page.
    const invoicePath = await this.uploads.saveBytes(batch.company_id, `${invoice.key}-nfe.xml`, xml);
    const order = {
      company_id: batch.company_id,
      data: quoted.data,
      awaiting_quote: quoted.awaitingQuote,
      invoice_path: invoicePath,
      at,
    };
    const context = { companyId: batch.company_id, userId: batch.user_id, correlationId: batchId };
    try {
      await this.dispatcher.dispatch(new CreateImportedOrderCommand(order, context));
      return null;
    } catch (error) {
      if (error instanceof DomainError) return `pedido ${invoice.reference}: ${error.message}`;
      throw error;
    }
  }

  /** The CD whose CNPJ emitted the note is its origin; otherwise the company's first CD. */
  private async originsOf(companyId: string): Promise<(ImportOrigin & { cnpj: string })[]> {
    const centers = await companyDistributionCenters(this.db, companyId);
    return centers.map(({ id, reference, address }) => ({
      id,
      reference,
      city: address.city,
      cnpj: address.federal_tax_id,
    }));
  }

  /** The carriers (the company's own and the shared catalog's) with the note's transporta CNPJ. */
  private async carriersOf(companyId: string, invoice: ParsedInvoice): Promise<string[]> {
    if (!invoice.carrier?.cnpj) return [];
    const carriers = await carriersWithTaxId(this.db, companyId, invoice.carrier.cnpj);
    return carriers.map((carrier) => carrier.id);
  }
}
